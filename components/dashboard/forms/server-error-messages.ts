import { TRPCClientError } from "@trpc/client";
import { readsAsPlainWords } from "@/lib/wording/plain-words";
import type { AppRouter } from "@/server/trpc/app-router";
import { ERROR_CODE_TEXT, errorCodeText } from "./error-code-text";

const NO_ANSWER = "The server did not answer. Check your connection and try again in a moment.";
const SERVER_FAILED = "Something went wrong on our side. Try again in a moment.";
const UNKNOWN = "Something went wrong. Try again.";

type ErrorData = NonNullable<TRPCClientError<AppRouter>["data"]>;

function dataOf(error: unknown): ErrorData | null | undefined {
  if (!(error instanceof TRPCClientError)) return undefined;
  return (error as TRPCClientError<AppRouter>).data ?? null;
}

/**
 * What a failed tRPC call tells the user: the server's validation sentences when it sent them
 * (those naming raw values, such as "must be one of: EMAIL, KIOSK", become one plain sentence),
 * else its sentence for the case at hand when that reads as plain words, else the plain
 * sentence for its error code. A TRPCClientError without `data` never got a procedure's answer
 * (network down, server restarting), so its message ("Failed to fetch") would mean nothing to
 * anyone; nor would the text of an unexpected exception, which is why a 500 without an AppError
 * code says only that the server failed. What is withheld stays available as serverErrorDetails.
 */
export function serverErrorMessages(error: unknown): string[] {
  const data = dataOf(error);
  if (data === undefined) return [UNKNOWN];
  if (data === null) return [NO_ANSWER];
  if (data.validation && data.validation.length > 0) {
    const plain = data.validation.filter(readsAsPlainWords);
    return plain.length === data.validation.length ? plain : [...plain, ERROR_CODE_TEXT.VALIDATION_FAILED];
  }
  if (data.code === "INTERNAL_SERVER_ERROR" && !data.appCode) return [SERVER_FAILED];
  const message = (error as Error).message;
  if (data.appCode && readsAsPlainWords(message)) return [message];
  return [errorCodeText(data.appCode, data.code) ?? UNKNOWN];
}

/**
 * The raw text behind a failure whose shown sentence is a generic one, for a folded "Technical
 * details" (useful when reporting a problem); null when the shown sentence already says it all.
 */
export function serverErrorDetails(error: unknown): string | null {
  if (!(error instanceof Error) || error.message.trim() === "") return null;
  const validation = dataOf(error)?.validation;
  if (validation?.length) {
    // Plain validation sentences already say everything; only those that were withheld are details.
    const withheld = validation.filter((sentence) => !readsAsPlainWords(sentence));
    return withheld.length > 0 ? withheld.join("; ") : null;
  }
  return serverErrorMessages(error).includes(error.message) ? null : error.message;
}

/** The stable AppError code a procedure answered with (INSUFFICIENT_ROLE, EMAIL_TAKEN, ...). */
export function appCodeOf(error: unknown): string | null {
  return dataOf(error)?.appCode ?? null;
}

/** The details that came with that code, as /api/v1 sends them ({quota, limit, used}, {reason}). */
export function appDetailsOf(error: unknown): Record<string, unknown> | null {
  return dataOf(error)?.appDetails ?? null;
}

/** A validation problem the server tied to an input path: ["expiresAt"] and the rule's words. */
interface ServerIssue {
  path: (string | number)[];
  message: string;
}

function isServerIssue(value: unknown): value is ServerIssue {
  if (typeof value !== "object" || value === null) return false;
  const { path, message } = value as Record<string, unknown>;
  return Array.isArray(path) && path.every((key) => typeof key === "string" || typeof key === "number") && typeof message === "string";
}

/**
 * The structured validation problems of a failed call: `data.issues` (path and rule) when the
 * server sends them. Read defensively: older servers send only sentences, which stay form-level.
 */
function serverIssuesOf(error: unknown): ServerIssue[] {
  const issues = (dataOf(error) as { issues?: unknown } | null | undefined)?.issues;
  return Array.isArray(issues) ? issues.filter(isServerIssue) : [];
}

export interface PlacedServerError<Field extends string> {
  /** One sentence per field, ready to show under it. */
  fields: Partial<Record<Field, string>>;
  /** What belongs to no field, for the alert above the form. */
  form: string[];
}

/**
 * Where a failed call's problems go: on a field when the server names its input path (or
 * answers with an AppError code that concerns one field, such as WEBHOOK_URL_REFUSED for the
 * URL), above the form otherwise. No sentence is ever matched by its words.
 */
export function placeServerError<Field extends string>(
  error: unknown,
  labels: Record<Field, string>,
  fieldOfCode: Partial<Record<string, Field>> = {},
): PlacedServerError<Field> {
  const placed: PlacedServerError<Field> = { fields: {}, form: [] };
  if (!error) return placed;
  const code = appCodeOf(error);
  const codeField = code ? fieldOfCode[code] : undefined;
  if (codeField) {
    placed.fields[codeField] = serverErrorMessages(error).join(" ");
    return placed;
  }
  const issues = serverIssuesOf(error);
  if (issues.length === 0) {
    placed.form = serverErrorMessages(error);
    return placed;
  }
  for (const issue of issues) {
    const [root] = issue.path;
    // Note: an issue deeper in a field (events.0) still belongs to that field's control.
    const field = typeof root === "string" && Object.hasOwn(labels, root) ? (root as Field) : undefined;
    if (field) placed.fields[field] ??= `${labels[field]} ${issue.message}`;
    else placed.form.push(issue.message.charAt(0).toUpperCase() + issue.message.slice(1));
  }
  return placed;
}
