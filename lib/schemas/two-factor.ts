import { z } from "zod";
import { safeText } from "./text";

/** A code from the authenticator app: six digits (spaces, as some apps show them, are dropped). */
export const totpCodeSchema = z
  .string()
  .transform((value) => value.replace(/\s/g, ""))
  .pipe(z.string().regex(/^\d{6}$/, "is six digits from your authenticator app"));

export const confirmTwoFactorSchema = z.object({ code: totpCodeSchema });
export type ConfirmTwoFactorInput = z.input<typeof confirmTwoFactorSchema>;

/** The password again, for switching two-factor off or making new recovery codes. */
export const twoFactorPasswordSchema = z.object({ password: safeText().min(1).max(200) });
export type TwoFactorPasswordInput = z.input<typeof twoFactorPasswordSchema>;

export const twoFactorRequirementSchema = z.object({ required: z.boolean() });
