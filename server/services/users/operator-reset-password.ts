/**
 * `signet users reset-password` (docs/people.md): the operator lets a locked-out person in again
 * when "Forgot password" cannot (no mail reaches them, the only owner forgot theirs) or their
 * second factor is lost with its recovery codes. The password is the one given, or a generated
 * one returned once; every session ends, open reset links are withdrawn, remembered devices are
 * forgotten, and with `removeTwoFactor` the enrolment goes too (the organization may ask them to
 * enrol again at their next sign-in).
 */
import { randomBytes } from "node:crypto";
import { and, eq, isNull, sql } from "drizzle-orm";
import { z } from "zod";
import { emailSchema, passwordSchema } from "@/lib/schemas/organizations";
import { endUserSessions } from "../../auth/user-sessions";
import type { Db } from "../../db/client";
import { passwordResets, twoFactorRecoveryCodes, twoFactorSecrets, users } from "../../db/schema";
import { notFound } from "../../errors";
import { forgetRememberedDevices } from "../two-factor/two-factor";
import { hashPassword } from "./password";
import { refuseWeakPassword } from "./password-rules";

export const operatorResetPasswordSchema = z.object({
  email: emailSchema,
  password: passwordSchema.optional(),
  removeTwoFactor: z.boolean().default(false),
});

export const operatorPasswordResetSchema = z.object({
  userId: z.uuid(),
  email: z.string(),
  /** As given, or generated: shown once, to the operator. */
  password: z.string(),
  endedSessions: z.number().int().min(0),
  twoFactorRemoved: z.boolean(),
});

export async function operatorResetPassword(
  db: Db,
  input: z.output<typeof operatorResetPasswordSchema>,
): Promise<z.output<typeof operatorPasswordResetSchema>> {
  const [user] = await db.select({ id: users.id, email: users.email }).from(users).where(eq(users.email, input.email.trim().toLowerCase()));
  if (!user) throw notFound("User");
  const password = input.password ?? randomBytes(18).toString("base64url");
  if (input.password !== undefined) refuseWeakPassword(password, { email: user.email });
  const passwordHash = await hashPassword(password);
  const twoFactorRemoved = await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
    await tx.update(passwordResets).set({ usedAt: sql`now()` }).where(and(eq(passwordResets.userId, user.id), isNull(passwordResets.usedAt)));
    await forgetRememberedDevices(tx, user.id);
    if (!input.removeTwoFactor) return false;
    const removed = await tx.delete(twoFactorSecrets).where(eq(twoFactorSecrets.userId, user.id)).returning({ userId: twoFactorSecrets.userId });
    await tx.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, user.id));
    return removed.length > 0;
  });
  return { userId: user.id, email: user.email, password, endedSessions: await endUserSessions(db, user.id), twoFactorRemoved };
}
