/**
 * What the server process does once at start (called from instrumentation.ts): open the
 * database, apply pending migrations, and close the database cleanly when the process stops.
 */
import { closeDatabase, getDatabase } from "./db/client";
import { migrateDatabase } from "./db/migrate";

export async function bootServer(): Promise<void> {
  const database = await getDatabase();
  const { applied } = await migrateDatabase(database);
  if (applied > 0) console.log(`[signet] applied ${applied} database migration(s)`);
  console.log(`[signet] database ready (${database.kind === "pglite" ? "embedded PGlite" : "Postgres"})`);

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    console.log(`[signet] ${signal}: closing the database`);
    closeDatabase()
      .catch((error: unknown) => console.error("[signet] closing the database failed:", error))
      .finally(() => process.exit(0));
  };
  process.once("SIGTERM", stop);
  process.once("SIGINT", stop);
}
