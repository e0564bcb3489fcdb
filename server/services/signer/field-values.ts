import { isCalendarDate } from "@/lib/schemas/signer";
import { signingDateOf } from "@/lib/signing/field-autofill";
import type { SigningField } from "../../db/schema";
import { TEXT_FONTS, type FontChain } from "../../pdf/fonts/font-files";
import { unprintableCharacters } from "../../pdf/fonts/text-runs";

export type FieldValue = string | boolean | null;

const TYPE_NAMES: Record<SigningField["type"], string> = { TEXT: "text field", DATE: "date field", CHECKBOX: "checkbox", SIGNATURE: "signature field" };

/** How a problem names a field: its label, else what it is. */
function fieldName(field: SigningField): string {
  if (field.label) return field.label;
  return field.autofill === "SIGNING_DATE" ? "date of signing" : TYPE_NAMES[field.type];
}

/**
 * A value with characters the stamped PDF has no font for yet (Cherokee, Ethiopic, emoji, …) is
 * refused in words rather than sealed with question marks in their place.
 */
export function unprintableProblem(path: string, text: string, fonts: FontChain = TEXT_FONTS): string[] {
  const missing = unprintableCharacters(text, fonts);
  return missing.length > 0 ? [`${path} has characters the document cannot show yet: ${missing.join(" ")}`] : [];
}

/**
 * Checks submitted values against the signer's fields: every key must be one of their
 * non-signature fields the service does not fill in, each value must fit its type, and every
 * required field needs a value (a prefilled field left out keeps its prefill). A signing-date
 * field takes `signedAt`'s date. Answers the final values, or the problems.
 */
export function resolveFieldValues(
  fields: SigningField[],
  submitted: Record<string, string | boolean | number>,
  signedAt: Date,
): { values: Map<string, FieldValue>; problems: string[] } {
  const problems: string[] = [];
  const values = new Map<string, FieldValue>();
  const byId = new Map(fields.map((field) => [field.id, field]));
  for (const key of Object.keys(submitted)) {
    const field = byId.get(key);
    if (!field) problems.push(`fields.${key} is not one of your fields`);
    else if (field.type === "SIGNATURE") problems.push(`fields.${key} is a signature field: it takes the adopted signature`);
    else if (field.autofill === "SIGNING_DATE") problems.push(`fields.${key} (${fieldName(field)}) is filled in with the date of signing and cannot be set`);
  }
  for (const field of fields) {
    if (field.type === "SIGNATURE") continue;
    if (field.autofill === "SIGNING_DATE") {
      values.set(field.id, signingDateOf(signedAt));
      continue;
    }
    const path = `fields.${field.id}`;
    const raw = Object.hasOwn(submitted, field.id) ? submitted[field.id] : (field.prefill ?? null);
    let value: FieldValue = null;
    if (raw !== null && raw !== undefined) {
      if (field.type === "CHECKBOX") {
        if (typeof raw === "boolean") value = raw;
        else problems.push(`${path} (${fieldName(field)}) must be true or false`);
      } else if (field.type === "DATE") {
        if (typeof raw === "string" && isCalendarDate(raw)) value = raw;
        else problems.push(`${path} (${fieldName(field)}) must be a date as yyyy-mm-dd`);
      } else if (typeof raw === "string" || typeof raw === "number") {
        value = String(raw).trim() || null;
        if (value && value.length > 1000) problems.push(`${path} (${fieldName(field)}) must be at most 1000 characters long`);
        else if (value) problems.push(...unprintableProblem(`${path} (${fieldName(field)})`, value));
      } else {
        problems.push(`${path} (${fieldName(field)}) must be text`);
      }
    }
    // A required checkbox is a statement the signer must confirm, so it must be ticked.
    const missing = value === null || (field.type === "CHECKBOX" && value === false);
    if (field.required && missing) problems.push(`${path} (${fieldName(field)}) is required`);
    values.set(field.id, value);
  }
  return { values, problems };
}
