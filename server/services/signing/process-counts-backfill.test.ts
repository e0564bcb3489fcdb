/** Migration 0039 counts the processes that existed before it, and the trigger takes over from there. */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import { migrate as migratePostgres } from "drizzle-orm/postgres-js/migrator";
import type { PostgresJsDatabase } from "drizzle-orm/postgres-js";
import { afterAll, expect, it } from "vitest";
import { migrateDatabase } from "@/server/db/migrate";
import { createTestDatabase, type TestDatabase } from "@/tests/support/database";
import { seedOrganization } from "@/tests/support/fixtures";
import { createProcess, oneSignerProcess, readyAsset, signer, twoSignerBody } from "@/tests/support/signing";
import { processCounts } from "./process-counts";

let database: TestDatabase | undefined;
let folder: string | undefined;
afterAll(async () => {
  await database?.close();
  if (folder) fs.rmSync(folder, { recursive: true, force: true });
});

/** A copy of drizzle/ that stops before `tag`, as an installation upgraded from then has it. */
function migrationsBefore(tag: string): string {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), "signet-migrations-"));
  fs.cpSync(path.join(process.cwd(), "drizzle"), copy, { recursive: true });
  const journalPath = path.join(copy, "meta", "_journal.json");
  const journal = JSON.parse(fs.readFileSync(journalPath, "utf8")) as { entries: { tag: string }[] };
  journal.entries = journal.entries.slice(0, journal.entries.findIndex((entry) => entry.tag === tag));
  fs.writeFileSync(journalPath, JSON.stringify(journal));
  return copy;
}

it("counts the processes created before the migration, then every write after it", async () => {
  database = await createTestDatabase({ migrated: false });
  folder = migrationsBefore("0039_process_counts");
  if (database.kind === "pglite") await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder: folder });
  else await migratePostgres(database.db as unknown as PostgresJsDatabase, { migrationsFolder: folder });

  const org = await seedOrganization(database.db);
  const asset = await readyAsset(database.db, org.adminKey, 2);
  expect((await createProcess(org.adminKey, twoSignerBody(asset))).status).toBe(201);
  const declined = await oneSignerProcess(database.db, org.adminKey, asset);
  expect((await signer.decline(declined.token, "No")).status).toBe(200);

  expect(await migrateDatabase(database)).toEqual({ applied: 1 });
  const counts = await processCounts(database.db, org.organizationId, undefined, new Date());
  expect(counts).toMatchObject({ total: 2, waiting: 1, byStatus: { SENT: 1, DECLINED: 1, IN_PROGRESS: 0 } });

  expect((await createProcess(org.adminKey, twoSignerBody(asset))).status).toBe(201);
  expect((await processCounts(database.db, org.organizationId, undefined, new Date())).byStatus.SENT).toBe(2);
}, 120_000);
