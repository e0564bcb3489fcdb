/**
 * Runs a route handler inside the request scope Next.js gives it when serving, so that code
 * reading `cookies()` and `headers()` from next/headers (next-auth's route does) can be called
 * from a test. Next.js's own constructor of that scope is used; it is internal to Next.js, so a
 * change of its shape fails here, in one place.
 */
import { createRequire } from "node:module";
import type { NextRequest } from "next/server";

// Loaded through Node's own require, as next-auth loads next/headers: one instance of the storage.
const nodeRequire = createRequire(import.meta.url);

interface RequestStorage {
  run<T>(store: unknown, handle: () => T): T;
}

/** Needs globalThis.AsyncLocalStorage before Next.js loads, as tests/support/setup-env.ts sets it. */
export function inRequestScope<T>(request: NextRequest, handle: () => Promise<T>): Promise<T> {
  const { workAsyncStorage } = nodeRequire("next/dist/server/app-render/work-async-storage.external") as { workAsyncStorage: RequestStorage };
  const { workUnitAsyncStorage } = nodeRequire("next/dist/server/app-render/work-unit-async-storage.external") as { workUnitAsyncStorage: RequestStorage };
  const { createRequestStoreForAPI } = nodeRequire("next/dist/server/async-storage/request-store") as {
    createRequestStoreForAPI: (req: { headers: Record<string, string> }, url: { pathname: string; search: string }, ...rest: undefined[]) => unknown;
  };
  const store = createRequestStoreForAPI({ headers: Object.fromEntries(request.headers) }, { pathname: request.nextUrl.pathname, search: request.nextUrl.search });
  // The route's part of the work store: a dynamic route, served per request.
  const work = { route: request.nextUrl.pathname, forceStatic: false, dynamicShouldError: false, isStaticGeneration: false };
  return workAsyncStorage.run(work, () => workUnitAsyncStorage.run(store, handle));
}
