import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { apiKeys } from "@/server/db/schema";
import { resetRateLimiter } from "@/server/throttle/rate-limiter";
import { createTestDatabase, type TestDatabase } from "@/tests/support/database";
import { createKey, createMember, seedOrganization, type SeededOrganization } from "@/tests/support/fixtures";
import { call, routeAt } from "@/tests/support/http";

const collection = routeAt("/api-keys");
const single = routeAt("/api-keys/{id}");

let database: TestDatabase;
let org: SeededOrganization;
let other: SeededOrganization;

beforeAll(async () => {
  database = await createTestDatabase();
  org = await seedOrganization(database.db);
  other = await seedOrganization(database.db);
});
afterAll(() => database.close());
beforeEach(() => resetRateLimiter());

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

describe("GET /api/v1/api-keys", () => {
  it("answers the success envelope with key metadata for an ADMIN key in X-API-Key", async () => {
    const res = await call(collection.GET, "GET", "/api/v1/api-keys", { apiKey: org.adminKey });
    expect(res.status).toBe(200);
    expect(Object.keys(res.json).sort()).toEqual(["data", "success", "timestamp"]);
    expect(res.json.success).toBe(true);
    expect(res.json.timestamp).toMatch(ISO);
    expect(res.json.data).toMatchObject({ total: 1, page: 1, pageSize: 20 });
    const [item] = res.json.data.items;
    expect(Object.keys(item).sort()).toEqual(
      ["createdAt", "createdBy", "expiresAt", "id", "lastUsedAt", "name", "prefix", "revokedAt", "role", "status"].sort(),
    );
    expect(item).toMatchObject({ role: "ADMIN", status: "ACTIVE", expiresAt: null, revokedAt: null });
    expect(org.adminKey.startsWith(item.prefix)).toBe(true);
    expect(item.createdBy).toEqual({ id: org.userId, name: expect.any(String), email: org.email });
  });

  it("never returns the secret or its hash", async () => {
    const res = await call(collection.GET, "GET", "/api/v1/api-keys", { apiKey: org.adminKey });
    const text = JSON.stringify(res.json);
    expect(text).not.toContain(org.adminKey);
    const [stored] = await database.db.select().from(apiKeys).where(eq(apiKeys.organizationId, org.organizationId));
    expect(text).not.toContain(stored!.keyHash);
  });

  it("accepts the key as Authorization: Bearer", async () => {
    const res = await call(collection.GET, "GET", "/api/v1/api-keys", { bearer: org.adminKey });
    expect(res.status).toBe(200);
  });

  it("shows only the calling organization's keys", async () => {
    const res = await call(collection.GET, "GET", "/api/v1/api-keys?pageSize=100", { apiKey: other.adminKey });
    const ids = res.json.data.items.map((item: { createdBy: { id: string } }) => item.createdBy.id);
    expect(ids).not.toContain(org.userId);
    expect(res.json.data.total).toBe(1);
  });

  it("records when a key was last used", async () => {
    const key = await createKey(org, { role: "ADMIN" });
    await call(collection.GET, "GET", "/api/v1/api-keys", { apiKey: key.apiKey });
    const [stored] = await database.db.select().from(apiKeys).where(eq(apiKeys.id, key.id));
    expect(stored!.lastUsedAt).toBeInstanceOf(Date);
  });

  describe("refuses without valid credentials: 401, no code", () => {
    const cases: Array<[string, () => Promise<Record<string, string>>]> = [
      ["no key at all", async () => ({})],
      ["a malformed key", async () => ({ "x-api-key": "not-a-key" })],
      ["a well-formed unknown key", async () => ({ "x-api-key": "sdk_live_" + "A".repeat(43) })],
      ["an empty bearer token", async () => ({ authorization: "Bearer " })],
      ["a Basic authorization header", async () => ({ authorization: `Basic ${Buffer.from("a:b").toString("base64")}` })],
    ];
    it.each(cases)("%s", async (_name, headers) => {
      const res = await call(collection.GET, "GET", "/api/v1/api-keys", { headers: await headers() });
      expect(res.status).toBe(401);
      expect(res.json).toEqual({
        statusCode: 401,
        timestamp: expect.stringMatching(ISO),
        path: "/api/v1/api-keys",
        method: "GET",
        message: expect.any(String),
        error: "Unauthorized",
      });
    });

    it("an expired key", async () => {
      const key = await createKey(org, { role: "ADMIN", expiresAt: new Date(Date.now() + 60_000).toISOString() });
      expect((await call(collection.GET, "GET", "/api/v1/api-keys", { apiKey: key.apiKey })).status).toBe(200);
      await database.db.update(apiKeys).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(apiKeys.id, key.id));
      const res = await call(collection.GET, "GET", "/api/v1/api-keys", { apiKey: key.apiKey });
      expect(res.status).toBe(401);
      expect(res.json.code).toBeUndefined();
    });

    it("a revoked key, from the very next request", async () => {
      const key = await createKey(org, { role: "ADMIN" });
      expect((await call(collection.GET, "GET", "/api/v1/api-keys", { apiKey: key.apiKey })).status).toBe(200);
      await database.db.update(apiKeys).set({ revokedAt: new Date() }).where(eq(apiKeys.id, key.id));
      const res = await call(collection.GET, "GET", "/api/v1/api-keys", { bearer: key.apiKey });
      expect(res.status).toBe(401);
      expect(res.json.code).toBeUndefined();
    });
  });

  it("answers 403 INSUFFICIENT_ROLE to a MEMBER key", async () => {
    const member = await createMember(database.db, org);
    const res = await call(collection.GET, "GET", "/api/v1/api-keys", { apiKey: member.apiKey });
    expect(res.status).toBe(403);
    expect(res.json).toMatchObject({ statusCode: 403, code: "INSUFFICIENT_ROLE", error: "Forbidden" });
  });

  describe("pagination", () => {
    it.each([["0"], ["101"], ["abc"]])("refuses pageSize=%s with a 400 message array", async (pageSize) => {
      const res = await call(collection.GET, "GET", `/api/v1/api-keys?pageSize=${pageSize}`, { apiKey: org.adminKey });
      expect(res.status).toBe(400);
      expect(res.json.code).toBeUndefined();
      expect(Array.isArray(res.json.message)).toBe(true);
      expect(res.json.message).toHaveLength(1);
      expect(res.json.message[0]).toMatch(/^pageSize /);
    });

    it("pages through the keys with total counting all of them", async () => {
      const fresh = await seedOrganization(database.db);
      for (let i = 0; i < 4; i++) await createKey(fresh, { role: "ADMIN", name: `key ${i}` });
      const first = await call(collection.GET, "GET", "/api/v1/api-keys?page=1&pageSize=2", { apiKey: fresh.adminKey });
      const third = await call(collection.GET, "GET", "/api/v1/api-keys?page=3&pageSize=2", { apiKey: fresh.adminKey });
      expect(first.json.data).toMatchObject({ total: 5, page: 1, pageSize: 2 });
      expect(first.json.data.items).toHaveLength(2);
      expect(third.json.data.items).toHaveLength(1);
    });

    it("filters by status", async () => {
      const fresh = await seedOrganization(database.db);
      const revoked = await createKey(fresh, { role: "ADMIN" });
      await database.db.update(apiKeys).set({ revokedAt: new Date() }).where(eq(apiKeys.id, revoked.id));
      const res = await call(collection.GET, "GET", "/api/v1/api-keys?status=REVOKED", { apiKey: fresh.adminKey });
      expect(res.json.data.items.map((item: { id: string }) => item.id)).toEqual([revoked.id]);
      const bad = await call(collection.GET, "GET", "/api/v1/api-keys?status=GONE", { apiKey: fresh.adminKey });
      expect(bad.status).toBe(400);
      expect(bad.json.message).toEqual(["status must be one of: ACTIVE, EXPIRED, REVOKED"]);
    });
  });
});

describe("POST /api/v1/api-keys and DELETE /api/v1/api-keys/{id} with an API key", () => {
  it("refuses to create a key: 403 SESSION_REQUIRED, nothing created", async () => {
    const before = await database.db.select().from(apiKeys);
    const res = await call(collection.POST, "POST", "/api/v1/api-keys", {
      apiKey: org.adminKey,
      body: { name: "minted", role: "ADMIN" },
    });
    expect(res.status).toBe(403);
    expect(res.json).toMatchObject({ code: "SESSION_REQUIRED", path: "/api/v1/api-keys", method: "POST" });
    expect(await database.db.select().from(apiKeys)).toHaveLength(before.length);
  });

  it("refuses to revoke a key: 403 SESSION_REQUIRED, the key keeps working", async () => {
    const key = await createKey(org, { role: "ADMIN" });
    const res = await call(single.DELETE, "DELETE", `/api/v1/api-keys/${key.id}`, {
      apiKey: org.adminKey,
      params: { id: key.id },
    });
    expect(res.status).toBe(403);
    expect(res.json.code).toBe("SESSION_REQUIRED");
    expect((await call(collection.GET, "GET", "/api/v1/api-keys", { apiKey: key.apiKey })).status).toBe(200);
  });

  it("answers 405 with the error body for a method the path does not support", async () => {
    const res = await call(single.GET, "GET", `/api/v1/api-keys/${org.userId}`, { apiKey: org.adminKey, params: { id: org.userId } });
    expect(res.status).toBe(405);
    expect(res.json).toMatchObject({ statusCode: 405, method: "GET", error: "Method Not Allowed" });
  });
});
