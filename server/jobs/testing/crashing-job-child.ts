/**
 * A server process in miniature for crashing-job.test.ts: opens the embedded database in the
 * given directory as the server's boot does (migrations, then taking up the jobs a stopped
 * process left running), triggers one job when asked, and runs due jobs with a handler that
 * runs the process out of heap. The test starts it again and again, as a supervisor restarts a
 * server, and reads what it prints when it lives to the end.
 */
import { z } from "zod";
import { openPglite } from "../../db/client";
import { migrateDatabase } from "../../db/migrate";
import { jobs } from "../../db/schema";
import { defineJob } from "../../queue/define-job";
import { runDueJobs } from "../local-runner";
import { releaseClaimsOfStoppedServer } from "../release-stopped-claims";
import { triggerJob } from "../../queue/trigger-job";

const [dataDir, mode] = process.argv.slice(2);
const hoard: unknown[] = [];

const crashingJob = defineJob({
  id: "test.crash",
  payload: z.object({ n: z.number() }),
  maxAttempts: 3,
  handlers: async () => ({
    handler: async () => {
      // Like a runaway render: keeps everything it makes until the heap is gone.
      for (;;) hoard.push(new Array(100_000).fill({ page: hoard.length }));
    },
  }),
});

const database = await openPglite(dataDir);
await migrateDatabase(database);
await releaseClaimsOfStoppedServer(database.db);
if (mode === "trigger") await triggerJob(database.db, crashingJob, { n: 1 });
const results = await runDueJobs(database.db, { definitions: [crashingJob] });
const rows = await database.db.select().from(jobs);
await database.close();
console.log(JSON.stringify({ results, jobs: rows.map(({ status, attempts, lastError }) => ({ status, attempts, lastError })) }));
