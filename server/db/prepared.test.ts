import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "@/tests/support/database";
import type { Db, Tx } from "./client";
import { prepared } from "./prepared";
import { organizations } from "./schema";

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe("prepared statements", () => {
  it("builds a statement once per handle and runs it with each call's values", async () => {
    let builds = 0;
    const byName = (db: Db) => {
      builds += 1;
      return db.select({ id: organizations.id }).from(organizations).where(eq(organizations.name, sql.placeholder("name"))).prepare("org_by_name");
    };
    const [created] = await database.db.insert(organizations).values({ name: "Prepared Ltd" }).returning();
    expect(await prepared(database.db, "org-by-name", byName).execute({ name: "Prepared Ltd" })).toEqual([{ id: created!.id }]);
    expect(await prepared(database.db, "org-by-name", byName).execute({ name: "Nobody" })).toEqual([]);
    expect(builds).toBe(1);
  });

  it("builds it again for a transaction, whose statements run inside it", async () => {
    let builds = 0;
    const byName = (db: Db | Tx) => {
      builds += 1;
      return db.select({ id: organizations.id }).from(organizations).where(eq(organizations.name, sql.placeholder("name"))).prepare("org_by_name");
    };
    prepared(database.db, "org-by-name-in-transaction", byName);
    const seen = await database.db.transaction(async (tx) => {
      await tx.insert(organizations).values({ name: "Uncommitted Ltd" });
      return prepared(tx, "org-by-name-in-transaction", byName).execute({ name: "Uncommitted Ltd" });
    });
    expect(seen).toHaveLength(1);
    expect(builds).toBe(2);
  });
});
