/**
 * What the server process does once at start (called from instrumentation.ts): give DATA_DIR
 * to the server's user alone, open the database, apply pending migrations, start the background
 * job runner, hand /api/v1 to the server in front (scripts/start.mjs) and the embedded page's
 * gate to proxy.ts, and stop both cleanly
 * when the process stops.
 */
import { tightenDataDir, tightenLogLine } from "./data-dir-modes";
import { env } from "./env";
import { publishApiLane } from "./http/api-lane";
import { publishEmbedGate } from "./http/embed-gate";
import { closeDatabase, getDatabase } from "./db/client";
import { migrateDatabase } from "./db/migrate";
import { releaseClaimsOfStoppedServer } from "./jobs/release-stopped-claims";
import { scheduleExpirySweep } from "./jobs/schedule-expiry-sweep";
import { startJobRunner } from "./jobs/start";
import { getMailTransport } from "./mail/get-mail-transport";
import { warmUpFinalization } from "./services/signing/warm-up-finalization";
import { getSmsTransport } from "./sms/get-sms-transport";
import { logger } from "@/server/log/logger.mjs";

export async function bootServer(): Promise<void> {
  // A half-configured Resend or Twilio stops the start with a clear message, not the first send.
  getMailTransport();
  getSmsTransport();
  const { DATA_DIR } = env();
  const modes = tightenLogLine(DATA_DIR, tightenDataDir(DATA_DIR));
  if (modes) logger().info(modes);
  const database = await getDatabase();
  const { applied } = await migrateDatabase(database);
  if (applied > 0) logger().info(`[signet] applied ${applied} database migration(s)`);
  logger().info(`[signet] database ready (${database.kind === "pglite" ? "embedded PGlite" : "Postgres"})`);

  if (database.kind === "pglite") {
    const released = await releaseClaimsOfStoppedServer(database.db);
    if (released > 0) logger().info(`[signet] ${released} job(s) left running by a stopped server are taken up again`);
  }
  await scheduleExpirySweep(database.db);
  const stopJobs = startJobRunner();
  publishApiLane();
  publishEmbedGate();
  // In the background: the first finalization would otherwise pay these costs (about 1.5 s of CPU).
  warmUpFinalization().catch((error: unknown) => logger().error({ err: error }, "[signet] warming up finalization failed"));

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger().info(`[signet] ${signal}: finishing the running job, then closing the database`);
    stopJobs()
      .catch((error: unknown) => logger().error({ err: error }, "[signet] stopping the job runner failed"))
      .then(() => closeDatabase())
      .catch((error: unknown) => logger().error({ err: error }, "[signet] closing the database failed"))
      .finally(() => process.exit(0));
  };
  process.once("SIGTERM", stop);
  process.once("SIGINT", stop);
}
