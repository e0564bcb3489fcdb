/**
 * Whether an error is the client going away mid-request (a closed tab, a dropped connection, a
 * body cut off at its deadline), not a failure of the server: logged as one line, no stack.
 * Plain JavaScript, because scripts/start.mjs's server in front uses it too.
 */
export function isClientAbort(error) {
  const code = error?.code ?? error?.cause?.code;
  return code === "ECONNRESET" || code === "ERR_STREAM_PREMATURE_CLOSE" || error?.name === "AbortError" || error?.message === "aborted";
}
