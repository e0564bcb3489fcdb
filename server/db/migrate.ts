import path from "node:path";
import { sql } from "drizzle-orm";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import { migrate as migratePostgres } from "drizzle-orm/postgres-js/migrator";
import type { PostgresJsDatabase } from "drizzle-orm/postgres-js";
import { takeAdvisoryLock } from "./advisory-locks";
import type { Database, Db } from "./client";

const migrationsFolder = path.join(process.cwd(), "drizzle");

async function appliedCount(db: Db): Promise<number> {
  const exists = await db.execute(sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`);
  if (!rowsOf<{ present: boolean }>(exists)[0]?.present) return 0;
  const result = await db.execute(sql`select count(*)::int as count from drizzle.__drizzle_migrations`);
  return rowsOf<{ count: number }>(result)[0]?.count ?? 0;
}

/** postgres.js answers an array of rows, PGlite an object with `rows`. */
export function rowsOf<T>(result: unknown): T[] {
  return Array.isArray(result) ? (result as T[]) : ((result as { rows: T[] }).rows ?? []);
}

/**
 * Applies the migrations in drizzle/ that have not run yet; answers how many ran. On Postgres,
 * instances starting at once take turns under an advisory lock: otherwise two would apply the
 * same migration and one would stop on "relation already exists". PGlite has one process.
 */
export async function migrateDatabase(database: Database): Promise<{ applied: number }> {
  if (database.kind === "pglite") return countingApplied(database.db, () => migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder }));
  // Note: the lock's transaction only holds the lock; the migrator runs on a connection of its own.
  return database.db.transaction(async (tx) => {
    await takeAdvisoryLock(tx, "migrations");
    return countingApplied(database.db, () => migratePostgres(database.db as unknown as PostgresJsDatabase, { migrationsFolder }));
  });
}

async function countingApplied(db: Db, migrate: () => Promise<void>): Promise<{ applied: number }> {
  const before = await appliedCount(db);
  await migrate();
  return { applied: (await appliedCount(db)) - before };
}
