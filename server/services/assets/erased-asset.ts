/**
 * A source file erased with its process (server/services/erasure) keeps its row, for the process
 * that names it, with this before its id in place of its SHA-256: the content address is free
 * for a new upload of the same file, and lists leave the row out.
 */
export const ERASED_SHA256_PREFIX = "erased-";
