/**
 * A fresh, migrated in-memory database that records every statement sent to it, so a test can
 * count what one request costs in round trips (PGlite here: the count is the same on Postgres,
 * where each statement is a round trip).
 */
import { installDatabase, openPglite } from "@/server/db/client";
import { migrateDatabase } from "@/server/db/migrate";
import type { TestDatabase } from "./database";

export interface LoggedDatabase extends TestDatabase {
  /** The statements sent since the last `take()`, emptied by it. */
  take(): string[];
}

export async function createLoggedDatabase(): Promise<LoggedDatabase> {
  let statements: string[] = [];
  const database = await openPglite(undefined, { logger: { logQuery: (query) => void statements.push(query) } });
  await migrateDatabase(database);
  installDatabase(database);
  statements = [];
  return {
    ...database,
    name: "pglite:memory (logged)",
    take: () => {
      const taken = statements;
      statements = [];
      return taken;
    },
  };
}
