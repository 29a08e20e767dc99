export declare const PORTRAIT_DIR: string;
export declare const SEED_PATTERN: RegExp;
export declare function portraitSvg(seed: string): string;
export declare function portraitSeedsIn(html: string): string[];
