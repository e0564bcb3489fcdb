import http from "node:http";
import type { AddressInfo } from "node:net";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "@/tests/support/database";
import { seedOrganization, type SeededOrganization } from "@/tests/support/fixtures";
import { createApiLane } from "./api-lane";
import { resetRateLimiter } from "../throttle/rate-limiter";

// The lane in front of a stand-in for Next.js, as scripts/start.mjs puts it: what the lane
// leaves alone reaches the stand-in, which marks its answer. The lane hands the rest to the
// router the catch-all route uses (api-router.test.ts covers it as Next.js calls it).
const NEXT_MARK = "x-answered-by-next";

let database: TestDatabase;
let org: SeededOrganization;
let server: http.Server;
let baseUrl: string;

beforeAll(async () => {
  database = await createTestDatabase();
  org = await seedOrganization(database.db);
  const lane = createApiLane();
  server = http.createServer((request, response) => {
    request.headers["x-signet-client-ip"] = request.socket.remoteAddress ?? "unknown";
    const answer = lane(request, response);
    if (answer) return void answer.catch(() => response.destroy());
    response.setHeader(NEXT_MARK, "yes");
    response.end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await database.close();
});
beforeEach(() => resetRateLimiter());

function send(path: string, init: RequestInit & { apiKey?: string } = {}) {
  const headers = new Headers(init.headers);
  if (init.apiKey) headers.set("x-api-key", init.apiKey);
  return fetch(`${baseUrl}${path}`, { ...init, headers });
}

describe("the /api/v1 lane", () => {
  it("serves an operation with the route's envelope and throttle headers", async () => {
    const response = await send("/api/v1/api-keys", { apiKey: org.adminKey });
    expect(response.headers.get(NEXT_MARK)).toBeNull();
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/json");
    expect(response.headers.get("x-ratelimit-limit")).not.toBeNull();
    const body = await response.json();
    expect(body.success).toBe(true);
    expect(body.data.items.map((key: { name: string }) => key.name)).toContain("Bootstrap key");
  });

  it("streams a JSON body to the operation", async () => {
    const response = await send("/api/v1/template-tags", {
      method: "POST",
      apiKey: org.adminKey,
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ name: "through the lane" }),
    });
    expect(response.status).toBe(201);
    expect((await response.json()).data).toMatchObject({ name: "through the lane" });
  });

  it("answers malformed JSON and an oversized streamed body with the error body", async () => {
    const malformed = await send("/api/v1/api-keys", { method: "POST", apiKey: org.adminKey, headers: { "content-type": "application/json" }, body: '{"name":' });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({ statusCode: 400, message: ["body is not valid JSON"], path: "/api/v1/api-keys" });

    const chunk = new TextEncoder().encode("x".repeat(64 * 1024));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ >= 32) return controller.close();
        controller.enqueue(chunk);
      },
    });
    const oversized = await send("/api/v1/api-keys", { method: "POST", apiKey: org.adminKey, body: stream, duplex: "half" } as RequestInit);
    expect(oversized.status).toBe(413);
    // The rest of that body is still on the connection: no request may follow it there.
    expect(oversized.headers.get("connection")).toBe("close");
  });

  it("prefers a literal segment to a parameter, as Next.js routes", async () => {
    const response = await send("/api/v1/templates/catalogue", { apiKey: org.adminKey });
    expect(response.status).toBe(200);
    expect((await response.json()).data).toHaveProperty("items");
  });

  it("decodes path parameters and hands them to the operation's schema", async () => {
    const response = await send("/api/v1/signing-processes/not%20an%20id", { apiKey: org.adminKey });
    expect(response.headers.get(NEXT_MARK)).toBeNull();
    expect(response.status).toBe(400);
    expect((await response.json()).path).toBe("/api/v1/signing-processes/not%20an%20id");
  });

  it("answers 405 with the error body for a method the path does not support", async () => {
    const response = await send("/api/v1/api-keys", { method: "PUT", apiKey: org.adminKey });
    expect(response.status).toBe(405);
    expect(await response.json()).toMatchObject({ statusCode: 405, message: "This path supports GET, POST only" });
  });

  it.each(["HEAD", "OPTIONS"])("answers %s with 405 itself, never running GET for it", async (method) => {
    const response = await send("/api/v1/api-keys", { method, apiKey: org.adminKey });
    expect(response.headers.get(NEXT_MARK)).toBeNull();
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("GET, POST, PUT, PATCH, DELETE");
    if (method === "OPTIONS") expect(await response.json()).toMatchObject({ statusCode: 405, method: "OPTIONS" });
  });

  it("answers an unknown path 404 with the error body, and serves the OpenAPI document", async () => {
    const unknown = await send("/api/v1/no-such-thing", { apiKey: org.adminKey });
    expect(unknown.headers.get(NEXT_MARK)).toBeNull();
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ statusCode: 404, code: "NOT_FOUND", message: "No endpoint GET /api/v1/no-such-thing" });
    const document = await send("/api/v1/openapi.json");
    expect(document.headers.get(NEXT_MARK)).toBeNull();
    expect(document.status).toBe(200);
    expect((await document.json()).openapi).toBe("3.1.0");
  });

  it("compresses a large JSON answer when the client accepts it, and only then", async () => {
    // node:http, because fetch always asks for compression and decodes the answer itself.
    const get = (headers: Record<string, string>) =>
      new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
        http.get(`${baseUrl}/api/v1/openapi.json`, { headers }, (response) => {
          const chunks: Buffer[] = [];
          response.on("data", (chunk: Buffer) => chunks.push(chunk));
          response.on("end", () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
        }).on("error", reject);
      });
    const plain = await get({});
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers.vary).toBe("Accept-Encoding");
    const gzip = await get({ "accept-encoding": "gzip" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(Number(gzip.headers["content-length"])).toBe(gzip.body.byteLength);
    expect(gzip.body.byteLength).toBeLessThan(plain.body.byteLength / 3);
    expect(gunzipSync(gzip.body).equals(plain.body)).toBe(true);
  });

  it("refuses a request without a key as the route does", async () => {
    const response = await send("/api/v1/signing-processes");
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ statusCode: 401, error: "Unauthorized" });
  });

  it.each([
    ["a trailing slash", "GET", "/api/v1/api-keys/"],
    ["an empty segment", "GET", "/api/v1//api-keys"],
    ["a malformed escape", "GET", "/api/v1/signing-processes/%E0%A4%A"],
    ["a dot segment", "GET", "/api/v1/api-keys/.."],
    ["a page", "GET", "/dashboard"],
    ["another API", "GET", "/api/health"],
  ])("leaves %s to Next.js", async (_, method, path) => {
    const response = await new Promise<http.IncomingMessage>((resolve, reject) => {
      // Note: node:http, because fetch would tidy the path up before sending it.
      http.request(`${baseUrl}${path}`, { method, headers: { "x-api-key": org.adminKey } }, resolve).on("error", reject).end();
    });
    response.resume();
    expect(response.headers[NEXT_MARK]).toBe("yes");
  });
});
