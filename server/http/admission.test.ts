/**
 * The throttle's count and the presented key: read together by the database limiter, apart by
 * any other; counted whatever the key is.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { apiKeys } from "@/server/db/schema";
import { createTestDatabase, type TestDatabase } from "@/tests/support/database";
import { createKey, seedOrganization, type SeededOrganization } from "@/tests/support/fixtures";
import { admitRequest } from "./admission";
import { MemoryRateLimiter, resetRateLimiter } from "../throttle/rate-limiter";
import { env } from "../env";

let database: TestDatabase;
let org: SeededOrganization;

beforeAll(async () => {
  database = await createTestDatabase();
  org = await seedOrganization(database.db);
});
afterAll(() => database.close());
beforeEach(() => resetRateLimiter());

const unknownKey = `sdk_live_${"Q".repeat(43)}`;

describe("admitRequest with the database limiter", () => {
  it("reads the presented key with the count, and counts every request from the address", async () => {
    const key = await createKey(org, { role: "MEMBER" });
    const first = await admitRequest("192.0.2.1", key.apiKey);
    expect(first.apiKey).toMatchObject({ id: key.id, organizationId: org.organizationId, revokedAt: null });
    expect(first.limit).toMatchObject({ allowed: true, remaining: env().RATE_LIMIT_PER_MINUTE - 1 });

    expect((await admitRequest("192.0.2.1", unknownKey)).apiKey).toBeNull();
    expect((await admitRequest("192.0.2.1", "not a key")).apiKey).toBeNull();
    const anonymous = await admitRequest("192.0.2.1", null);
    expect(anonymous.apiKey).toBeUndefined();
    expect(anonymous.limit.remaining).toBe(env().RATE_LIMIT_PER_MINUTE - 4);
  });

  it("answers a revoked key as it is stored, for the credentials step to refuse", async () => {
    const key = await createKey(org, { role: "MEMBER" });
    await database.db.update(apiKeys).set({ revokedAt: new Date() }).where(eq(apiKeys.id, key.id));
    expect((await admitRequest("192.0.2.2", key.apiKey)).apiKey?.revokedAt).toBeInstanceOf(Date);
  });

  it("refuses over the limit, with a valid key too", async () => {
    const key = await createKey(org, { role: "MEMBER" });
    for (let n = 0; n < env().RATE_LIMIT_PER_MINUTE; n += 1) await admitRequest("192.0.2.3", null);
    expect((await admitRequest("192.0.2.3", key.apiKey)).limit).toMatchObject({ allowed: false, remaining: 0 });
  });
});

describe("admitRequest with a limiter that cannot read keys", () => {
  it("counts, then looks the key up on its own", async () => {
    resetRateLimiter(new MemoryRateLimiter());
    const key = await createKey(org, { role: "MEMBER" });
    const admission = await admitRequest("192.0.2.4", key.apiKey);
    expect(admission.apiKey).toMatchObject({ id: key.id });
    expect(admission.limit.remaining).toBe(env().RATE_LIMIT_PER_MINUTE - 1);
    expect((await admitRequest("192.0.2.4", unknownKey)).apiKey).toBeNull();
  });
});
