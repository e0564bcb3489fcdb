export const DEFAULT_SIGNED_IN_PATH = "/dashboard";

/**
 * Where to go after signing in. Only a path on this site is followed, so that a crafted link
 * (`/login?callbackUrl=https://evil.example`) cannot send a fresh session elsewhere.
 * Note: next-auth writes absolute callback URLs of our own origin; those are reduced to their
 * path. `//host` and `/\host` resolve to another origin and are refused like any other.
 */
export function safeCallbackPath(value: string | string[] | undefined, appUrl: string): string {
  if (typeof value !== "string" || value === "") return DEFAULT_SIGNED_IN_PATH;
  let target: URL;
  try {
    target = new URL(value, appUrl);
  } catch {
    return DEFAULT_SIGNED_IN_PATH;
  }
  if (target.origin !== new URL(appUrl).origin) return DEFAULT_SIGNED_IN_PATH;
  // The sign-in pages themselves would only bounce the user back here.
  if (target.pathname === "/login" || target.pathname === "/setup") return DEFAULT_SIGNED_IN_PATH;
  return `${target.pathname}${target.search}${target.hash}`;
}
