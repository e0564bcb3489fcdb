/**
 * Fields the service fills in itself. SIGNING_DATE: a DATE field that takes the date on which its
 * signer signs (UTC, as %TODAY% is), shown to the signer and never editable, like a "date
 * signed" line on paper. The signer cannot set it; the server writes it at submit.
 */
import { z } from "zod";

export const FIELD_AUTOFILLS = ["SIGNING_DATE"] as const;
export type FieldAutofill = (typeof FIELD_AUTOFILLS)[number];

export const fieldAutofillSchema = z.enum(FIELD_AUTOFILLS);

/** The one field type each autofill fills. */
export const AUTOFILL_FIELD_TYPE: Record<FieldAutofill, "DATE"> = { SIGNING_DATE: "DATE" };

/** A field's autofill must fit its type: a zod refinement for every schema that declares fields. */
export function refineAutofill(field: { type: string; autofill?: FieldAutofill }, issues: z.RefinementCtx): void {
  if (field.autofill && AUTOFILL_FIELD_TYPE[field.autofill] !== field.type) {
    issues.addIssue({ code: "custom", path: ["autofill"], message: `is for ${AUTOFILL_FIELD_TYPE[field.autofill]} fields only (${field.autofill})` });
  }
}

/** The calendar date (yyyy-mm-dd, UTC) a signing-date field records for a signature at `at`. */
export function signingDateOf(at: Date): string {
  return at.toISOString().slice(0, 10);
}
