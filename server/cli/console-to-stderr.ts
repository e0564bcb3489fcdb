/**
 * Stdout carries exactly one JSON document, so anything a library logs (PGlite's and
 * drizzle's notices, warnings) and every line of our own logger must land on stderr. Imported
 * first by main.ts so that module-level logging during the other imports is caught too.
 */
import { createLogger, installLogger } from "../log/logger.mjs";

for (const method of ["log", "info", "debug", "warn", "trace"] as const) {
  console[method] = console.error;
}
installLogger(createLogger({ write: (line) => void process.stderr.write(line) }));
