/** What backup and restore ask a database: how many tables the application has, and whether it has any at all. */
import { sql } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { rowsOf } from "@/server/db/migrate";

/** The application's tables (schema public). */
export async function countTables(db: Db): Promise<number> {
  const result = await db.execute(
    sql`select count(*)::int as count from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
  );
  return rowsOf<{ count: number }>(result)[0]?.count ?? 0;
}

/** Whether any schema but the system's holds a table or view: a restore target must not. */
export async function hasAnyTable(db: Db): Promise<boolean> {
  const result = await db.execute(
    sql`select exists (select 1 from information_schema.tables where table_schema not in ('pg_catalog', 'information_schema')) as found`,
  );
  return rowsOf<{ found: boolean }>(result)[0]?.found === true;
}
