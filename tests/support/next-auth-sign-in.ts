/**
 * Signing in as a browser does, through next-auth's own handler with our options (its Pages
 * Router form: the App Router form reads next/headers, which needs Next.js's request scope).
 */
import NextAuth from "next-auth";
import { authOptions } from "@/server/auth/options";

export type Jar = Record<string, string>;

interface Browser {
  userAgent: string;
  ip: string;
}

async function nextAuth(action: "csrf" | "callback", jar: Jar, browser: Browser, body?: Record<string, string>) {
  const answer = { status: 200, headers: {} as Record<string, unknown>, body: undefined as unknown };
  const res = {
    status: (status: number) => ((answer.status = status), res),
    getHeader: (name: string) => answer.headers[name.toLowerCase()],
    setHeader: (name: string, value: unknown) => ((answer.headers[name.toLowerCase()] = value), res),
    json: (value: unknown) => void (answer.body = value),
    send: (value: unknown) => void (answer.body = value),
    end: () => undefined,
  };
  const req = {
    method: body ? "POST" : "GET",
    query: { nextauth: action === "callback" ? ["callback", "credentials"] : [action] },
    cookies: { ...jar },
    headers: { host: "localhost:3000", "x-forwarded-for": browser.ip, "user-agent": browser.userAgent },
    body,
  };
  await NextAuth(req as never, res as never, authOptions());
  for (const header of [answer.headers["set-cookie"] ?? []].flat() as string[]) {
    const [pair] = header.split(";");
    const at = pair!.indexOf("=");
    jar[pair!.slice(0, at)] = decodeURIComponent(pair!.slice(at + 1));
  }
  return answer;
}

/** The CSRF token, then the credentials; answers the session cookie as a Cookie header. */
export async function signInCookie(email: string, password: string, browser: Browser): Promise<string> {
  const jar: Jar = {};
  const { body } = await nextAuth("csrf", jar, browser);
  await nextAuth("callback", jar, browser, { email, password, csrfToken: (body as { csrfToken: string }).csrfToken, json: "true" });
  const token = jar["next-auth.session-token"];
  if (!token) throw new Error("signing in set no session cookie");
  return `next-auth.session-token=${token}`;
}
