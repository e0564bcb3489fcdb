/**
 * "Forgot password" (docs/people.md). Asking answers the same whether or not the address has an
 * account, so the form tells nobody who uses Signet; an account gets an email with a link that
 * works once, for 30 minutes, and at most three such emails an hour. Setting the new password
 * uses the link up, withdraws the account's other links, ends every session of the account and
 * forgets its remembered devices (a reset does not skip two-factor: the code is still asked for).
 */
import { and, count, eq, gt, isNull, sql } from "drizzle-orm";
import { z } from "zod";
import type { passwordResetTokenSchema, requestPasswordResetSchema, resetPasswordSchema } from "@/lib/schemas/passwords";
import { endUserSessions } from "../../auth/user-sessions";
import { hashLinkToken, issueLinkToken, openLinkToken } from "../../crypto/link-token";
import type { Db } from "../../db/client";
import { memberships, organizations, passwordResets, users, type PasswordReset } from "../../db/schema";
import { env } from "../../env";
import { AppError } from "../../errors";
import { sendPasswordResetJob, type SendPasswordResetPayload } from "../../queue/definitions/send-password-reset";
import { triggerJob } from "../../queue/trigger-job";
import { deliverEmail, type EmailJob } from "../email-deliveries/deliver-email";
import { forgetRememberedDevices } from "../two-factor/two-factor";
import { hashPassword } from "./password";
import { refuseWeakPassword } from "./password-rules";

const PURPOSE = "password-reset";
export const PASSWORD_RESET_TTL_MS = 30 * 60_000;
/** Emails per account and hour: enough for a typo'd first try, too few to flood an inbox. */
export const PASSWORD_RESETS_PER_HOUR = 3;

export const passwordResetRequestedSchema = z.object({ requested: z.literal(true) });
export const passwordResetViewSchema = z.object({ email: z.string() });
export const passwordResetDoneSchema = z.object({ email: z.string() });

export async function requestPasswordReset(db: Db, { email }: z.output<typeof requestPasswordResetSchema>): Promise<{ requested: true }> {
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(memberships, eq(memberships.userId, users.id))
    .where(eq(users.email, email));
  if (!user) return { requested: true };
  await db.transaction(async (tx) => {
    // Under the user's row lock, so that parallel requests cannot each be the third.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for("update");
    const [recent] = await tx
      .select({ sent: count() })
      .from(passwordResets)
      .where(and(eq(passwordResets.userId, user.id), gt(passwordResets.createdAt, sql`now() - interval '1 hour'`)));
    if ((recent?.sent ?? 0) >= PASSWORD_RESETS_PER_HOUR) return;
    const token = issueLinkToken(PURPOSE);
    const [reset] = await tx
      .insert(passwordResets)
      .values({ userId: user.id, tokenHash: token.tokenHash, tokenEncrypted: token.tokenEncrypted, expiresAt: new Date(Date.now() + PASSWORD_RESET_TTL_MS) })
      .returning({ id: passwordResets.id });
    await triggerJob(tx, sendPasswordResetJob, { resetId: reset!.id });
  });
  return { requested: true };
}

function refusal(reset: PasswordReset | undefined): AppError | null {
  if (!reset || reset.usedAt || reset.expiresAt.getTime() <= Date.now()) {
    return new AppError("RESET_LINK_INVALID", "This password reset link has been used or has expired; ask for a new one");
  }
  return null;
}

async function userEmail(db: Db, userId: string): Promise<string> {
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return user!.email;
}

export async function checkPasswordReset(db: Db, { token }: z.output<typeof passwordResetTokenSchema>): Promise<{ email: string }> {
  const [reset] = await db.select().from(passwordResets).where(eq(passwordResets.tokenHash, hashLinkToken(token)));
  const refused = refusal(reset);
  if (refused) throw refused;
  return { email: await userEmail(db, reset!.userId) };
}

export async function resetPassword(db: Db, input: z.output<typeof resetPasswordSchema>): Promise<{ email: string }> {
  const passwordHash = await hashPassword(input.password);
  const userId = await db.transaction(async (tx) => {
    const [reset] = await tx.select().from(passwordResets).where(eq(passwordResets.tokenHash, hashLinkToken(input.token))).for("update");
    const refused = refusal(reset);
    if (refused) throw refused;
    const [owner] = await tx.select({ email: users.email }).from(users).where(eq(users.id, reset!.userId));
    refuseWeakPassword(input.password, { email: owner?.email });
    await tx.update(users).set({ passwordHash }).where(eq(users.id, reset!.userId));
    // This link and every other open one of the account: a leaked older email is worthless now.
    await tx.update(passwordResets).set({ usedAt: sql`now()` }).where(and(eq(passwordResets.userId, reset!.userId), isNull(passwordResets.usedAt)));
    return reset!.userId;
  });
  await endUserSessions(db, userId);
  await forgetRememberedDevices(db, userId);
  return { email: await userEmail(db, userId) };
}

/** The reset job's work: the email with the link, unless the link was used or has expired meanwhile. */
export async function sendPasswordResetEmail(db: Db, { resetId }: SendPasswordResetPayload, job: EmailJob): Promise<void> {
  const [row] = await db
    .select({ reset: passwordResets, user: users, organization: organizations })
    .from(passwordResets)
    .innerJoin(users, eq(users.id, passwordResets.userId))
    .innerJoin(memberships, eq(memberships.userId, users.id))
    .innerJoin(organizations, eq(organizations.id, memberships.organizationId))
    .where(eq(passwordResets.id, resetId));
  if (!row || refusal(row.reset)) return;
  const { reset, user, organization } = row;
  await deliverEmail(
    db,
    {
      organizationId: organization.id,
      kind: "password.reset",
      locale: organization.defaultLanguage,
      to: user.email,
      data: {
        recipientName: user.name,
        organizationName: organization.name,
        resetUrl: `${env().APP_URL}/reset-password/${openLinkToken(reset.tokenEncrypted, PURPOSE)}`,
      },
      meta: { signingProcessId: null, signerId: null },
    },
    job,
  );
}
