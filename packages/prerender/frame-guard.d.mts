export declare const FRAME_GUARD_ID: string;
export declare const showUnlessFramed: string;
export declare const showUnlessFramedElsewhere: string;
export declare function frameGuard(options?: { sameOrigin?: boolean }): string;
export declare function hideWhenFramed(html: string): string;
