/** Migrations at start (issue #13): several instances starting at once on one Postgres. */
import fs from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "@/tests/support/database";
import { openPostgres } from "./client";
import { migrateDatabase } from "./migrate";

const journal = JSON.parse(fs.readFileSync(path.join(process.cwd(), "drizzle", "meta", "_journal.json"), "utf8")) as { entries: unknown[] };
const MIGRATIONS = journal.entries.length;

describe("migrateDatabase", () => {
  let database: TestDatabase | undefined;
  afterEach(async () => {
    await database?.close();
    database = undefined;
  });

  it("applies every migration once, and nothing on the next start", async () => {
    database = await createTestDatabase({ migrated: false });
    expect(await migrateDatabase(database)).toEqual({ applied: MIGRATIONS });
    expect(await migrateDatabase(database)).toEqual({ applied: 0 });
  });

  it.runIf(process.env.DATABASE_URL)("lets instances starting at once on one Postgres take turns, so each migration is applied once", async () => {
    database = await createTestDatabase({ migrated: false });
    const instances = await Promise.all([openPostgres(database.url!), openPostgres(database.url!), openPostgres(database.url!)]);
    try {
      const results = await Promise.all(instances.map((instance) => migrateDatabase(instance)));
      expect(results.map((result) => result.applied).sort((a, b) => a - b)).toEqual([0, 0, MIGRATIONS]);
    } finally {
      await Promise.all(instances.map((instance) => instance.close()));
    }
  });
});
