import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NextRequest } from "next/server";
import { signIn } from "@/server/auth/sign-in";
import { SIGN_IN_LIMITS } from "@/server/auth/sign-in-throttle";
import { createTestDatabase, type TestDatabase } from "@/tests/support/database";
import { seedOrganization, type SeededOrganization } from "@/tests/support/fixtures";
import { POST } from "./route";

let database: TestDatabase;
let org: SeededOrganization;

beforeAll(async () => {
  database = await createTestDatabase();
  org = await seedOrganization(database.db);
});
afterAll(() => database.close());

function post(path: string, body: BodyInit, headers: Record<string, string> = {}): Promise<Response> {
  const segments = path.replace("/api/auth/", "").split("/");
  const request = new NextRequest(new URL(path, "http://localhost:3000"), {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": "192.0.2.80", ...headers },
    body,
  });
  return POST(request, { params: Promise.resolve({ nextauth: segments }) });
}

describe("POST /api/auth/callback/credentials", () => {
  it("answers a locked-out email with 429 and the throttle headers, before any password check", async () => {
    for (let i = 0; i < SIGN_IN_LIMITS.email.failures; i++) {
      await signIn(database.db, { email: org.email, password: "wrong", ip: `198.51.100.${i}` });
    }
    const form = new URLSearchParams({ email: org.email, password: org.password, csrfToken: "x", json: "true" });
    const res = await post("/api/auth/callback/credentials", form.toString());
    expect(res.status).toBe(429);
    const retryAfter = Number(res.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(res.headers.get("x-ratelimit-limit")).toBe("5");
    expect(res.headers.get("x-ratelimit-remaining")).toBe("0");
    expect(Number(res.headers.get("x-ratelimit-reset"))).toBeGreaterThan(Date.now() / 1000);
    // next-auth's signIn() reads the error from the url it is given.
    const body = await res.json();
    expect(new URL(body.url).searchParams.get("error")).toBe("SignInThrottled");
  });

  it("refuses a body over 1 MiB with 413", async () => {
    const res = await post("/api/auth/callback/credentials", `email=a&password=${"x".repeat(2 * 1024 * 1024)}`);
    expect(res.status).toBe(413);
  });
});
