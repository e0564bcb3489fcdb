import { openConfiguredDatabase, type Database } from "@/server/db/client";
import { migrateDatabase } from "@/server/db/migrate";

/**
 * Runs one command's work on the configured database and always closes it: the embedded
 * database's lock file must not outlive the command. Migrating first lets every command
 * work on a fresh DATA_DIR.
 */
export async function withDatabase<T>(migrateFirst: boolean, work: (database: Database) => Promise<T>): Promise<T> {
  const database = await openConfiguredDatabase();
  try {
    if (migrateFirst) await migrateDatabase(database);
    return await work(database);
  } finally {
    await database.close();
  }
}
