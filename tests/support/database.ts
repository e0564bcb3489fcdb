/**
 * A fresh, migrated database for one test file: PGlite in memory by default; with
 * DATABASE_URL set, a new database on that Postgres server, dropped afterwards.
 */
import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import postgres from "postgres";
import { openPglite, openPostgres, installDatabase, type Database } from "@/server/db/client";
import { migrateDatabase } from "@/server/db/migrate";

export interface TestDatabase extends Database {
  name: string;
  /** The connection string of a Postgres test database, for a second client of it. */
  url?: string;
}

async function createPostgresDatabase(adminUrl: string): Promise<TestDatabase> {
  const name = `signet_test_${randomBytes(6).toString("hex")}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => undefined });
  await admin.unsafe(`create database "${name}"`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openPostgres(url.toString());
  return {
    ...database,
    name,
    url: url.toString(),
    close: async () => {
      await database.close();
      const dropper = postgres(adminUrl, { max: 1, onnotice: () => undefined });
      await dropper.unsafe(`drop database if exists "${name}" with (force)`);
      await dropper.end();
    },
  };
}

/**
 * A migrated embedded database, dumped once per set of migrations and PGlite version and kept in
 * the temporary folder: loading it takes a fraction of starting PGlite and applying every
 * migration, which each test file would otherwise do.
 */
async function migratedPgliteImage(): Promise<Blob> {
  const migrations = path.join(process.cwd(), "drizzle");
  const hash = createHash("sha256").update(JSON.parse(fs.readFileSync(path.join(process.cwd(), "node_modules/@electric-sql/pglite/package.json"), "utf8")).version);
  for (const file of fs.readdirSync(migrations, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile())) {
    const full = path.join(file.parentPath, file.name);
    hash.update(path.relative(migrations, full)).update(fs.readFileSync(full));
  }
  const image = path.join(os.tmpdir(), `signet-test-pglite-${hash.digest("hex").slice(0, 16)}.tar`);
  if (!fs.existsSync(image)) {
    const database = await openPglite();
    await migrateDatabase(database);
    const dump = Buffer.from(await (await database.dumpDataDir!("none")).arrayBuffer());
    await database.close();
    // Written aside and renamed: workers making it at once never read half a file.
    const partial = `${image}.${process.pid}.${randomBytes(4).toString("hex")}`;
    fs.writeFileSync(partial, dump);
    fs.renameSync(partial, image);
  }
  return new Blob([fs.readFileSync(image)]);
}

export async function createTestDatabase({ migrated = true } = {}): Promise<TestDatabase> {
  const url = process.env.DATABASE_URL;
  if (!url && migrated) {
    const database = { ...(await openPglite(undefined, { from: await migratedPgliteImage() })), name: "pglite:memory" };
    installDatabase(database);
    return database;
  }
  const database = url ? await createPostgresDatabase(url) : { ...(await openPglite()), name: "pglite:memory" };
  if (migrated) await migrateDatabase(database);
  installDatabase(database);
  return database;
}
