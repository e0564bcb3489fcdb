export declare const REQUEST_ID_HEADER: string;
export declare function requestIdFor(incoming: string | null | undefined): string;
export declare function runWithRequestId<T>(requestId: string, work: () => T): T;
export declare function currentRequestId(): string | undefined;
