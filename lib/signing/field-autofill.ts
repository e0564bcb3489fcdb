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

/** The calendar date (yyyy-mm-dd, UTC) a signing-date field records for a signature at `at`. */
export function signingDateOf(at: Date): string {
  return at.toISOString().slice(0, 10);
}
