/**
 * Our next-auth route (app/api/auth/[...nextauth]/route.ts) called as a browser calls it: in
 * Next.js's request scope (tests/support/request-scope.ts), with a cookie jar that keeps what
 * the answers set. Signing in and out go through everything the route does: its throttle, the
 * single sign-on provider it builds, next-auth and our callbacks.
 */
import { NextRequest } from "next/server";
import { GET, POST } from "@/app/api/auth/[...nextauth]/route";
import { inRequestScope } from "./request-scope";

const APP = "http://localhost:3000";

/** Cookies as a browser keeps them for one site (paths ignored: every test path is under them). */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  take(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const at = pair!.indexOf("=");
      const [name, value] = [pair!.slice(0, at).trim(), pair!.slice(at + 1)];
      if (value === "" || /max-age=0\b|expires=thu, 01 jan 1970/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  get(name: string): string | undefined {
    return this.cookies.get(name);
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }

  /** The dashboard session's cookie alone, as a Cookie header (what a copied cookie would be). */
  sessionCookie(): string {
    const token = this.get("next-auth.session-token");
    if (!token) throw new Error("this jar holds no session cookie");
    return `next-auth.session-token=${token}`;
  }
}

export interface Browser {
  ip?: string;
  userAgent?: string;
}

/** One request to the route; `url` is absolute or a path such as /api/auth/csrf. */
export async function callAuthRoute(
  method: "GET" | "POST",
  url: string,
  jar: CookieJar,
  { form, browser = {} }: { form?: Record<string, string>; browser?: Browser } = {},
): Promise<Response> {
  const target = new URL(url, APP);
  const headers: Record<string, string> = { cookie: jar.header(), "x-forwarded-for": browser.ip ?? "192.0.2.10" };
  if (browser.userAgent) headers["user-agent"] = browser.userAgent;
  if (form) headers["content-type"] = "application/x-www-form-urlencoded";
  const request = new NextRequest(target, { method, headers, body: form ? new URLSearchParams(form).toString() : undefined });
  const nextauth = target.pathname.replace("/api/auth/", "").split("/");
  const handle = method === "GET" ? GET : POST;
  const response = await inRequestScope(request, () => handle(request, { params: Promise.resolve({ nextauth }) }));
  jar.take(response);
  return response;
}

export async function csrfToken(jar: CookieJar, browser?: Browser): Promise<string> {
  return ((await (await callAuthRoute("GET", "/api/auth/csrf", jar, { browser })).json()) as { csrfToken: string }).csrfToken;
}

/** Signs in with a password as the sign-in page does; answers the route's answer (its `url` says where to). */
export async function postCredentials(jar: CookieJar, credentials: Record<string, string>, browser?: Browser): Promise<Response> {
  const form = { ...credentials, csrfToken: await csrfToken(jar, browser), json: "true" };
  return callAuthRoute("POST", "/api/auth/callback/credentials", jar, { form, browser });
}

/** A browser signed in with a password: its jar holds the session cookie. */
export async function signInWithPassword(email: string, password: string, browser?: Browser): Promise<CookieJar> {
  const jar = new CookieJar();
  await postCredentials(jar, { email, password }, browser);
  jar.sessionCookie();
  return jar;
}

export async function signOutThroughRoute(jar: CookieJar): Promise<void> {
  await callAuthRoute("POST", "/api/auth/signout", jar, { form: { csrfToken: await csrfToken(jar), json: "true" } });
}
