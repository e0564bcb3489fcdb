/**
 * The current password asked again before a sensitive change (a new password, switching
 * two-factor off): a signed-in session that someone else sits at must not be able to guess it,
 * so wrong answers count per user in the sign-in throttle's table and lock out as sign-in does.
 */
import { eq } from "drizzle-orm";
import { confirmSignInFailure, refundSignInAttempt, reserveSignInAttempt, type SignInSubject } from "../../auth/sign-in-throttle";
import type { Db } from "../../db/client";
import { users } from "../../db/schema";
import { AppError } from "../../errors";
import { verifyPassword } from "./password";

/** Five wrong current passwords in 15 minutes lock the check, as five wrong sign-ins lock an email. */
export const PASSWORD_CHECK_FAILURES = 5;

function subject(userId: string): SignInSubject {
  return { key: `password-check:${userId}`, failures: PASSWORD_CHECK_FAILURES };
}

export async function confirmCurrentPassword(db: Db, userId: string, password: string, now = new Date()): Promise<void> {
  const lockout = await reserveSignInAttempt(db, [subject(userId)], now);
  if (lockout) {
    throw new AppError("RATE_LIMITED", `Too many wrong passwords; try again in ${Math.ceil(lockout.retryAfterSeconds / 60)} minutes`, undefined, {
      "Retry-After": String(lockout.retryAfterSeconds),
    });
  }
  const [user] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId));
  if (!user || !(await verifyPassword(user.passwordHash, password))) {
    await confirmSignInFailure(db, subject(userId), now);
    throw new AppError("WRONG_PASSWORD", "The current password is not correct");
  }
  await refundSignInAttempt(db, subject(userId));
}
