export declare const SYSTEM_CHROMIUM: string;
export declare const chromiumExecutable: string | undefined;
export declare const chromiumArgs: string[];
