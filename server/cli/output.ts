/**
 * The CLI's two channels: one JSON document on stdout for a success, one line on stderr for a
 * failure. Exit codes: 1 when the command line or its values are wrong (fix the input and run
 * again), 2 when a well-formed command could not be carried out (unknown id, email taken,
 * database in use or unreachable, bad configuration).
 */
import { AppError } from "@/server/errors";
import { UsageError } from "./command";

export const EXIT_USAGE = 1;
export const EXIT_FAILED = 2;

// Services name the fields of their input; the operator typed flags.
const FLAG_OF_FIELD: Record<string, string> = {
  organizationName: "--org",
  organizationId: "--org",
  plan: "--plan",
  email: "--email",
  password: "--password",
  defaultLanguage: "--language",
  country: "--country",
  role: "--role",
  name: "--name",
  expiresAt: "--expires-at",
  readOnly: "--read-only",
  id: "--id",
};

function asFlags(message: string): string {
  const [field, ...rest] = message.split(" ");
  const flag = FLAG_OF_FIELD[field!];
  return flag ? [flag, ...rest].join(" ") : message;
}

function describe(error: unknown): { line: string; exitCode: number } {
  if (error instanceof UsageError) {
    return { line: `${error.message} (see signet --help)`, exitCode: EXIT_USAGE };
  }
  if (error instanceof AppError && error.code === "VALIDATION_FAILED") {
    const messages = error.messages ?? [error.message];
    return { line: `invalid input: ${messages.map(asFlags).join("; ")}`, exitCode: EXIT_USAGE };
  }
  if (error instanceof AppError) return { line: `${error.code}: ${error.message}`, exitCode: EXIT_FAILED };
  return { line: rootCause(error), exitCode: EXIT_FAILED };
}

/**
 * drizzle wraps driver errors in "Failed query: <sql>", which hides why (connection refused,
 * a constraint); the innermost cause says it. It may carry only a code.
 */
function rootCause(error: unknown): string {
  let current = error;
  while (current instanceof Error && current.cause instanceof Error) current = current.cause;
  if (!(current instanceof Error)) return String(current);
  return current.message || (current as NodeJS.ErrnoException).code || current.name;
}

export function printResult(result: unknown): void {
  process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
}

/** Reports a failure as one stderr line and answers the exit code. */
export function printError(error: unknown): number {
  const { line, exitCode } = describe(error);
  process.stderr.write(`error: ${line.replace(/\s*\n\s*/g, " ")}\n`);
  return exitCode;
}
