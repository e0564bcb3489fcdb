import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { apiKeys } from "@/server/db/schema";
import { createTestDatabase, type TestDatabase } from "@/tests/support/database";
import { createKey, seedOrganization, type SeededOrganization } from "@/tests/support/fixtures";
import { authenticateApiKey } from "./authenticate-api-key";

let database: TestDatabase;
let org: SeededOrganization;

beforeAll(async () => {
  database = await createTestDatabase();
  org = await seedOrganization(database.db);
});
afterAll(() => database.close());

const lastUsedAt = async (id: string) =>
  (await database.db.select({ lastUsedAt: apiKeys.lastUsedAt }).from(apiKeys).where(eq(apiKeys.id, id)))[0]?.lastUsedAt;

describe("authenticateApiKey", () => {
  it("records the first use, and a second use within the minute is only a read", async () => {
    const key = await createKey(org, { role: "MEMBER" });
    expect(await authenticateApiKey(database.db, key.apiKey)).toMatchObject({ organizationId: org.organizationId });
    const first = await lastUsedAt(key.id);
    expect(first).toBeInstanceOf(Date);

    const update = vi.spyOn(database.db, "update");
    try {
      expect(await authenticateApiKey(database.db, key.apiKey)).toMatchObject({ organizationId: org.organizationId });
      expect(update).not.toHaveBeenCalled();
    } finally {
      update.mockRestore();
    }
    expect(await lastUsedAt(key.id)).toEqual(first);
  });

  it("records the use again once the last one is more than a minute old", async () => {
    const key = await createKey(org, { role: "MEMBER" });
    const old = new Date(Date.now() - 5 * 60_000);
    await database.db.update(apiKeys).set({ lastUsedAt: old }).where(eq(apiKeys.id, key.id));
    await authenticateApiKey(database.db, key.apiKey);
    expect((await lastUsedAt(key.id))!.getTime()).toBeGreaterThan(old.getTime() + 60_000);
  });

  it("answers null for a revoked key, and writes nothing", async () => {
    const key = await createKey(org, { role: "MEMBER" });
    await database.db.update(apiKeys).set({ revokedAt: new Date() }).where(eq(apiKeys.id, key.id));
    expect(await authenticateApiKey(database.db, key.apiKey)).toBeNull();
    expect(await lastUsedAt(key.id)).toBeNull();
  });
});
