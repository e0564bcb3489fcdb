import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { userContext } from "@/server/auth/session";
import { createTestDatabase, type TestDatabase } from "@/tests/support/database";
import { seedOrganization, type SeededOrganization } from "@/tests/support/fixtures";
import { appRouter } from "../app-router";
import { createCallerFactory } from "../init";

const createCaller = createCallerFactory(appRouter);
let database: TestDatabase;
let org: SeededOrganization;
let other: SeededOrganization;

beforeAll(async () => {
  database = await createTestDatabase();
  org = await seedOrganization(database.db);
  other = await seedOrganization(database.db);
});
afterAll(() => database.close());

const callerFor = async (userId: string) => createCaller({ db: database.db, session: (await userContext(database.db, userId))! });

describe("the template library's categories and tags", () => {
  it("list the organization's own, by name, with no input, through the REST list operations' schemas", async () => {
    const caller = await callerFor(org.userId);
    await caller.templates.createCategory({ name: "Verträge" });
    await caller.templates.createCategory({ name: "Anträge" });
    await caller.templates.createTag({ name: "urgent" });
    await (await callerFor(other.userId)).templates.createCategory({ name: "Theirs" });

    expect((await caller.templates.categories()).items.map((label) => label.name)).toEqual(["Anträge", "Verträge"]);
    expect((await caller.templates.tags()).items.map((label) => label.name)).toEqual(["urgent"]);
  });

  it("refuse an input they do not take", async () => {
    const caller = await callerFor(org.userId);
    await expect(caller.templates.categories({ page: 2 } as never)).rejects.toMatchObject({ code: "BAD_REQUEST" });
  });
});
