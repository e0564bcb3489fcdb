import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { NextRequest } from "next/server";
import { resetEnv } from "@/server/env";
import { MemoryRateLimiter, resetRateLimiter } from "@/server/throttle/rate-limiter";
import { createTestDatabase, type TestDatabase } from "@/tests/support/database";
import { seedOrganization, type SeededOrganization } from "@/tests/support/fixtures";
import { sessionCookie } from "@/tests/support/session";
import { apiKeys } from "@/server/db/schema";
import { GET, POST } from "./route";

let database: TestDatabase;
let org: SeededOrganization;
let cookie: string;

beforeAll(async () => {
  database = await createTestDatabase();
  org = await seedOrganization(database.db);
  cookie = await sessionCookie(database.db, org.userId, org.email);
});
afterAll(() => database.close());
afterEach(() => {
  delete process.env.UPLOAD_RATE_LIMIT_PER_MINUTE;
  delete process.env.DASHBOARD_RATE_LIMIT_PER_MINUTE;
  resetEnv();
  resetRateLimiter();
});

const INITIATE = "/api/trpc/pdfAssets.initiateUpload";
const initiateBody = JSON.stringify({ json: { fileName: "lease.pdf", sizeBytes: 1000 } });

function post(path: string, init: { headers?: Record<string, string>; body?: BodyInit }): Promise<Response> {
  const request = new NextRequest(new URL(path, "http://localhost:3000"), {
    method: "POST",
    headers: { cookie, ...init.headers },
    body: init.body,
    duplex: "half",
  } as ConstructorParameters<typeof NextRequest>[1]);
  return POST(request);
}

describe("POST /api/trpc", () => {
  it("runs a mutation sent as JSON", async () => {
    const res = await post(INITIATE, { headers: { "content-type": "application/json" }, body: initiateBody });
    expect(res.status).toBe(200);
  });

  it.each(["multipart/form-data; boundary=x", "application/octet-stream", "text/plain", undefined])(
    "refuses a mutation sent as %s with 415: a cross-site form cannot call the dashboard",
    async (contentType) => {
      const res = await post(INITIATE, { headers: contentType ? { "content-type": contentType } : {}, body: "--x--" });
      expect(res.status).toBe(415);
    },
  );

  it("refuses a declared body over 1 MiB with 413 before reading it", async () => {
    let pulled = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (pulled >= 1024) return controller.close();
        pulled += 1;
        controller.enqueue(new Uint8Array(64 * 1024));
      },
    });
    const res = await post(INITIATE, {
      headers: { "content-type": "application/json", "content-length": String(64 * 1024 * 1024) },
      body: stream,
    });
    expect(res.status).toBe(413);
    expect(pulled).toBeLessThanOrEqual(1);
  });

  it("refuses a streamed body with 413 as soon as it passes 1 MiB", async () => {
    let pulled = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (pulled >= 1024) return controller.close();
        pulled += 1;
        controller.enqueue(new TextEncoder().encode(" ".repeat(64 * 1024)));
      },
    });
    const res = await post(INITIATE, { headers: { "content-type": "application/json" }, body: stream });
    expect(res.status).toBe(413);
    expect(pulled).toBeLessThan(40);
  });

  it("answers a throttled mutation with 429, Retry-After and the X-RateLimit headers", async () => {
    process.env.UPLOAD_RATE_LIMIT_PER_MINUTE = "1";
    resetEnv();
    resetRateLimiter(new MemoryRateLimiter(() => 30_000));
    const headers = { "content-type": "application/json" };
    expect((await post(INITIATE, { headers, body: initiateBody })).status).toBe(200);
    const refused = await post(INITIATE, { headers, body: initiateBody });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    expect(refused.headers.get("x-ratelimit-limit")).toBe("1");
    expect(refused.headers.get("x-ratelimit-remaining")).toBe("0");
    expect(refused.headers.get("x-ratelimit-reset")).toBe("60");
  });
});

function get(path: string, sessionCookieValue = cookie): Promise<Response> {
  return GET(new NextRequest(new URL(path, "http://localhost:3000"), { headers: { cookie: sessionCookieValue, "x-forwarded-for": "192.0.2.44" } }));
}

const batchOf = (procedure: string, calls: number) => `/api/trpc/${Array(calls).fill(procedure).join(",")}?batch=1`;

describe("the dashboard's batches", () => {
  it("runs a batch of 20 calls", async () => {
    const res = await get(batchOf("organization.get", 20));
    expect(res.status).toBe(200);
    expect(await res.json()).toHaveLength(20);
  });

  it("refuses a batch of more than 20 calls with 413, running none of them", async () => {
    const keys = () => database.db.$count(apiKeys);
    const before = await keys();
    const path = `${batchOf("apiKeys.create", 300)}`;
    const input = Object.fromEntries(Array.from({ length: 300 }, (_, i) => [String(i), { json: { name: `Batch ${i}`, role: "ADMIN" } }]));
    const res = await post(path, { headers: { "content-type": "application/json" }, body: JSON.stringify(input) });
    expect(res.status).toBe(413);
    const [first] = (await res.json()) as { error: { json: { message: string } } }[];
    expect(first!.error.json.message).toMatch(/at most 20 calls/);
    expect(await keys()).toBe(before);
    expect((await get(batchOf("organization.get", 21))).status).toBe(413);
  });
});

describe("the dashboard's throttle", () => {
  it("counts each session's requests per minute and answers 429 with the throttle headers beyond", async () => {
    process.env.DASHBOARD_RATE_LIMIT_PER_MINUTE = "2";
    resetEnv();
    resetRateLimiter(new MemoryRateLimiter(() => 30_000));
    const other = await sessionCookie(database.db, org.userId, org.email);
    expect((await get(batchOf("organization.get", 20))).status).toBe(200);
    expect((await get("/api/trpc/organization.get")).status).toBe(200);
    const refused = await get("/api/trpc/organization.get");
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    expect(refused.headers.get("x-ratelimit-limit")).toBe("2");
    expect(refused.headers.get("x-ratelimit-remaining")).toBe("0");
    expect(refused.headers.get("x-ratelimit-reset")).toBe("60");
    // Another sign-in of the same user counts on its own.
    expect((await get("/api/trpc/organization.get", other)).status).toBe(200);
  });

  it("counts requests without a session per client address", async () => {
    process.env.DASHBOARD_RATE_LIMIT_PER_MINUTE = "1";
    resetEnv();
    resetRateLimiter(new MemoryRateLimiter(() => 30_000));
    expect((await get("/api/trpc/organization.get", "")).status).toBe(401);
    expect((await get("/api/trpc/organization.get", "")).status).toBe(429);
  });
});
