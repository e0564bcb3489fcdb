/**
 * A fresh, migrated database for one test file: PGlite in memory by default; with
 * DATABASE_URL set, a new database on that Postgres server, dropped afterwards.
 */
import { randomBytes } from "node:crypto";
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

export async function createTestDatabase({ migrated = true } = {}): Promise<TestDatabase> {
  const url = process.env.DATABASE_URL;
  const database = url ? await createPostgresDatabase(url) : { ...(await openPglite()), name: "pglite:memory" };
  if (migrated) await migrateDatabase(database);
  installDatabase(database);
  return database;
}
