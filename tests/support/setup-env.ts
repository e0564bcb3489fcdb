/**
 * Every test worker gets its own DATA_DIR and fixed secrets, so that tests never touch a
 * developer's .data and never depend on each other.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "signet-test-"));
process.env.DATA_DIR = dataDir;
process.env.SECRET_KEY ??= "test-secret-key-0123456789abcdefghijklmnop";
process.env.AUTH_SECRET ??= "test-auth-secret-0123456789abcdefghijklmno";
process.env.APP_URL ??= "http://localhost:3000";

// What Next.js's server sets up before its modules load, so that its request storage (cookies(),
// headers()) is real and tests can run route handlers in a request scope (tests/support/request-scope.ts).
(globalThis as { AsyncLocalStorage?: unknown }).AsyncLocalStorage ??= (await import("node:async_hooks")).AsyncLocalStorage;
