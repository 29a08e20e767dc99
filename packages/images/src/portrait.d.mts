export declare const PORTRAIT_DIR: string;
export declare const PORTRAIT_WIDTHS: readonly number[];
export declare const SEED_PATTERN: RegExp;
export declare function portraitSvg(seed: string): string;
export declare function portraitFileName(seed: string, width: number): string;
export declare function portraitWebp(seed: string, width: number): Promise<Buffer>;
export declare function portraitFiles(seed: string): Promise<{ fileName: string; data: Buffer }[]>;
export declare function parsePortraitFileName(fileName: string): { seed: string; width: number } | null;
export declare function portraitSeedsIn(html: string): string[];
