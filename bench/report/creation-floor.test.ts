import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "@/tests/support/database";
import { seedOrganization, type SeededOrganization } from "@/tests/support/fixtures";
import { createProcess, readyAsset, twoSignerBody } from "@/tests/support/signing";
import { loadCreationFloor } from "./creation-floor";

// The floor talks to Postgres with postgres.js, as the report does; PGlite has no server to reach.
describe.runIf(process.env.DATABASE_URL)("B2's floor: a real creation's rows written again", () => {
  let database: TestDatabase;
  let org: SeededOrganization;
  let sql: postgres.Sql;

  beforeAll(async () => {
    database = await createTestDatabase();
    org = await seedOrganization(database.db, { plan: "PRO" });
    sql = postgres(database.url!, { max: 2, onnotice: () => undefined });
  });
  afterAll(async () => {
    await sql.end();
    await database.close();
  });

  it("copies the process with its signers, fields, audit events, events and jobs under fresh ids", async () => {
    const created = (await createProcess(org.adminKey, twoSignerBody(await readyAsset(database.db, org.adminKey)))).json.data;
    const floor = await loadCreationFloor(sql, created.id);
    const first = await floor.insertCopy(sql);
    const second = await floor.insertCopy(sql);
    expect(new Set([created.id, first.id, second.id]).size).toBe(3);
    for (const table of ["signers", "signing_fields", "audit_events", "domain_events"]) {
      const counts = await sql.unsafe<Array<{ id: string; n: number }>>(
        `select signing_process_id as id, count(*)::int as n from "${table}" where signing_process_id = any($1::uuid[]) group by 1`,
        [[created.id, first.id as string, second.id as string]],
      );
      expect(new Set(counts.map((row) => row.n)).size, table).toBe(1);
      expect(counts, table).toHaveLength(3);
    }
  });
});
