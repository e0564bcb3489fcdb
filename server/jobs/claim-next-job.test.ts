/**
 * What a claim costs the database, and that a dead worker's job still comes back when the
 * runner is busy (the look for one is not made on every claim).
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { jobs } from "@/server/db/schema";
import { createLoggedDatabase, type LoggedDatabase } from "@/tests/support/statement-log";
import { claimNextJob, STALE_CHECK_MS } from "./claim-next-job";
import { defineJob } from "../queue/define-job";
import { JOB_LEASE_MS } from "./retry-policy";
import { triggerJob } from "../queue/trigger-job";

const job = defineJob({ id: "test.claim", payload: z.object({ n: z.number() }), maxAttempts: 3, handlers: async () => ({ handler: async () => undefined }) });

let database: LoggedDatabase;
let worker = 0;
let workerId: string;

beforeAll(async () => {
  database = await createLoggedDatabase();
});
afterAll(() => database.close());
beforeEach(async () => {
  await database.db.delete(jobs);
  // A worker of its own per test: when a worker last looked for dead workers' jobs is its own.
  workerId = `claim-test-${(worker += 1)}`;
});

async function queue(count: number): Promise<number[]> {
  const ids: number[] = [];
  for (let n = 0; n < count; n += 1) ids.push(Number((await triggerJob(database.db, job, { n }, { runAt: new Date(Date.now() - 1000) })).jobId));
  return ids;
}

describe("claimNextJob", () => {
  it("claims a due job in one statement once the worker has looked for dead workers' jobs", async () => {
    const [first, second] = await queue(2);
    const now = new Date();
    expect((await claimNextJob(database.db, { now, workerId }))?.job.id).toBe(first);
    database.take();

    const claim = await claimNextJob(database.db, { now, workerId });
    expect(claim).toMatchObject({ kind: "claimed", job: { id: second, status: "RUNNING", attempts: 1, lockedBy: workerId, lockedAt: now } });
    expect(database.take()).toHaveLength(1);
  });

  it("finds nothing in two statements: the claim, and the look for a dead worker's job", async () => {
    const now = new Date();
    expect(await claimNextJob(database.db, { now, workerId })).toBeNull();
    database.take();

    expect(await claimNextJob(database.db, { now, workerId })).toBeNull();
    expect(database.take()).toHaveLength(2);
  });

  it("takes a dead worker's job behind a backlog within STALE_CHECK_MS, as its next attempt", async () => {
    const [dead, ...backlog] = await queue(4);
    const start = new Date();
    await database.db
      .update(jobs)
      .set({ status: "RUNNING", attempts: 1, lockedBy: "dead-worker", lockedAt: new Date(start.getTime() - JOB_LEASE_MS + 5_000) })
      .where(eq(jobs.id, dead!));
    // Its lease is still running: the backlog goes first.
    expect((await claimNextJob(database.db, { now: start, workerId }))?.job.id).toBe(backlog[0]);

    // The lease has ended, but the last look was less than STALE_CHECK_MS ago.
    const later = new Date(start.getTime() + 10_000);
    expect((await claimNextJob(database.db, { now: later, workerId }))?.job.id).toBe(backlog[1]);

    const due = new Date(start.getTime() + STALE_CHECK_MS);
    const claim = await claimNextJob(database.db, { now: due, workerId });
    expect(claim).toMatchObject({ kind: "claimed", job: { id: dead, attempts: 2, lockedBy: workerId } });
    expect(claim?.job.lastError).toContain("Attempt 1 did not finish: worker dead-worker");
  });

  it("fails a dead worker's job that had no attempt left", async () => {
    const [dead] = await queue(1);
    const now = new Date();
    await database.db
      .update(jobs)
      .set({ status: "RUNNING", attempts: 3, lockedBy: "dead-worker", lockedAt: new Date(now.getTime() - JOB_LEASE_MS - 1) })
      .where(eq(jobs.id, dead!));

    const claim = await claimNextJob(database.db, { now, workerId });
    expect(claim).toMatchObject({ kind: "exhausted", job: { id: dead, status: "FAILED", attempts: 3, lockedBy: null, finishedAt: now } });
  });
});
