export declare function isClientAbort(error: unknown): boolean;
