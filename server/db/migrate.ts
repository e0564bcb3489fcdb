import path from "node:path";
import { sql } from "drizzle-orm";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import { migrate as migratePostgres } from "drizzle-orm/postgres-js/migrator";
import type { PostgresJsDatabase } from "drizzle-orm/postgres-js";
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

/** Applies the migrations in drizzle/ that have not run yet; answers how many ran. */
export async function migrateDatabase(database: Database): Promise<{ applied: number }> {
  const before = await appliedCount(database.db);
  if (database.kind === "pglite") {
    await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder });
  } else {
    await migratePostgres(database.db as unknown as PostgresJsDatabase, { migrationsFolder });
  }
  return { applied: (await appliedCount(database.db)) - before };
}
