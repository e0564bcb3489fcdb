import type { Logger } from "pino";

export declare const LOG_LEVELS: readonly string[];
export declare function logLevelFor(environment?: Record<string, string | undefined>): string;
export declare function createLogger(options?: { level?: string; write?: (line: string) => void }): Logger;
export declare function logger(): Logger;
export declare function installLogger(replacement: Logger): void;
export declare function routeConsoleToLogger(): void;
