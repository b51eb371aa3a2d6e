export declare const WEBKIT_DRIVER: string;
export declare const XVFB: string;
export declare function findMiniBrowser(): string | undefined;
export declare function missingWebKitParts(): string | undefined;
