/**
 * Stdout carries exactly one JSON document, so anything a library logs (PGlite's and
 * drizzle's notices, warnings) must land on stderr. Imported first by main.ts so that
 * module-level logging during the other imports is caught too.
 */
for (const method of ["log", "info", "debug", "warn", "trace"] as const) {
  console[method] = console.error;
}

export {};
