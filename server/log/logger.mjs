/**
 * The server's log: JSON lines (pino) on stdout, one object per line with `level`, `time`,
 * `msg` and, inside a request, `requestId` (request-context.mjs). Every line passes through
 * redactSecrets as it is written, so no field can carry a signer's link, an API key or a
 * presigned URL to the operator's logs. The level is LOG_LEVEL, else info in production, silent
 * under tests and debug otherwise.
 * Plain JavaScript, because scripts/start.mjs (run by node itself, not bundled) uses it too.
 */
import { format } from "node:util";
import pino from "pino";
import { redactSecrets } from "./redact.mjs";
import { currentRequestId } from "./request-context.mjs";

export const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"];

/**
 * LOG_LEVEL when it names a level, else the environment's default. server/env.ts validates it
 * too, but the logger exists before it (scripts/start.mjs) and must never stop the process.
 */
// eslint-disable-next-line no-restricted-properties -- read before env() exists (scripts/start.mjs)
export function logLevelFor(environment = process.env) {
  const configured = environment.LOG_LEVEL;
  if (configured && LOG_LEVELS.includes(configured)) return configured;
  if (environment.NODE_ENV === "production") return "info";
  return environment.NODE_ENV === "test" || environment.VITEST ? "silent" : "debug";
}

/**
 * A logger writing each redacted line to `write` (stdout by default; the CLI's goes to stderr,
 * whose stdout carries one JSON document).
 */
export function createLogger({ level = logLevelFor(), write = (line) => process.stdout.write(line) } = {}) {
  return pino(
    {
      level,
      base: { pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      mixin() {
        const requestId = currentRequestId();
        return requestId ? { requestId } : {};
      },
    },
    { write: (line) => write(redactSecrets(line)) },
  );
}

// Note: on globalThis because Next.js bundles its own copy of this module beside start.mjs's.
const holder = globalThis;

/** The process's logger. */
export function logger() {
  holder.__signetLogger ??= createLogger();
  return holder.__signetLogger;
}

/** Makes `logger()` answer `replacement` (the CLI's on stderr; tests that read the lines). */
export function installLogger(replacement) {
  holder.__signetLogger = replacement;
}

const CONSOLE_LEVELS = { log: "info", info: "info", debug: "debug", trace: "trace", warn: "warn", error: "error" };

/**
 * Sends console.log/info/debug/trace/warn/error through the logger: what Next.js and the
 * libraries print becomes JSON lines too, with the request id and redacted.
 */
export function routeConsoleToLogger() {
  for (const [method, level] of Object.entries(CONSOLE_LEVELS)) {
    console[method] = (...args) => logger()[level](format(...args));
  }
}
