import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { userContext } from "@/server/auth/session";
import { createTestDatabase, type TestDatabase } from "@/tests/support/database";
import { seedOrganization } from "@/tests/support/fixtures";
import { appRouter } from "../app-router";
import { createCallerFactory } from "../init";

const createCaller = createCallerFactory(appRouter);
let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe("overview.get", () => {
  it("answers the signed-in user's Overview, and nobody without a session", async () => {
    const org = await seedOrganization(database.db);
    const owner = createCaller({ db: database.db, session: await userContext(database.db, org.userId) });
    expect(await owner.overview.get()).toMatchObject({ counts: { total: 0 }, attention: [], activity: [], quota: { plan: "FREE" } });
    const visitor = createCaller({ db: database.db, session: null });
    await expect(visitor.overview.get()).rejects.toMatchObject({ code: "UNAUTHORIZED" });
  });
});
