import type { Db } from "../db/client";
import { passwordSignInAllowed } from "../services/sso/sso-sign-in";
import { type SignedInUser, verifyCredentials } from "../services/users/verify-credentials";
import {
  clearSignInFailures,
  confirmSignInFailure,
  refundSignInAttempt,
  reserveSignInAttempt,
  type SignInLockout,
  signInSubjects,
} from "./sign-in-throttle";

export type SignInResult =
  | { outcome: "signedIn"; user: SignedInUser }
  | { outcome: "wrongCredentials" }
  | { outcome: "ssoRequired" }
  | ({ outcome: "throttled" } & SignInLockout);

/**
 * One dashboard sign-in attempt: counted as a failure of its email and address before the
 * password is checked, as the kiosk counts PINs, so that guesses sent at once cannot all slip
 * past the limit; refused without a check when either has no try left, otherwise checked
 * (unknown emails against a decoy hash, in as long). A success clears its email's failures
 * and gives the address its try back.
 */
export async function signIn(db: Db, attempt: { email: string; password: string; ip: string }, now = new Date()): Promise<SignInResult> {
  const subjects = signInSubjects(attempt.email, attempt.ip);
  const lockout = await reserveSignInAttempt(db, [subjects.email, subjects.ip], now);
  if (lockout) return { outcome: "throttled", ...lockout };
  const user = await verifyCredentials(db, attempt.email, attempt.password);
  if (user) {
    await clearSignInFailures(db, subjects.email);
    await refundSignInAttempt(db, subjects.ip);
    // Told only to whoever knows the password, so it says nothing about which addresses exist.
    if (!(await passwordSignInAllowed(db, user.id))) return { outcome: "ssoRequired" };
    return { outcome: "signedIn", user };
  }
  await confirmSignInFailure(db, subjects.email, now);
  await confirmSignInFailure(db, subjects.ip, now);
  return { outcome: "wrongCredentials" };
}
