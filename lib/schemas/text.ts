/**
 * Text a client sends ends up in Postgres text and jsonb columns, PDFs, emails and logs.
 * Postgres refuses U+0000 in both column kinds (a 500 instead of a 400), and a lone UTF-16
 * surrogate has no UTF-8 form (it would be stored as U+FFFD, so the value read back differs
 * from the one sent). Every client-controlled string goes through these helpers, so both are
 * refused at the door with a validation error, the same over REST and tRPC.
 */
import { z } from "zod";

const UNSAFE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const UNSAFE_TEXT_MESSAGE = "must not contain NUL characters (\\u0000) or unpaired UTF-16 surrogates";

export function isSafeText(value: string): boolean {
  return !UNSAFE.test(value);
}

/** A string without NUL or lone surrogates; chain .trim(), .min(), .max() as on z.string(). */
export function safeText() {
  return z.string().refine(isSafeText, UNSAFE_TEXT_MESSAGE);
}

interface Visit {
  value: unknown;
  key?: PropertyKey;
  parent?: Visit;
}

function pathOf(visit: Visit | undefined, last?: PropertyKey): PropertyKey[] {
  const reversed: PropertyKey[] = last === undefined ? [] : [last];
  for (let at = visit; at?.parent; at = at.parent) reversed.push(at.key!);
  return reversed.reverse();
}

/** The path of the first key or string inside `value` that is not safe text, or null. */
function unsafeStringPath(value: unknown): PropertyKey[] | null {
  // Note: iterative, and paths are only built for the culprit, because JSON.parse accepts
  // nesting far deeper than the call stack.
  const pending: Visit[] = [{ value }];
  while (pending.length > 0) {
    const visit = pending.pop()!;
    const current = visit.value;
    if (typeof current === "string") {
      if (!isSafeText(current)) return pathOf(visit);
    } else if (Array.isArray(current)) {
      current.forEach((item, index) => pending.push({ value: item, key: index, parent: visit }));
    } else if (current !== null && typeof current === "object") {
      for (const [key, item] of Object.entries(current)) {
        if (!isSafeText(key)) return pathOf(visit, key);
        pending.push({ value: item, key, parent: visit });
      }
    }
  }
  return null;
}

/** Any JSON value (metadata, template data, form answers) whose keys and strings are all safe text. */
export function safeJson() {
  return z.unknown().superRefine((value, ctx) => {
    const path = unsafeStringPath(value);
    if (path) ctx.addIssue({ code: "custom", path, message: UNSAFE_TEXT_MESSAGE });
  });
}
