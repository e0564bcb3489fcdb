/**
 * What claiming the next job costs while a backlog waits (the load run of docs/operations.md
 * left thousands of due jobs): 3,000 due jobs of three organizations and of none, a few of them
 * running. Each iteration claims one job and puts it back, so the backlog stays the same.
 * On Postgres with DATABASE_URL, else on the embedded database.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, bench, describe } from "vitest";
import { jobs } from "@/server/db/schema";
import { claimNextJob } from "@/server/jobs/claim-next-job";
import { createTestDatabase, type TestDatabase } from "@/tests/support/database";

const BACKLOG = 3_000;
const organizations = ["6f1c2f3e-0000-4000-8000-000000000001", "6f1c2f3e-0000-4000-8000-000000000002", "6f1c2f3e-0000-4000-8000-000000000003", null];
let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
  const past = new Date(Date.now() - 60_000);
  const rows = Array.from({ length: BACKLOG }, (_, index) => {
    const organizationId = organizations[index % organizations.length];
    return {
      name: organizationId ? "signing-process.finalize" : "signer.notify",
      payload: organizationId ? { organizationId, signingProcessId: organizationId } : { signerId: "x", kind: "invite" },
      maxAttempts: 5,
      runAt: new Date(past.getTime() + index),
    };
  });
  for (let start = 0; start < rows.length; start += 500) await database.db.insert(jobs).values(rows.slice(start, start + 500));
  // Some running work of each group, as in a busy server.
  const running = await database.db.select({ id: jobs.id }).from(jobs).limit(6);
  for (const { id } of running) await database.db.update(jobs).set({ status: "RUNNING", lockedAt: new Date(), lockedBy: "elsewhere" }).where(eq(jobs.id, id));
});

afterAll(async () => {
  await database.close();
});

describe(`claiming the next job with ${BACKLOG} due`, () => {
  bench("claimNextJob (fair between organizations), then put it back", async () => {
    const claim = await claimNextJob(database.db, { now: new Date(), workerId: "bench", maxRunningPerGroup: 3 });
    if (!claim) throw new Error("nothing was claimed");
    await database.db.update(jobs).set({ status: "PENDING", lockedAt: null, lockedBy: null, attempts: 0 }).where(eq(jobs.id, claim.job.id));
  });
});
