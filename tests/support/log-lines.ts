/** The lines the server's logger writes, parsed, while a test runs (the logger is silent under tests otherwise). */
import type { Logger } from "pino";
import { createLogger, installLogger, logger } from "@/server/log/logger.mjs";

export interface LogCapture {
  /** Every line as written (redacted JSON text). */
  raw: string[];
  /** The same lines, parsed. */
  lines: Record<string, unknown>[];
  restore(): void;
}

export function captureLogLines(level = "trace"): LogCapture {
  const previous: Logger = logger();
  const raw: string[] = [];
  installLogger(createLogger({ level, write: (line) => void raw.push(line) }));
  return {
    raw,
    get lines() {
      return raw.map((line) => JSON.parse(line) as Record<string, unknown>);
    },
    restore: () => installLogger(previous),
  };
}
