import { z } from "zod";
import { LANGUAGES } from "../languages";
import { countParam } from "../pagination";
import { PREVIEW_WIDTH_PX, RENDITION_WIDTHS } from "../page-renditions";
import { TYPED_SIGNATURE_MAX_LENGTH } from "../signing/typed-signature";
import { safeJson, safeText } from "./text";

/** The signer API's path: the token is the credential; a malformed one answers 404 SIGNING_LINK_INVALID. */
export const signerTokenSchema = z.object({ token: z.string() });

/** One page's image: the page is 1-based, as people count them. */
export const signerPagePathSchema = signerTokenSchema.extend({ page: countParam(100_000) });
export const signerPageQuerySchema = z.object({
  width: z.coerce
    .number<string | number>()
    .pipe(z.literal(RENDITION_WIDTHS, { message: `must be one of ${RENDITION_WIDTHS.join(", ")}` }))
    .default(PREVIEW_WIDTH_PX),
});

export const otpVerifySchema = z.object({ code: z.string().trim().regex(/^\d{6}$/, "must be the 6-digit code from the text message") });

/** The signing page's language switcher: one of the languages the product speaks. */
export const signerLanguageSchema = z.object({ language: z.enum(LANGUAGES) });

export const declineSchema = z.object({ reason: safeText().trim().min(1).max(1000) });

export const signatureSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("DRAWN"), imagePng: safeText().min(1).max(1_000_000) }),
  z.object({ type: z.literal("TYPED"), text: safeText().trim().min(1).max(TYPED_SIGNATURE_MAX_LENGTH) }),
]);
export type SignatureInput = z.infer<typeof signatureSchema>;

export const submitSchema = z.object({
  fields: z.record(safeText(), z.union([safeText().max(2000), z.boolean(), z.number().finite()])).default({}),
  answers: z.record(safeText(), safeJson()).optional(),
  signature: signatureSchema.optional(),
  consent: z.literal(true, { message: "must be true: the signer has to agree to sign electronically" }),
});
export type SubmitInput = z.input<typeof submitSchema>;

/** yyyy-mm-dd that is a real calendar date. */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}
