import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import * as unknownRoute from "@/app/api/v1/[...path]/route";
import { resetEnv } from "@/server/env";
import { createTestDatabase, type TestDatabase } from "@/tests/support/database";
import { seedOrganization, type SeededOrganization } from "@/tests/support/fixtures";
import { call, routeAt } from "@/tests/support/http";
import { sessionCookie } from "@/tests/support/session";
import { createUser } from "@/server/services/users/create-user";
import { enforceUploadThrottle } from "../throttle/upload-throttle";
import { MemoryRateLimiter, resetRateLimiter } from "../throttle/rate-limiter";
import { AppError } from "../errors";

const apiKeysRoute = routeAt("/api-keys");
const apiKeyRoute = routeAt("/api-keys/{id}");

let database: TestDatabase;
let org: SeededOrganization;

beforeAll(async () => {
  database = await createTestDatabase();
  org = await seedOrganization(database.db);
});
afterAll(() => database.close());
beforeEach(() => resetRateLimiter());

describe("request bodies", () => {
  it("answers malformed JSON with a 400 message array and no code", async () => {
    const res = await call(apiKeysRoute.POST, "POST", "/api/v1/api-keys", {
      apiKey: org.adminKey,
      rawBody: '{"name": "x",',
      headers: { "content-type": "application/json" },
    });
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ statusCode: 400, message: ["body is not valid JSON"], method: "POST" });
    expect(res.json.code).toBeUndefined();
  });

  it("refuses a 2 MiB body with 413", async () => {
    const res = await call(apiKeysRoute.POST, "POST", "/api/v1/api-keys", {
      apiKey: org.adminKey,
      body: { name: "x".repeat(2 * 1024 * 1024), role: "ADMIN" },
    });
    expect(res.status).toBe(413);
    expect(res.json).toMatchObject({ statusCode: 413, error: "Payload Too Large", path: "/api/v1/api-keys" });
  });

  it("refuses a body over 1 MiB even when it streams without a Content-Length", async () => {
    const chunk = new TextEncoder().encode("x".repeat(64 * 1024));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= 32) return controller.close();
        sent += 1;
        controller.enqueue(chunk);
      },
    });
    const { NextRequest } = await import("next/server");
    const request = new NextRequest("http://localhost:3000/api/v1/api-keys", {
      method: "POST",
      headers: { "x-api-key": org.adminKey, "x-forwarded-for": "203.0.113.9" },
      body: stream,
      duplex: "half",
    } as ConstructorParameters<typeof NextRequest>[1]);
    const response = await apiKeysRoute.POST(request, { params: Promise.resolve({}) });
    expect(response.status).toBe(413);
    expect(sent).toBeLessThan(32);
  });
});

describe("dashboard sessions", () => {
  it("list, create and revoke keys with a session cookie", async () => {
    const cookie = await sessionCookie(database.db, org.userId, org.email);
    const list = await call(apiKeysRoute.GET, "GET", "/api/v1/api-keys", { headers: { cookie } });
    expect(list.status).toBe(200);

    const created = await call(apiKeysRoute.POST, "POST", "/api/v1/api-keys", {
      headers: { cookie },
      body: { name: "From the dashboard", role: "MEMBER" },
    });
    expect(created.status).toBe(201);
    expect(created.json.data).toMatchObject({ name: "From the dashboard", role: "MEMBER", status: "ACTIVE" });
    expect(created.json.data.apiKey).toMatch(/^sdk_live_/);

    const usable = await call(apiKeysRoute.GET, "GET", "/api/v1/api-keys", { apiKey: created.json.data.apiKey });
    expect(usable.status).toBe(403); // a MEMBER key may not list keys, but it authenticates

    const revoked = await call(apiKeyRoute.DELETE, "DELETE", `/api/v1/api-keys/${created.json.data.id}`, {
      headers: { cookie },
      params: { id: created.json.data.id },
    });
    expect(revoked.status).toBe(204);
    expect((await call(apiKeysRoute.GET, "GET", "/api/v1/api-keys", { apiKey: created.json.data.apiKey })).status).toBe(401);
  });

  it("refuses a session POST that is not JSON with 415: a cross-site form cannot use the cookie", async () => {
    const cookie = await sessionCookie(database.db, org.userId, org.email);
    for (const contentType of ["application/x-www-form-urlencoded", "multipart/form-data; boundary=x", "text/plain"]) {
      const res = await call(apiKeysRoute.POST, "POST", "/api/v1/api-keys", {
        headers: { cookie, "content-type": contentType },
        rawBody: '{"name":"From a form","role":"ADMIN"}',
      });
      expect(res.status).toBe(415);
      expect(res.json).toMatchObject({ statusCode: 415, error: "Unsupported Media Type" });
    }
    const list = await call(apiKeysRoute.GET, "GET", "/api/v1/api-keys", { headers: { cookie } });
    expect(list.json.data.items.some((key: { name: string }) => key.name === "From a form")).toBe(false);
    // An API key is no ambient credential: its POSTs are judged by their body alone.
    const withKey = await call(apiKeysRoute.POST, "POST", "/api/v1/api-keys", { apiKey: org.adminKey, headers: { "content-type": "text/plain" }, rawBody: "{}" });
    expect(withKey.status).toBe(403);
  });

  it("validates key creation: one message per violated rule, nothing created", async () => {
    const cookie = await sessionCookie(database.db, org.userId, org.email);
    const before = (await call(apiKeysRoute.GET, "GET", "/api/v1/api-keys", { headers: { cookie } })).json.data.total;
    const res = await call(apiKeysRoute.POST, "POST", "/api/v1/api-keys", {
      headers: { cookie },
      body: { name: "", role: "OWNER", expiresAt: "2001-01-01T00:00:00Z" },
    });
    expect(res.status).toBe(400);
    expect(res.json.message).toEqual([
      "name must be at least 1 character long",
      "role must be one of: ADMIN, MEMBER",
      "expiresAt must be in the future",
    ]);
    const after = (await call(apiKeysRoute.GET, "GET", "/api/v1/api-keys", { headers: { cookie } })).json.data.total;
    expect(after).toBe(before);
  });

  it("answers 404 when revoking another organization's key", async () => {
    const other = await seedOrganization(database.db);
    const otherKeys = await call(apiKeysRoute.GET, "GET", "/api/v1/api-keys", { apiKey: other.adminKey });
    const cookie = await sessionCookie(database.db, org.userId, org.email);
    const id = otherKeys.json.data.items[0].id;
    const res = await call(apiKeyRoute.DELETE, "DELETE", `/api/v1/api-keys/${id}`, { headers: { cookie }, params: { id } });
    expect(res.status).toBe(404);
    expect(res.json.code).toBe("NOT_FOUND");
    expect((await call(apiKeysRoute.GET, "GET", "/api/v1/api-keys", { apiKey: other.adminKey })).status).toBe(200);
  });

  it("refuses key management to a MEMBER user", async () => {
    const { userId } = await createUser(database.db, {
      organizationId: org.organizationId,
      email: `member-${Date.now()}@example.test`,
      password: "a long enough password",
      role: "MEMBER",
    });
    const cookie = await sessionCookie(database.db, userId);
    const res = await call(apiKeysRoute.POST, "POST", "/api/v1/api-keys", { headers: { cookie }, body: { name: "x", role: "ADMIN" } });
    expect(res.status).toBe(403);
    expect(res.json.code).toBe("INSUFFICIENT_ROLE");
  });

  it("ignores a cookie signed with another secret", async () => {
    const { encode } = await import("next-auth/jwt");
    const forged = await encode({ token: { sub: org.userId }, secret: "another secret that is long enough!!" });
    const res = await call(apiKeysRoute.GET, "GET", "/api/v1/api-keys", { headers: { cookie: `next-auth.session-token=${forged}` } });
    expect(res.status).toBe(401);
  });
});

describe("presented API keys", () => {
  const list = (headers: Record<string, string>) => call(apiKeysRoute.GET, "GET", "/api/v1/api-keys", { headers });

  it.each([
    ["a blank X-API-Key", { "x-api-key": "   " }, "An API key is required"],
    ["a blank Bearer token", { authorization: "Bearer    " }, "An API key is required"],
    ["a malformed key", { "x-api-key": "sdk_live_short" }, "invalid, expired or revoked"],
    ["an unknown key", { authorization: `Bearer sdk_live_${"Z".repeat(43)}` }, "invalid, expired or revoked"],
  ])("refuses %s with 401", async (_name, headers, message) => {
    const res = await list(headers);
    expect(res.status).toBe(401);
    expect(res.json).toMatchObject({ statusCode: 401, error: "Unauthorized", message: expect.stringContaining(message) });
  });

  it("accepts the key as a Bearer token, whitespace around it ignored", async () => {
    expect((await list({ authorization: `Bearer  ${org.adminKey}  ` })).status).toBe(200);
  });
});

describe("unknown paths", () => {
  it.each(["GET", "POST", "PUT", "PATCH", "DELETE"] as const)("%s answers 404 with the error body", async (method) => {
    const res = await call(unknownRoute[method], method, "/api/v1/nothing/here", { params: { path: ["nothing", "here"] } });
    expect(res.status).toBe(404);
    expect(res.json).toEqual({
      statusCode: 404,
      timestamp: expect.any(String),
      path: "/api/v1/nothing/here",
      method,
      message: `No endpoint ${method} /api/v1/nothing/here`,
      code: "NOT_FOUND",
      error: "Not Found",
    });
  });
});

describe("the burst throttle", () => {
  afterEach(() => {
    delete process.env.RATE_LIMIT_PER_MINUTE;
    resetEnv();
  });

  it("counts every request per client IP, before authentication, and answers 429 with its headers", async () => {
    process.env.RATE_LIMIT_PER_MINUTE = "3";
    resetEnv();
    // A frozen clock: a minute turning over mid-test would reset the window.
    const now = Date.now();
    resetRateLimiter(new MemoryRateLimiter(() => now));
    const ip = "192.0.2.44";
    const first = await call(apiKeysRoute.GET, "GET", "/api/v1/api-keys", { apiKey: org.adminKey, ip });
    expect(first.status).toBe(200);
    expect(first.headers.get("x-ratelimit-limit")).toBe("3");
    expect(first.headers.get("x-ratelimit-remaining")).toBe("2");
    await call(apiKeysRoute.GET, "GET", "/api/v1/api-keys", { ip }); // unauthenticated requests count too
    await call(unknownRoute.GET, "GET", "/api/v1/nope", { ip });
    const limited = await call(apiKeysRoute.GET, "GET", "/api/v1/api-keys", { apiKey: org.adminKey, ip });
    expect(limited.status).toBe(429);
    expect(limited.json).toMatchObject({ statusCode: 429, error: "Too Many Requests" });
    expect(limited.json.code).toBeUndefined();
    const retryAfter = Number(limited.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(limited.headers.get("x-ratelimit-remaining")).toBe("0");
    expect(Number(limited.headers.get("x-ratelimit-reset"))).toBeGreaterThan(now / 1000);

    const otherClient = await call(apiKeysRoute.GET, "GET", "/api/v1/api-keys", { apiKey: org.adminKey, ip: "192.0.2.45" });
    expect(otherClient.status).toBe(200);
  });
});

describe("the upload throttle", () => {
  afterEach(() => {
    delete process.env.UPLOAD_RATE_LIMIT_PER_MINUTE;
    resetEnv();
  });

  it("limits each organization on its own and carries the throttle headers", async () => {
    process.env.UPLOAD_RATE_LIMIT_PER_MINUTE = "2";
    resetEnv();
    // A frozen clock: a minute turning over mid-test would reset the window.
    resetRateLimiter(new MemoryRateLimiter(() => 30_000));
    await enforceUploadThrottle(org.organizationId);
    await enforceUploadThrottle(org.organizationId);
    const refusal = await enforceUploadThrottle(org.organizationId).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(AppError);
    expect((refusal as AppError).status).toBe(429);
    expect((refusal as AppError).publicCode).toBeUndefined();
    expect((refusal as AppError).headers?.["Retry-After"]).toBeDefined();
    await expect(enforceUploadThrottle("another-organization")).resolves.toBeUndefined();
  });
});
