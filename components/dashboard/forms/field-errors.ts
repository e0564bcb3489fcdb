import type { z } from "zod";
import { validationMessages } from "@/lib/validation-messages";

export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

/**
 * Client-side validation with the shared schema, worded like the server's messages but naming
 * each field by its visible label ("Password must be at least 10 characters long").
 * Only the first problem per field is kept: one sentence next to a field is enough to fix it.
 */
export function fieldErrorsOf<Field extends string>(
  error: z.ZodError,
  labels: Record<Field, string>,
): FieldErrors<Field> {
  const sentences = validationMessages(error);
  const errors: FieldErrors<Field> = {};
  error.issues.forEach((issue, index) => {
    const field = issue.path[0];
    if (typeof field !== "string" || !(field in labels)) return;
    const key = field as Field;
    if (errors[key]) return;
    // A sentence is "<path> <rule>"; the path has no spaces, so the rule follows the first one.
    const sentence = sentences[index] ?? "";
    const rule = sentence.slice(sentence.indexOf(" ") + 1);
    errors[key] = `${labels[key]} ${rule === "must be at least 1 character long" ? "is required" : rule}`;
  });
  return errors;
}

/** Props that tie an input to its Field's error or help text for screen readers. */
export function describedBy(id: string, error: string | undefined, hasHelp = false) {
  return {
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? `${id}-error` : hasHelp ? `${id}-help` : undefined,
  } as const;
}
