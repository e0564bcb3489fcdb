/**
 * What the sign-in page says for next-auth's error codes and ours (server/auth/options.ts,
 * server/services/sso/sso-sign-in.ts), whether they come back from signIn() or in `?error=`.
 */
const SIGN_IN_ERROR_TEXT: Record<string, string> = {
  CredentialsSignin: "Email or password is incorrect",
  TwoFactorCodeWrong: "That code is not right. Enter the code your app shows now, or an unused recovery code.",
  SignInThrottled: "Too many failed sign-ins. Wait a few minutes and try again.",
  SsoRequired: "Your organization signs in through single sign-on. Choose “Use single sign-on” below.",
  SsoUnavailable: "Single sign-on is not set up for your organization any more. Sign in with your password, or ask an owner.",
  SsoEmailMissing:
    "Your sign-in provider did not confirm an email address for you, so Signet cannot tell who you are. Ask whoever runs the provider to share a verified email address.",
  SsoOtherOrganization: "This email address belongs to another organization on this Signet. Sign in with your password there.",
  SsoMemberRemoved: "You were removed from this organization. Ask an owner to invite you again.",
  AccessDenied: "Signing in was refused.",
  SessionRequired: "Sign in to continue.",
};

const PROVIDER_FAILED = "Signing in with your organization's provider did not work. Try again, or ask an owner to check the single sign-on settings.";

/** A sentence for a sign-in error code; by default, provider errors (OAuthCallback and the like) share one. */
export function signInErrorText(code: string, otherwise = PROVIDER_FAILED): string {
  return SIGN_IN_ERROR_TEXT[code] ?? otherwise;
}
