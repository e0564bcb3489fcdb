/**
 * The request id (docs/operations.md, "Logs"): every request gets one, taken from a proxy's
 * X-Request-Id when that is a sane value (letters, digits and . _ : -, at most 128 characters)
 * and generated otherwise. It is answered in X-Request-Id and kept in an AsyncLocalStorage, so
 * that every log line written while the request is handled carries it (logger.mjs), however
 * deep the code that writes it.
 * Plain JavaScript, because scripts/front-server.mjs (run by node itself, not bundled) uses it too.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { randomUUID } from "node:crypto";

export const REQUEST_ID_HEADER = "x-request-id";

const ACCEPTABLE = /^[A-Za-z0-9._:-]{1,128}$/;

// Note: on globalThis because Next.js bundles its own copy of this module beside the one the
// front server imports; both must read the same storage.
const holder = globalThis;
holder.__signetRequestContext ??= new AsyncLocalStorage();
/** @type {AsyncLocalStorage<{ requestId: string }>} */
const storage = holder.__signetRequestContext;

/** The incoming id when it is sane, else a new one. */
export function requestIdFor(incoming) {
  return typeof incoming === "string" && ACCEPTABLE.test(incoming) ? incoming : randomUUID();
}

/** Runs `work` as part of the request `requestId`. */
export function runWithRequestId(requestId, work) {
  return storage.run({ requestId }, work);
}

/** The id of the request being handled, or undefined outside one (jobs, start-up). */
export function currentRequestId() {
  return storage.getStore()?.requestId;
}
