import type { Db } from "../db/client";
import { type SignedInUser, verifyCredentials } from "../services/users/verify-credentials";
import { clearSignInFailures, recordSignInFailure, type SignInLockout, signInLockout, signInSubjects } from "./sign-in-throttle";

export type SignInResult =
  | { outcome: "signedIn"; user: SignedInUser }
  | { outcome: "wrongCredentials" }
  | ({ outcome: "throttled" } & SignInLockout);

/**
 * One dashboard sign-in attempt: refused without a password check while its email or address
 * is locked out, otherwise checked (unknown emails against a decoy hash, in as long) and counted.
 */
export async function signIn(db: Db, attempt: { email: string; password: string; ip: string }, now = new Date()): Promise<SignInResult> {
  const subjects = signInSubjects(attempt.email, attempt.ip);
  const lockout = await signInLockout(db, [subjects.email, subjects.ip], now);
  if (lockout) return { outcome: "throttled", ...lockout };
  const user = await verifyCredentials(db, attempt.email, attempt.password);
  if (user) {
    await clearSignInFailures(db, subjects.email);
    return { outcome: "signedIn", user };
  }
  await recordSignInFailure(db, subjects.email, now);
  await recordSignInFailure(db, subjects.ip, now);
  return { outcome: "wrongCredentials" };
}
