import { gunzipSync, brotliDecompressSync } from "node:zlib";
import { eq } from "drizzle-orm";
import { NextRequest } from "next/server";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import * as catchAll from "@/app/api/v1/[...path]/route";
import { signers } from "@/server/db/schema";
import { createTestDatabase, type TestDatabase } from "@/tests/support/database";
import { seedOrganization, type SeededOrganization } from "@/tests/support/fixtures";
import { call } from "@/tests/support/http";
import { oneSignerProcess, readyAsset } from "@/tests/support/signing";
import { apiPathSegments, dispatchApiRequest } from "./api-router";
import { chooseEncoding } from "./compress-answer";
import { resetRateLimiter } from "../throttle/rate-limiter";

// The catch-all route as Next.js calls it (under `next dev`, and for what the lane leaves to
// Next.js): every /api/v1 path and method through the one router.
let database: TestDatabase;
let org: SeededOrganization;

beforeAll(async () => {
  database = await createTestDatabase();
  org = await seedOrganization(database.db);
  // Enough tags for the list to pass the compression threshold.
  for (let n = 0; n < 40; n += 1) {
    await call(catchAll.POST, "POST", "/api/v1/template-tags", { apiKey: org.adminKey, body: { name: `a tag long enough to fill the list ${n}` } });
  }
});
afterAll(() => database.close());
beforeEach(() => resetRateLimiter());

/** The answer as bytes, undecoded: the catch-all's, or the router's as the lane asks (compressing). */
async function raw(method: "GET" | "HEAD" | "OPTIONS", path: string, headers: Record<string, string> = {}, compress = false) {
  const request = new NextRequest(`http://localhost:3000${path}`, { method, headers: { "x-api-key": org.adminKey, ...headers } });
  const response = compress ? await dispatchApiRequest(request, method, { compress }) : await catchAll[method](request);
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}

describe("the catch-all route", () => {
  it("serves an operation at its path, a literal segment winning over a parameter", async () => {
    const catalogue = await call(catchAll.GET, "GET", "/api/v1/templates/catalogue", { apiKey: org.adminKey });
    expect(catalogue.status).toBe(200);
    expect(catalogue.json.data).toHaveProperty("items");
    const byId = await call(catchAll.GET, "GET", "/api/v1/signing-processes/not%20an%20id", { apiKey: org.adminKey });
    expect(byId.status).toBe(400);
    expect(byId.json.path).toBe("/api/v1/signing-processes/not%20an%20id");
  });

  it("serves the OpenAPI document, and 405 for its other methods", async () => {
    const document = await call(catchAll.GET, "GET", "/api/v1/openapi.json");
    expect(document.status).toBe(200);
    expect(document.json.openapi).toBe("3.1.0");
    expect((await call(catchAll.POST, "POST", "/api/v1/openapi.json")).status).toBe(405);
  });

  it("answers 405 with the error body for a method the path does not support", async () => {
    const res = await call(catchAll.PUT, "PUT", "/api/v1/api-keys", { apiKey: org.adminKey });
    expect(res.status).toBe(405);
    expect(res.json).toMatchObject({ statusCode: 405, message: "This path supports GET, POST only" });
  });

  it("answers OPTIONS 405 with the error body, behind the throttle", async () => {
    const res = await call(catchAll.OPTIONS, "OPTIONS", "/api/v1/api-keys", { apiKey: org.adminKey });
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toBe("GET, POST, PUT, PATCH, DELETE");
    expect(res.headers.get("x-ratelimit-limit")).not.toBeNull();
    expect(res.json).toMatchObject({ statusCode: 405, error: "Method Not Allowed", method: "OPTIONS", path: "/api/v1/api-keys" });
  });

  it("answers a HEAD of a signing link 405 without a body, and the signer is not marked opened", async () => {
    const assetId = await readyAsset(database.db, org.adminKey);
    const { id, token } = await oneSignerProcess(database.db, org.adminKey, assetId);
    const { response, bytes } = await raw("HEAD", `/api/v1/sign/${token}`);
    expect(response.status).toBe(405);
    expect(bytes.byteLength).toBe(0);
    const [slot] = await database.db.select().from(signers).where(eq(signers.signingProcessId, id));
    expect(slot!.openedAt).toBeNull();
  });
});

describe("compression, as the lane asks for it", () => {
  it("sends a large list with brotli or gzip when the client accepts it, and plain when it does not", async () => {
    const plain = await raw("GET", "/api/v1/template-tags", {}, true);
    expect(plain.response.status).toBe(200);
    expect(plain.response.headers.get("content-encoding")).toBeNull();
    expect(plain.response.headers.get("vary")).toBe("Accept-Encoding");
    expect(plain.bytes.byteLength).toBeGreaterThan(1024);
    const items = JSON.parse(plain.bytes.toString("utf8")).data.items;

    const br = await raw("GET", "/api/v1/template-tags", { "accept-encoding": "gzip, deflate, br" }, true);
    expect(br.response.headers.get("content-encoding")).toBe("br");
    expect(br.bytes.byteLength).toBeLessThan(plain.bytes.byteLength / 2);
    expect(JSON.parse(brotliDecompressSync(br.bytes).toString("utf8")).data.items).toEqual(items);

    const gzip = await raw("GET", "/api/v1/template-tags", { "accept-encoding": "gzip" }, true);
    expect(gzip.response.headers.get("content-encoding")).toBe("gzip");
    expect(JSON.parse(gunzipSync(gzip.bytes).toString("utf8")).data.items).toEqual(items);
  });

  it("is left to Next.js under the catch-all: the route answers plain", async () => {
    const viaNext = await raw("GET", "/api/v1/template-tags", { "accept-encoding": "br" });
    expect(viaNext.response.headers.get("content-encoding")).toBeNull();
    expect(JSON.parse(viaNext.bytes.toString("utf8")).data.items.length).toBeGreaterThan(0);
  });

  it("leaves a small answer plain, though the client accepts an encoding", async () => {
    const small = await raw("GET", "/api/v1/no-such-thing", { "accept-encoding": "br, gzip" }, true);
    expect(small.response.status).toBe(404);
    expect(small.response.headers.get("content-encoding")).toBeNull();
    expect(JSON.parse(small.bytes.toString("utf8"))).toMatchObject({ statusCode: 404, code: "NOT_FOUND" });
  });

  it.each([
    [null, null],
    ["identity", null],
    ["gzip", "gzip"],
    ["gzip, br;q=0", "gzip"],
    ["br;q=0.5, gzip", "br"],
    ["*", "br"],
    ["*, br;q=0", "gzip"],
    ["deflate", null],
  ])("chooses the encoding for Accept-Encoding %s: %s", (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected);
  });
});

describe("paths", () => {
  it.each([
    ["/api/v1/templates/catalogue", ["templates", "catalogue"]],
    ["/api/v1/signing-processes/not%20an%20id", ["signing-processes", "not an id"]],
    ["/api/v1/api-keys/", null],
    ["/api/v1//api-keys", null],
    ["/api/v1/api-keys/..", null],
    ["/api/v1/signing-processes/%E0%A4%A", null],
    ["/api/health", null],
  ])("%s reads as %j", (path, expected) => {
    expect(apiPathSegments(path)).toEqual(expected);
  });
});
