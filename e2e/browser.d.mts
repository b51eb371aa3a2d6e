export declare const SYSTEM_CHROMIUM: string;
export declare const SYSTEM_HEADLESS_SHELL: string;
export declare const chromiumExecutable: string | undefined;
export declare const e2eChromiumExecutable: string | undefined;
export declare const chromiumArgs: string[];
