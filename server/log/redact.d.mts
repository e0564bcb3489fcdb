export declare const REDACTED: string;
export declare function redactSecrets(text: string): string;
export declare function formatForLog(...args: unknown[]): string;
