/** Calls one dashboard request may batch: the server refuses more, and the client never sends more. */
export const MAX_TRPC_BATCH_CALLS = 20;
