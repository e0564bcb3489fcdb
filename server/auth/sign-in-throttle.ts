/**
 * The dashboard sign-in's throttle: failures are counted per email and per client address in
 * the database (so that every instance sees them), and reaching the limit locks that subject
 * out for a period that doubles with each lockout in a row. Emails are keyed by a hash and
 * whether an account exists plays no part, so the throttle tells nothing about accounts.
 */
import { createHash } from "node:crypto";
import { and, eq, gt, inArray, isNull, lt, or, sql } from "drizzle-orm";
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
    if (!longest || until > longest.resetAt * 1000) longest = lockoutUntil(until, subjects.find((subject) => subject.key === row.key)!, now);
  }
  return longest;
}

function lockoutMs(lockouts: number): number {
  return Math.min(SIGN_IN_LIMITS.longestLockoutMs, SIGN_IN_LIMITS.firstLockoutMs * 2 ** (lockouts - 1));
}

type FailureRow = typeof signInFailures.$inferSelect;

/** The row's count as of `now`: failures outside the window, and lockouts after a quiet day, are forgotten. */
function current(row: FailureRow, now: Date): { failures: number; windowStart: Date; lockouts: number } {
  const forgotten = row.updatedAt.getTime() + SIGN_IN_LIMITS.forgetAfterMs <= now.getTime();
  const inWindow = !forgotten && row.windowStart.getTime() + SIGN_IN_LIMITS.windowMs > now.getTime();
  return { failures: inWindow ? row.failures : 0, windowStart: inWindow ? row.windowStart : now, lockouts: forgotten ? 0 : row.lockouts };
}

/**
 * Counts an attempt as a failure before its password is checked, for every subject at once
 * under their row locks, so that guesses sent in parallel each take one of the limited tries:
 * the lockout (or, while the last tries are still being checked, the one they will start)
 * when a subject has none left, and then nothing is counted.
 */
export async function reserveSignInAttempt(db: Db, subjects: SignInSubject[], now = new Date()): Promise<SignInLockout | null> {
  const keys = subjects.map((subject) => subject.key).sort();
  const refusal = await db.transaction(async (tx) => {
    await tx
      .insert(signInFailures)
      .values(keys.map((key) => ({ key, windowStart: now, updatedAt: now })))
      .onConflictDoNothing();
    const rows = await tx.select().from(signInFailures).where(inArray(signInFailures.key, keys)).orderBy(signInFailures.key).for("update");
    let longest: SignInLockout | null = null;
    for (const row of rows) {
      const subject = subjects.find((candidate) => candidate.key === row.key)!;
      const { failures, lockouts } = current(row, now);
      const until = row.lockedUntil && row.lockedUntil > now ? row.lockedUntil.getTime() : failures >= subject.failures ? now.getTime() + lockoutMs(lockouts + 1) : 0;
      if (until && (!longest || until > longest.resetAt * 1000)) longest = lockoutUntil(until, subject, now);
    }
    if (longest) return longest;
    for (const row of rows) {
      const { failures, windowStart, lockouts } = current(row, now);
      await tx.update(signInFailures).set({ failures: failures + 1, windowStart, lockouts, updatedAt: now }).where(eq(signInFailures.key, row.key));
    }
    return null;
  });
  await sweep(db, now);
  return refusal;
}

function lockoutUntil(until: number, subject: SignInSubject, now: Date): SignInLockout {
  return { retryAfterSeconds: Math.max(1, Math.ceil((until - now.getTime()) / 1000)), limit: subject.failures, resetAt: Math.ceil(until / 1000) };
}

/** A reserved attempt failed: the failure that reached the limit starts the next, twice as long lockout. */
export async function confirmSignInFailure(db: Db, subject: SignInSubject, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(signInFailures).where(eq(signInFailures.key, subject.key)).for("update");
    if (!row || (row.lockedUntil && row.lockedUntil > now)) return;
    const { failures, lockouts } = current(row, now);
    if (failures < subject.failures) return;
    const lockout = { failures: 0, windowStart: now, lockouts: lockouts + 1, lockedUntil: new Date(now.getTime() + lockoutMs(lockouts + 1)) };
    await tx.update(signInFailures).set({ ...lockout, updatedAt: now }).where(eq(signInFailures.key, subject.key));
  });
}

/** A reserved attempt succeeded: it gives its try back. */
export async function refundSignInAttempt(db: Db, subject: SignInSubject): Promise<void> {
  await db
    .update(signInFailures)
    .set({ failures: sql`greatest(${signInFailures.failures} - 1, 0)` })
    .where(eq(signInFailures.key, subject.key));
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
