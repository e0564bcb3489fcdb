/**
 * A fresh, migrated database for one test file: PGlite in memory by default; with
 * DATABASE_URL set, a new database on that Postgres server, dropped afterwards. Both start as a
 * copy of one migrated database made once per set of migrations (below), not by migrating each.
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

/** What a migrated database depends on: every migration file, and the PGlite version for its image. */
function migrationsFingerprint(): string {
  const migrations = path.join(process.cwd(), "drizzle");
  const hash = createHash("sha256").update(JSON.parse(fs.readFileSync(path.join(process.cwd(), "node_modules/@electric-sql/pglite/package.json"), "utf8")).version);
  for (const file of fs.readdirSync(migrations, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile())) {
    const full = path.join(file.parentPath, file.name);
    hash.update(path.relative(migrations, full)).update(fs.readFileSync(full));
  }
  return hash.digest("hex").slice(0, 16);
}

function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * A migrated Postgres database to copy test databases from (CREATE DATABASE ... TEMPLATE), made
 * once per set of migrations: copying is a file copy, where migrating each runs every migration.
 * It is built under a name of its own and renamed when done, so no one copies half of it.
 */
async function postgresTemplate(admin: postgres.Sql, adminUrl: string): Promise<string> {
  const template = `signet_test_template_${migrationsFingerprint()}`;
  const [existing] = await admin`select 1 from pg_database where datname = ${template}`;
  if (existing) return template;
  const building = `${template}_${randomBytes(4).toString("hex")}`;
  await admin.unsafe(`create database "${building}"`);
  const database = await openPostgres(databaseUrl(adminUrl, building));
  await migrateDatabase(database);
  await database.close();
  try {
    await admin.unsafe(`alter database "${building}" rename to "${template}"`);
  } catch {
    // Another worker finished its copy first: use that one.
    await admin.unsafe(`drop database if exists "${building}" with (force)`);
  }
  return template;
}

async function createPostgresDatabase(adminUrl: string, { migrated }: { migrated: boolean }): Promise<TestDatabase> {
  const name = `signet_test_${randomBytes(6).toString("hex")}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => undefined });
  try {
    const template = migrated ? ` template "${await postgresTemplate(admin, adminUrl)}"` : "";
    await admin.unsafe(`create database "${name}"${template}`);
  } finally {
    await admin.end();
  }
  const url = databaseUrl(adminUrl, name);
  const database = await openPostgres(url);
  return {
    ...database,
    name,
    url,
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
  const image = path.join(os.tmpdir(), `signet-test-pglite-${migrationsFingerprint()}.tar`);
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
  const database = url
    ? await createPostgresDatabase(url, { migrated })
    : { ...(await openPglite(undefined, { from: migrated ? await migratedPgliteImage() : undefined })), name: "pglite:memory" };
  installDatabase(database);
  return database;
}
