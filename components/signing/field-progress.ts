/**
 * The guided path through a signer's fields: reading order, what counts as done, the next
 * field to fill, and the values to submit. Pure, so the rules are tested without a browser.
 */
import type { FieldValue, SignerField } from "./signer-client";

export type FieldValues = Record<string, FieldValue>;

/** The server keeps at most this many characters of a TEXT value (docs/signing.md). */
export const TEXT_MAX_LENGTH = 1000;

/**
 * Fields as a reader meets them: page by page, line by line from the top, left to right
 * within a line. Boxes whose tops lie within half a box height of the line's first box share
 * its line, so a label and a box set a point apart do not swap places.
 */
export function readingOrder<F extends Pick<SignerField, "id" | "page" | "x" | "y" | "h">>(fields: F[]): F[] {
  const byTop = [...fields].sort((a, b) => a.page - b.page || a.y - b.y || a.x - b.x);
  const lines: F[][] = [];
  for (const field of byTop) {
    const line = lines.at(-1);
    const first = line?.[0];
    if (line && first && first.page === field.page && field.y - first.y < Math.min(first.h, field.h) / 2) line.push(field);
    else lines.push([field]);
  }
  return lines.flatMap((line) => line.sort((a, b) => a.x - b.x));
}

/**
 * Whether the signer must fill a field. A signature field always counts: whoever has one must
 * adopt a signature before the server accepts the submit, whatever its `required` says.
 */
export function isRequired(field: Pick<SignerField, "type" | "required">): boolean {
  return field.required || field.type === "SIGNATURE";
}

/** Whether a field holds what its type asks for. A checkbox counts once ticked. */
export function isFilled(field: Pick<SignerField, "type">, value: FieldValue, hasSignature: boolean): boolean {
  switch (field.type) {
    case "SIGNATURE":
      return hasSignature;
    case "CHECKBOX":
      return value === true;
    default:
      return typeof value === "string" && value.trim() !== "";
  }
}

export function requiredProgress(fields: SignerField[], values: FieldValues, hasSignature: boolean): { done: number; total: number } {
  const required = fields.filter(isRequired);
  return { done: required.filter((field) => isFilled(field, values[field.id] ?? null, hasSignature)).length, total: required.length };
}

/**
 * The next required field still to fill after `currentId` (wrapping round to the start), in
 * reading order; null once every required field is done.
 */
export function nextRequiredField(ordered: SignerField[], values: FieldValues, hasSignature: boolean, currentId: string | null): SignerField | null {
  const start = currentId ? ordered.findIndex((field) => field.id === currentId) + 1 : 0;
  for (let step = 0; step < ordered.length; step++) {
    const field = ordered[(start + step) % ordered.length]!;
    if (isRequired(field) && !isFilled(field, values[field.id] ?? null, hasSignature)) return field;
  }
  return null;
}

/**
 * The guided path ("Next"): every field still empty, required and optional alike, in document
 * order, so a signer meets each field where a reader would. An optional field is offered once:
 * one the signer skipped (or went past) is not offered again, and after the last field the path
 * wraps round to required fields only. Null once nothing is left to offer.
 */
export function nextGuidedField(
  ordered: SignerField[],
  values: FieldValues,
  hasSignature: boolean,
  currentId: string | null,
  skipped: ReadonlySet<string>,
): SignerField | null {
  const start = currentId ? ordered.findIndex((field) => field.id === currentId) + 1 : 0;
  const empty = (field: SignerField) => !isFilled(field, values[field.id] ?? null, hasSignature);
  const ahead = ordered.slice(start).find((field) => empty(field) && (isRequired(field) || !skipped.has(field.id)));
  return ahead ?? nextRequiredField(ordered, values, hasSignature, currentId);
}

/** The neighbour of a field in reading order, for "Previous" and "Next" while filling in. */
export function neighbourField(ordered: SignerField[], currentId: string, direction: 1 | -1): SignerField | null {
  const index = ordered.findIndex((field) => field.id === currentId);
  return index < 0 ? null : (ordered[index + direction] ?? null);
}

export type FieldProblem = "required" | "date" | "tooLong";

/** What the server would refuse in one field (field-values.ts), said before the signer submits. */
export function fieldProblem(field: SignerField, value: FieldValue, hasSignature: boolean): FieldProblem | null {
  if (field.type === "DATE" && typeof value === "string" && value !== "" && !isCalendarDate(value)) return "date";
  if (field.type === "TEXT" && typeof value === "string" && value.trim().length > TEXT_MAX_LENGTH) return "tooLong";
  // Note: the API cannot clear a prefilled date (a value left out keeps its prefill), so an
  // emptied one would be stamped anyway; asking for a date is the honest answer.
  const clearedPrefill = field.type === "DATE" && field.value !== null && !isFilled(field, value, hasSignature);
  if ((isRequired(field) || clearedPrefill) && !isFilled(field, value, hasSignature)) return "required";
  return null;
}

/**
 * The `fields` of a submit: every field the signer fills in as the signer sees it (the server
 * fills a signing-date field itself and refuses a value for it). Empty text is sent as "" (the
 * server stores no value); an empty date is left out, as "" is no date.
 */
export function submittedValues(fields: SignerField[], values: FieldValues): Record<string, string | boolean> {
  const submitted: Record<string, string | boolean> = {};
  for (const field of fields) {
    const value = values[field.id] ?? null;
    if (field.type === "SIGNATURE" || field.autofill !== null) continue;
    if (field.type === "CHECKBOX") submitted[field.id] = value === true;
    else if (field.type === "DATE") {
      if (typeof value === "string" && value !== "") submitted[field.id] = value;
    } else submitted[field.id] = typeof value === "string" ? value.trim() : "";
  }
  return submitted;
}

/** yyyy-mm-dd that names a real day (lib/schemas/signer.ts has the server's twin). */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}
