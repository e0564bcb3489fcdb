/**
 * The database: PGlite under $DATA_DIR/pgdata when DATABASE_URL is unset, Postgres through
 * postgres.js when it is set. Both speak the same drizzle API and run the same migrations.
 */
import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import type { ExtractTablesWithRelations, Logger } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js";
import postgres from "postgres";
import { env } from "../env";
import { acquireDataDirLock, type DataDirLock } from "./data-dir-lock";
import * as schema from "./schema";

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** A transaction handle works wherever a Db does. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  close(): Promise<void>;
  /** The embedded database only: its data directory as a gzipped tarball, taken between two statements (backup). */
  dumpDataDir?(compression?: "gzip" | "none"): Promise<Blob>;
}

const drizzleOptions = { schema, casing: "snake_case" as const };

export async function openPostgres(url: string): Promise<Database> {
  const client = postgres(url, { max: 10, onnotice: () => undefined });
  const db = drizzlePostgres(client, drizzleOptions) as unknown as Db;
  return { db, kind: "postgres", close: () => client.end({ timeout: 5 }) };
}

/**
 * An embedded database; in memory when `dataDir` is undefined (tests). A `logger` sees every
 * statement (tests count a request's round trips with it). `from` starts it as a copy of a
 * dumped database (tests start from one migrated database instead of migrating each).
 */
export async function openPglite(dataDir?: string, options: { logger?: Logger; from?: Blob } = {}): Promise<Database> {
  let lock: DataDirLock | undefined;
  if (dataDir) {
    // DATA_DIR: only the server's user may read it (database, files, secrets).
    fs.mkdirSync(path.dirname(dataDir), { recursive: true, mode: 0o700 });
    lock = acquireDataDirLock(dataDir);
  }
  try {
    // pg_trgm: the processes list's subject search has a trigram index (drizzle/0038).
    const client = new PGlite({ dataDir, extensions: { pg_trgm }, loadDataDir: options.from });
    await client.waitReady;
    const db = drizzlePglite(client, { ...drizzleOptions, logger: options.logger }) as unknown as Db;
    return {
      db,
      kind: "pglite",
      dumpDataDir: (compression = "gzip") => client.dumpDataDir(compression),
      close: async () => {
        await client.close();
        lock?.release();
      },
    };
  } catch (error) {
    lock?.release();
    throw error;
  }
}

/** Opens the database the environment points at. */
export function openConfiguredDatabase(): Promise<Database> {
  const config = env();
  return config.DATABASE_URL
    ? openPostgres(config.DATABASE_URL)
    : openPglite(path.join(config.DATA_DIR, "pgdata"));
}

// Note: the process-wide handle lives on globalThis because Next.js bundles each route
// separately; a module-level variable would open the embedded database once per route.
const holder = globalThis as unknown as { __signetDatabase?: Promise<Database> };

export function getDatabase(): Promise<Database> {
  holder.__signetDatabase ??= openConfiguredDatabase().catch((error) => {
    holder.__signetDatabase = undefined;
    throw error;
  });
  return holder.__signetDatabase;
}

export async function getDb(): Promise<Db> {
  return (await getDatabase()).db;
}

/** Makes `getDb()` answer with the given database (tests, the CLI). */
export function installDatabase(database: Database): void {
  holder.__signetDatabase = Promise.resolve(database);
}

export async function closeDatabase(): Promise<void> {
  const current = holder.__signetDatabase;
  holder.__signetDatabase = undefined;
  if (current) await (await current).close();
}
