/**
 * The dashboard sign-in's throttle: failures are counted per email and per client address in
 * the database (so that every instance sees them), and reaching the limit locks that subject
 * out for a period that doubles with each lockout in a row. Emails are keyed by a hash and
 * whether an account exists plays no part, so the throttle tells nothing about accounts.
 */
import { createHash } from "node:crypto";
import { and, eq, gt, inArray, isNull, lt, or } from "drizzle-orm";
import type { Db } from "../db/client";
import { signInFailures } from "../db/schema";

const MINUTE = 60_000;

export const SIGN_IN_LIMITS = {
  email: { failures: 5 },
  // An office behind one address signs in often; an address trying many emails gets a few more tries.
  ip: { failures: 20 },
  /** Failures count toward a lockout within this period. */
  windowMs: 15 * MINUTE,
  firstLockoutMs: MINUTE,
  longestLockoutMs: 60 * MINUTE,
  /** A day without failures forgets the lockouts, so the next one is short again. */
  forgetAfterMs: 24 * 60 * MINUTE,
} as const;

export interface SignInSubject {
  key: string;
  failures: number;
}

export function signInSubjects(email: string, ip: string): { email: SignInSubject; ip: SignInSubject } {
  const emailHash = createHash("sha256").update(email.trim().toLowerCase()).digest("hex");
  return {
    email: { key: `email:${emailHash}`, failures: SIGN_IN_LIMITS.email.failures },
    ip: { key: `ip:${ip}`, failures: SIGN_IN_LIMITS.ip.failures },
  };
}

export interface SignInLockout {
  retryAfterSeconds: number;
  /** The failure limit of the subject that is locked out. */
  limit: number;
  /** Unix seconds at which the lockout ends. */
  resetAt: number;
}

/** The longest lockout among the subjects, or null when none is locked out. */
export async function signInLockout(db: Db, subjects: SignInSubject[], now = new Date()): Promise<SignInLockout | null> {
  const rows = await db
    .select({ key: signInFailures.key, lockedUntil: signInFailures.lockedUntil })
    .from(signInFailures)
    .where(and(inArray(signInFailures.key, subjects.map((subject) => subject.key)), gt(signInFailures.lockedUntil, now)));
  let longest: SignInLockout | null = null;
  for (const row of rows) {
    const until = row.lockedUntil!.getTime();
    if (longest && until <= longest.resetAt * 1000) continue;
    longest = {
      retryAfterSeconds: Math.max(1, Math.ceil((until - now.getTime()) / 1000)),
      limit: subjects.find((subject) => subject.key === row.key)!.failures,
      resetAt: Math.ceil(until / 1000),
    };
  }
  return longest;
}

function lockoutMs(lockouts: number): number {
  return Math.min(SIGN_IN_LIMITS.longestLockoutMs, SIGN_IN_LIMITS.firstLockoutMs * 2 ** (lockouts - 1));
}

/** Counts one failure; the one that reaches the limit starts the next, twice as long lockout. */
export async function recordSignInFailure(db: Db, subject: SignInSubject, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(signInFailures).values({ key: subject.key, windowStart: now, updatedAt: now }).onConflictDoNothing();
    // Under the row lock, so that simultaneous failures each count once.
    const [row] = await tx.select().from(signInFailures).where(eq(signInFailures.key, subject.key)).for("update");
    const forgotten = row!.updatedAt.getTime() + SIGN_IN_LIMITS.forgetAfterMs <= now.getTime();
    const lockouts = forgotten ? 0 : row!.lockouts;
    const inWindow = !forgotten && row!.windowStart.getTime() + SIGN_IN_LIMITS.windowMs > now.getTime();
    const failures = (inWindow ? row!.failures : 0) + 1;
    const update =
      failures >= subject.failures
        ? { failures: 0, windowStart: now, lockouts: lockouts + 1, lockedUntil: new Date(now.getTime() + lockoutMs(lockouts + 1)) }
        : { failures, windowStart: inWindow ? row!.windowStart : now, lockouts };
    await tx.update(signInFailures).set({ ...update, updatedAt: now }).where(eq(signInFailures.key, subject.key));
  });
  await sweep(db, now);
}

/** A successful sign-in clears its email's failures (not its address's: one's own account must not reset them). */
export async function clearSignInFailures(db: Db, subject: SignInSubject): Promise<void> {
  await db.delete(signInFailures).where(eq(signInFailures.key, subject.key));
}

let lastSweep = 0;

/** Once a minute per instance, rows that no longer matter go. */
async function sweep(db: Db, now: Date): Promise<void> {
  if (now.getTime() - lastSweep < MINUTE) return;
  lastSweep = now.getTime();
  const stale = new Date(now.getTime() - SIGN_IN_LIMITS.forgetAfterMs);
  await db
    .delete(signInFailures)
    .where(and(lt(signInFailures.updatedAt, stale), or(isNull(signInFailures.lockedUntil), lt(signInFailures.lockedUntil, now))));
}
