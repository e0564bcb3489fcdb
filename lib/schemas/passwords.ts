import { z } from "zod";
import { linkTokenSchema } from "./link-token";
import { emailSchema, passwordSchema } from "./organizations";
import { safeText } from "./text";

export const requestPasswordResetSchema = z.object({ email: emailSchema });
export type RequestPasswordResetInput = z.input<typeof requestPasswordResetSchema>;

export const passwordResetTokenSchema = z.object({ token: linkTokenSchema("is not a password reset link") });

export const resetPasswordSchema = passwordResetTokenSchema.extend({ password: passwordSchema });
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;

export const changePasswordSchema = z.object({
  // The current password is only compared, never stored: any text it might be is accepted here.
  currentPassword: safeText().min(1).max(200),
  newPassword: passwordSchema,
});
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;
