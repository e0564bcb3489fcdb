import { z } from "zod";
import { FIELD_AUTOFILLS, type FieldAutofill } from "@/lib/signing/field-autofill";
import { FIELD_TYPES, type SigningField } from "../../db/schema";

/** A field's value as it stands: what its signer committed, else its prefill. */
export function currentFieldValue(field: SigningField): string | boolean | null {
  return field.value ?? field.prefill ?? null;
}

export const signerFieldRecordSchema = z.object({
  id: z.uuid(),
  type: z.enum(FIELD_TYPES),
  label: z.string(),
  required: z.boolean(),
  autofill: z.enum(FIELD_AUTOFILLS).nullable(),
  page: z.number().int(),
  x: z.number(),
  y: z.number(),
  w: z.number(),
  h: z.number(),
  value: z.union([z.string(), z.boolean()]).nullable(),
});

/** A field as the signer sees it; the admin record adds whose field it is. */
export interface SignerFieldRecord {
  id: string;
  type: SigningField["type"];
  label: string;
  required: boolean;
  /** Filled in by the service (SIGNING_DATE: the date of signing); the signer cannot set it. */
  autofill: FieldAutofill | null;
  page: number;
  x: number;
  y: number;
  w: number;
  h: number;
  value: string | boolean | null;
}

export function toSignerFieldRecord(field: SigningField): SignerFieldRecord {
  const { id, type, label, required, autofill, page, x, y, w, h } = field;
  return { id, type, label, required, autofill, page, x, y, w, h, value: currentFieldValue(field) };
}
