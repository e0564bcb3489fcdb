import { sameSitePath } from "@/lib/same-site-path";

export const DEFAULT_SIGNED_IN_PATH = "/dashboard";

/**
 * Where to go after signing in. Only a path on this site is followed, so that a crafted link
 * (`/login?callbackUrl=https://evil.example`, or `//evil.example` in any spelling) cannot send
 * a fresh session elsewhere. next-auth writes absolute callback URLs of our own origin; those
 * are reduced to their path.
 */
export function safeCallbackPath(value: string | string[] | undefined, appUrl: string): string {
  if (typeof value !== "string" || value === "") return DEFAULT_SIGNED_IN_PATH;
  const path = sameSitePath(value, appUrl);
  if (path === null) return DEFAULT_SIGNED_IN_PATH;
  // The sign-in pages themselves would only bounce the user back here.
  const pathname = new URL(path, appUrl).pathname;
  if (pathname === "/login" || pathname === "/setup") return DEFAULT_SIGNED_IN_PATH;
  return path;
}
