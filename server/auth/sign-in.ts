import type { Db } from "../db/client";
import { passwordSignInAllowed } from "../services/sso/sso-sign-in";
import { deviceRemembered, twoFactorEnabled, verifySecondFactor } from "../services/two-factor/two-factor";
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
  /** The password is right and the account has two-factor on: ask for a code and send all again. */
  | { outcome: "codeNeeded" }
  | { outcome: "wrongCode" }
  | ({ outcome: "throttled" } & SignInLockout);

export interface SignInAttempt {
  email: string;
  password: string;
  ip: string;
  /** A code from the authenticator app, or a recovery code. */
  code?: string;
  /** The remembered-device cookie, which stands in for a code on the device that asked for it. */
  rememberedDevice?: string;
}

/**
 * One dashboard sign-in attempt: counted as a failure of its email and address before the
 * password is checked, as the kiosk counts PINs, so that guesses sent at once cannot all slip
 * past the limit; refused without a check when either has no try left, otherwise checked
 * (unknown emails against a decoy hash, in as long). A success clears its email's failures
 * and gives the address its try back.
 *
 * With two-factor on, the password alone never signs in: without a code (or a remembered
 * device) the answer is "code needed" and the try is given back, since nothing was guessed
 * wrong; a wrong code counts as a failure like a wrong password, and the email's failures are
 * cleared only once the code is right, so knowing the password buys no extra code guesses.
 */
export async function signIn(db: Db, attempt: SignInAttempt, now = new Date()): Promise<SignInResult> {
  const subjects = signInSubjects(attempt.email, attempt.ip);
  const lockout = await reserveSignInAttempt(db, [subjects.email, subjects.ip], now);
  if (lockout) return { outcome: "throttled", ...lockout };
  const user = await verifyCredentials(db, attempt.email, attempt.password);
  if (!user) return failed(db, subjects, now, "wrongCredentials");
  // Told only to whoever knows the password, so it says nothing about which addresses exist.
  if (!(await passwordSignInAllowed(db, user.id))) {
    await refundSignInAttempt(db, subjects.email);
    await refundSignInAttempt(db, subjects.ip);
    return { outcome: "ssoRequired" };
  }
  if ((await twoFactorEnabled(db, user.id)) && !(await deviceRemembered(db, user.id, attempt.rememberedDevice, now))) {
    if (!attempt.code?.trim()) {
      await refundSignInAttempt(db, subjects.email);
      await refundSignInAttempt(db, subjects.ip);
      return { outcome: "codeNeeded" };
    }
    if (!(await verifySecondFactor(db, user.id, attempt.code, now))) return failed(db, subjects, now, "wrongCode");
  }
  await clearSignInFailures(db, subjects.email);
  await refundSignInAttempt(db, subjects.ip);
  return { outcome: "signedIn", user };
}

async function failed<Outcome extends "wrongCredentials" | "wrongCode">(
  db: Db,
  subjects: ReturnType<typeof signInSubjects>,
  now: Date,
  outcome: Outcome,
): Promise<{ outcome: Outcome }> {
  await confirmSignInFailure(db, subjects.email, now);
  await confirmSignInFailure(db, subjects.ip, now);
  return { outcome };
}
