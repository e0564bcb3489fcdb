import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { jobs } from "@/server/db/schema";
import { createTestDatabase, type TestDatabase } from "@/tests/support/database";
import { defineJob, PermanentJobError, type JobContext, type PermanentFailureContext } from "../queue/define-job";
import { runDueJobs, runNextJob, startLocalRunner, type RunResult } from "./local-runner";
import { JOB_LEASE_MS, LEASE_RENEWAL_MS } from "./retry-policy";
import { triggerJob } from "../queue/trigger-job";
import { releaseClaimsOfStoppedServer } from "./release-stopped-claims";

const payload = z.object({ documentId: z.string() });
type Payload = z.infer<typeof payload>;

/** A test job whose handler does what `behave` says; it records every call. */
function testJob(behave: (context: JobContext<Payload>) => Promise<void> | void, maxAttempts = 5) {
  const calls: JobContext<Payload>[] = [];
  const onPermanentFailure = vi.fn<(context: PermanentFailureContext<Payload>) => Promise<void>>(async () => undefined);
  const definition = defineJob({
    id: "test.job",
    payload,
    maxAttempts,
    handlers: async () => ({
      handler: async (context) => {
        calls.push(context);
        await behave(context);
      },
      onPermanentFailure,
    }),
  });
  return { definition, calls, onPermanentFailure, definitions: [definition] };
}

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());
beforeEach(async () => {
  await database.db.delete(jobs);
});

async function jobRow(jobId: string) {
  const [row] = await database.db.select().from(jobs).where(eq(jobs.id, Number(jobId)));
  if (!row) throw new Error(`no job ${jobId}`);
  return row;
}

const seconds = (ms: number) => ms / 1000;

describe("runNextJob", () => {
  it("runs a job once and marks it SUCCEEDED", async () => {
    const job = testJob(async ({ step }) => {
      expect(await step.run("count", () => 41 + 1)).toBe(42);
    });
    const { jobId } = await triggerJob(database.db, job.definition, { documentId: "doc-1" });

    const result = await runNextJob(database.db, { definitions: job.definitions });
    expect(result).toEqual({ jobId, name: "test.job", attempt: 1, status: "SUCCEEDED" });
    expect(await runNextJob(database.db, { definitions: job.definitions })).toBeNull();

    expect(job.calls).toHaveLength(1);
    expect(job.calls[0]).toMatchObject({ payload: { documentId: "doc-1" }, jobId, attempt: 1 });
    expect(await jobRow(jobId)).toMatchObject({ status: "SUCCEEDED", attempts: 1, lockedAt: null, lockedBy: null });
    expect((await jobRow(jobId)).finishedAt).toBeInstanceOf(Date);
  });

  it("retries a failing job with growing delays and records the last error", async () => {
    const job = testJob(({ attempt }) => {
      if (attempt <= 2) throw new Error(`storage unavailable (${attempt})`);
    });
    const start = new Date("2030-01-01T00:00:00.000Z");
    const { jobId } = await triggerJob(database.db, job.definition, { documentId: "doc-2" }, { runAt: start });

    const first = (await runNextJob(database.db, { now: start, definitions: job.definitions })) as RunResult;
    expect(first).toMatchObject({ status: "PENDING", attempt: 1, error: "storage unavailable (1)" });
    const firstDelay = first.retryAt!.getTime() - start.getTime();
    expect(seconds(firstDelay)).toBeGreaterThanOrEqual(2);
    expect(seconds(firstDelay)).toBeLessThan(3);
    expect(await jobRow(jobId)).toMatchObject({ status: "PENDING", attempts: 1, lastError: "storage unavailable (1)", lockedBy: null });

    // Not due before its retry time.
    expect(await runNextJob(database.db, { now: new Date(start.getTime() + 1_000), definitions: job.definitions })).toBeNull();

    const second = (await runNextJob(database.db, { now: first.retryAt, definitions: job.definitions })) as RunResult;
    expect(second).toMatchObject({ status: "PENDING", attempt: 2, error: "storage unavailable (2)" });
    const secondDelay = second.retryAt!.getTime() - first.retryAt!.getTime();
    expect(seconds(secondDelay)).toBeGreaterThanOrEqual(8);
    expect(seconds(secondDelay)).toBeLessThan(9);
    expect((await jobRow(jobId)).lastError).toBe("storage unavailable (2)");

    const third = await runNextJob(database.db, { now: second.retryAt, definitions: job.definitions });
    expect(third).toMatchObject({ status: "SUCCEEDED", attempt: 3 });
    expect(await jobRow(jobId)).toMatchObject({ status: "SUCCEEDED", attempts: 3 });
    expect(job.calls.map((call) => call.attempt)).toEqual([1, 2, 3]);
  });

  it("fails a job that always fails after maxAttempts and calls onPermanentFailure once", async () => {
    const job = testJob(() => {
      throw new Error("renderer crashed");
    }, 3);
    const { jobId } = await triggerJob(database.db, job.definition, { documentId: "doc-3" });

    let now = new Date();
    const statuses: string[] = [];
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      const result = (await runNextJob(database.db, { now, definitions: job.definitions })) as RunResult;
      statuses.push(result.status);
      now = result.retryAt ?? now;
    }
    expect(statuses).toEqual(["PENDING", "PENDING", "FAILED"]);
    expect(await runNextJob(database.db, { now: new Date(now.getTime() + 3_600_000), definitions: job.definitions })).toBeNull();

    expect(job.calls).toHaveLength(3);
    expect(await jobRow(jobId)).toMatchObject({ status: "FAILED", attempts: 3, lastError: "renderer crashed", lockedBy: null });
    expect(job.onPermanentFailure).toHaveBeenCalledTimes(1);
    expect(job.onPermanentFailure.mock.calls[0]?.[0]).toMatchObject({
      payload: { documentId: "doc-3" },
      jobId,
      error: expect.objectContaining({ message: "renderer crashed" }),
    });
  });

  it("fails at once on PermanentJobError", async () => {
    const job = testJob(async ({ step }) => {
      await step.run("render", () => {
        throw new PermanentJobError("the PDF is encrypted");
      });
    });
    const { jobId } = await triggerJob(database.db, job.definition, { documentId: "doc-4" });

    expect(await runNextJob(database.db, { definitions: job.definitions })).toMatchObject({
      status: "FAILED",
      attempt: 1,
      error: "the PDF is encrypted",
    });
    expect(await jobRow(jobId)).toMatchObject({ status: "FAILED", attempts: 1, lastError: "the PDF is encrypted" });
    expect(job.onPermanentFailure).toHaveBeenCalledTimes(1);
  });

  it("fails a job with an unknown name permanently", async () => {
    const job = testJob(() => undefined);
    const { jobId } = await triggerJob(database.db, job.definition, { documentId: "doc-5" });

    const result = await runNextJob(database.db, { definitions: [] });
    expect(result).toMatchObject({ status: "FAILED", name: "test.job" });
    expect(await jobRow(jobId)).toMatchObject({ status: "FAILED", attempts: 1 });
    expect((await jobRow(jobId)).lastError).toContain('No job definition is registered under the name "test.job"');
  });

  it("fails a job whose stored payload no longer parses, without retrying", async () => {
    const job = testJob(() => undefined);
    const { jobId } = await triggerJob(database.db, job.definition, { documentId: "doc-6" });
    await database.db.update(jobs).set({ payload: { documentId: 6 } }).where(eq(jobs.id, Number(jobId)));

    expect(await runNextJob(database.db, { definitions: job.definitions })).toMatchObject({ status: "FAILED" });
    expect((await jobRow(jobId)).lastError).toMatch(/^Invalid payload/);
    expect(job.calls).toHaveLength(0);
    expect(job.onPermanentFailure).not.toHaveBeenCalled();
  });
});

describe("runDueJobs", () => {
  it("runs every due job and leaves later ones", async () => {
    const job = testJob(() => undefined);
    for (const documentId of ["a", "b", "c"]) await triggerJob(database.db, job.definition, { documentId });
    await triggerJob(database.db, job.definition, { documentId: "later" }, { runAt: new Date(Date.now() + 60_000) });

    const results = await runDueJobs(database.db, { definitions: job.definitions });
    expect(results.map((result) => result.status)).toEqual(["SUCCEEDED", "SUCCEEDED", "SUCCEEDED"]);
    expect(job.calls.map((call) => call.payload.documentId)).toEqual(["a", "b", "c"]);
  });
});

describe("restart survival", () => {
  async function runningJob(job: ReturnType<typeof testJob>, lockedAt: Date, attempts = 1, lockedBy = "dead-worker") {
    const { jobId } = await triggerJob(database.db, job.definition, { documentId: "doc-r" });
    await database.db
      .update(jobs)
      .set({ status: "RUNNING", attempts, lockedAt, lockedBy })
      .where(eq(jobs.id, Number(jobId)));
    return jobId;
  }

  it("reclaims a RUNNING job whose lease expired and runs it as the next attempt", async () => {
    const job = testJob(() => undefined);
    const jobId = await runningJob(job, new Date(Date.now() - JOB_LEASE_MS - 60_000));

    expect(await runNextJob(database.db, { definitions: job.definitions })).toMatchObject({ status: "SUCCEEDED", attempt: 2 });
    expect(job.calls).toHaveLength(1);
    const row = await jobRow(jobId);
    expect(row).toMatchObject({ status: "SUCCEEDED", attempts: 2 });
    expect(row.lastError).toContain("Attempt 1 did not finish");
  });

  it("takes up at once, after an embedded server restarts, a job its stopped process left RUNNING", async () => {
    const job = testJob(() => undefined);
    const jobId = await runningJob(job, new Date(Date.now() - 1000));
    expect(await runNextJob(database.db, { definitions: job.definitions })).toBeNull();

    expect(await releaseClaimsOfStoppedServer(database.db)).toBe(1);
    expect(await runNextJob(database.db, { definitions: job.definitions })).toMatchObject({ status: "SUCCEEDED", attempt: 2 });
    expect((await jobRow(jobId)).lastError).toContain("Attempt 1 did not finish");
  });

  it("leaves a RUNNING job with a fresh lease alone", async () => {
    const job = testJob(() => undefined);
    const lockedAt = new Date(Date.now() - 60_000);
    const jobId = await runningJob(job, lockedAt);

    expect(await runNextJob(database.db, { definitions: job.definitions })).toBeNull();
    expect(job.calls).toHaveLength(0);
    expect(await jobRow(jobId)).toMatchObject({ status: "RUNNING", attempts: 1, lockedBy: "dead-worker", lockedAt });
  });

  it("fails a job whose last attempt died with its process", async () => {
    const job = testJob(() => undefined, 2);
    const jobId = await runningJob(job, new Date(Date.now() - JOB_LEASE_MS - 1_000), 2);

    expect(await runNextJob(database.db, { definitions: job.definitions })).toMatchObject({ status: "FAILED", attempt: 2 });
    expect(job.calls).toHaveLength(0);
    expect(await jobRow(jobId)).toMatchObject({ status: "FAILED", attempts: 2 });
    expect(job.onPermanentFailure).toHaveBeenCalledTimes(1);
  });

  it("renews the lease of a long job, so no other runner takes it for dead", async () => {
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval", "Date"] });
    try {
      let release!: () => void;
      const gate = new Promise<void>((resolve) => (release = resolve));
      let started!: () => void;
      const running = new Promise<void>((resolve) => (started = resolve));
      const job = testJob(async () => {
        started();
        await gate;
      });
      const { jobId } = await triggerJob(database.db, job.definition, { documentId: "long" });
      const start = new Date();
      const run = runNextJob(database.db, { now: start, definitions: job.definitions, workerId: "worker-a" });
      await running;

      await vi.advanceTimersByTimeAsync(LEASE_RENEWAL_MS);
      await vi.waitFor(async () =>
        expect((await jobRow(jobId)).lockedAt?.getTime()).toBeGreaterThanOrEqual(start.getTime() + LEASE_RENEWAL_MS),
      );
      const pastFirstLease = new Date(start.getTime() + JOB_LEASE_MS + 1_000);
      expect(await runNextJob(database.db, { now: pastFirstLease, definitions: job.definitions, workerId: "worker-b" })).toBeNull();

      release();
      expect(await run).toMatchObject({ status: "SUCCEEDED", attempt: 1 });
      expect(job.calls).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it("leaves jobs handed to Inngest to Inngest", async () => {
    const job = testJob(() => undefined);
    await runningJob(job, new Date(Date.now() - JOB_LEASE_MS - 60_000), 1, "inngest");

    expect(await runNextJob(database.db, { definitions: job.definitions })).toBeNull();
  });
});

// Note: PGlite is one connection that runs one statement at a time, so there two runners can
// never race; the race is only real, and only tested, on Postgres (DATABASE_URL).
const onPostgres = Boolean(process.env.DATABASE_URL);

describe("concurrent runners", () => {
  it.skipIf(!onPostgres)("never run the same job twice (Postgres only: PGlite is single-connection)", async () => {
    const runs = new Map<string, number>();
    const job = testJob(async ({ payload }) => {
      runs.set(payload.documentId, (runs.get(payload.documentId) ?? 0) + 1);
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    const ids = Array.from({ length: 12 }, (_, index) => `doc-${index}`);
    for (const documentId of ids) await triggerJob(database.db, job.definition, { documentId });

    const [a, b] = await Promise.all([
      runDueJobs(database.db, { definitions: job.definitions, workerId: "worker-a" }),
      runDueJobs(database.db, { definitions: job.definitions, workerId: "worker-b" }),
    ]);
    expect(a.length + b.length).toBe(ids.length);
    expect(a.length).toBeGreaterThan(0);
    expect(b.length).toBeGreaterThan(0);
    expect([...runs.values()].every((count) => count === 1)).toBe(true);
    expect([...runs.keys()].sort()).toEqual([...ids].sort());
  });

  it.skipIf(!onPostgres)("hand one due job to exactly one of two simultaneous claims", async () => {
    const job = testJob(() => undefined);
    await triggerJob(database.db, job.definition, { documentId: "only" });

    const results = await Promise.all([
      runNextJob(database.db, { definitions: job.definitions, workerId: "worker-a" }),
      runNextJob(database.db, { definitions: job.definitions, workerId: "worker-b" }),
    ]);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(job.calls).toHaveLength(1);
  });

  it.runIf(!onPostgres)("run jobs one after another on PGlite", async () => {
    const job = testJob(() => undefined);
    for (const documentId of ["x", "y"]) await triggerJob(database.db, job.definition, { documentId });

    const results = await Promise.all([
      runNextJob(database.db, { definitions: job.definitions, workerId: "worker-a" }),
      runNextJob(database.db, { definitions: job.definitions, workerId: "worker-b" }),
    ]);
    expect(results.map((result) => result?.status)).toEqual(["SUCCEEDED", "SUCCEEDED"]);
    expect(job.calls.map((call) => call.payload.documentId).sort()).toEqual(["x", "y"]);
  });
});

describe("startLocalRunner", () => {
  it("runs a job triggered after it started, without waiting for the next poll", async () => {
    let finished!: () => void;
    const done = new Promise<void>((resolve) => (finished = resolve));
    const job = testJob(() => finished());
    // A poll interval far longer than the test: only the trigger's nudge can start the job.
    const runner = startLocalRunner({ definitions: job.definitions, pollIntervalMs: 60_000 });
    try {
      await new Promise((resolve) => setTimeout(resolve, 50));
      const { jobId } = await triggerJob(database.db, job.definition, { documentId: "nudged" });
      await done;
      await vi.waitFor(async () => expect((await jobRow(jobId)).status).toBe("SUCCEEDED"));
    } finally {
      await runner.stop();
    }
  });

  it("runs a job triggered inside a transaction that commits after the nudge, without waiting for the next poll", async () => {
    let finished!: () => void;
    const done = new Promise<void>((resolve) => (finished = resolve));
    const job = testJob(() => finished());
    const runner = startLocalRunner({ definitions: job.definitions, pollIntervalMs: 60_000 });
    try {
      // As a signer's submit queues finalization: the nudge fires before the row is committed,
      // so the claim it starts on another connection finds nothing yet.
      await database.db.transaction(async (tx) => {
        await triggerJob(tx, job.definition, { documentId: "committed later" });
        await new Promise((resolve) => setTimeout(resolve, 100));
      });
      await done;
    } finally {
      await runner.stop();
    }
  });

  it("stops after the job in progress has finished", async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let started!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    const job = testJob(async () => {
      started();
      await gate;
    });
    const { jobId } = await triggerJob(database.db, job.definition, { documentId: "slow" });
    const runner = startLocalRunner({ definitions: job.definitions, pollIntervalMs: 10 });
    await running;

    const stopped = runner.stop();
    release();
    await stopped;
    expect((await jobRow(jobId)).status).toBe("SUCCEEDED");
    await triggerJob(database.db, job.definition, { documentId: "after-stop" });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(job.calls).toHaveLength(1);
  });
});

describe("concurrency and fairness between organizations", () => {
  const orgPayload = z.object({ organizationId: z.string().optional(), name: z.string() });
  type OrgPayload = z.infer<typeof orgPayload>;

  function orgJob(handle: (payload: OrgPayload) => Promise<void>) {
    const definition = defineJob({ id: "test.org-job", payload: orgPayload, handlers: async () => ({ handler: ({ payload }) => handle(payload) }) });
    return { definition, definitions: [definition] };
  }

  function signal() {
    let fire!: () => void;
    const fired = new Promise<void>((resolve) => (fire = resolve));
    return { fire, fired };
  }

  /** Fails the test instead of hanging it when `promise` never settles. */
  function within<T>(promise: Promise<T>, what: string, ms = 10_000): Promise<T> {
    return Promise.race([promise, new Promise<T>((_, reject) => setTimeout(() => reject(new Error(`${what} did not happen`)), ms))]);
  }

  async function statusOf(name: string) {
    const [row] = await database.db.select().from(jobs).where(sql`${jobs.payload}->>'name' = ${name}`);
    return row?.status;
  }

  it("runs another organization's job while one organization's long job holds a slot", async () => {
    const release = signal();
    const aStarted = signal();
    const bDone = signal();
    const job = orgJob(async ({ name }) => {
      if (name === "a-1") {
        aStarted.fire();
        await release.fired;
      }
      if (name === "b-1") bDone.fire();
    });
    // A's second job is older than B's: first-come-first-served would pick it next.
    await triggerJob(database.db, job.definition, { organizationId: "org-a", name: "a-1" });
    await triggerJob(database.db, job.definition, { organizationId: "org-a", name: "a-2" });
    await triggerJob(database.db, job.definition, { organizationId: "org-b", name: "b-1" });
    const runner = startLocalRunner({ definitions: job.definitions, pollIntervalMs: 60_000, concurrency: 2 });
    try {
      await within(aStarted.fired, "a-1 starting");
      await within(bDone.fired, "b-1 running while a-1 runs");
      await vi.waitFor(async () => expect(await statusOf("b-1")).toBe("SUCCEEDED"));
      expect(await statusOf("a-1")).toBe("RUNNING");
      // One slot stays free for others: A never holds both.
      expect(await statusOf("a-2")).toBe("PENDING");
      release.fire();
      await vi.waitFor(async () => expect(await statusOf("a-2")).toBe("SUCCEEDED"));
    } finally {
      release.fire();
      await runner.stop();
    }
  });

  it("counts jobs without an organization as one group of their own", async () => {
    const release = signal();
    const started = signal();
    const systemDone = signal();
    const job = orgJob(async ({ name }) => {
      if (name === "a-1") {
        started.fire();
        await release.fired;
      }
      if (name === "system") systemDone.fire();
    });
    await triggerJob(database.db, job.definition, { organizationId: "org-a", name: "a-1" });
    await triggerJob(database.db, job.definition, { organizationId: "org-a", name: "a-2" });
    await triggerJob(database.db, job.definition, { name: "system" });
    const runner = startLocalRunner({ definitions: job.definitions, pollIntervalMs: 60_000, concurrency: 2 });
    try {
      await within(started.fired, "a-1 starting");
      await within(systemDone.fired, "the job without an organization running while a-1 runs");
      expect(await statusOf("a-2")).toBe("PENDING");
    } finally {
      release.fire();
      await runner.stop();
    }
  });

  it("runs each of many jobs exactly once with several slots (and two runners on Postgres)", async () => {
    const runs = new Map<string, number>();
    let inFlight = 0;
    let mostInFlight = 0;
    const job = orgJob(async ({ name }) => {
      runs.set(name, (runs.get(name) ?? 0) + 1);
      mostInFlight = Math.max(mostInFlight, ++inFlight);
      await new Promise((resolve) => setTimeout(resolve, 20));
      inFlight--;
    });
    const names = Array.from({ length: 24 }, (_, index) => `job-${index}`);
    for (const [index, name] of names.entries()) {
      await triggerJob(database.db, job.definition, { organizationId: `org-${index % 3}`, name });
    }
    const runners = (onPostgres ? ["worker-a", "worker-b"] : ["worker-a"]).map((workerId) =>
      startLocalRunner({ definitions: job.definitions, pollIntervalMs: 20, concurrency: 4, workerId }),
    );
    try {
      await vi.waitFor(() => expect(runs.size).toBe(names.length), { timeout: 20_000 });
      await vi.waitFor(async () => {
        const rows = await database.db.select().from(jobs);
        expect(rows.every((row) => row.status === "SUCCEEDED")).toBe(true);
      });
    } finally {
      await Promise.all(runners.map((runner) => runner.stop()));
    }
    expect([...runs.values()].every((count) => count === 1)).toBe(true);
    expect(mostInFlight).toBeGreaterThan(1);
    expect(mostInFlight).toBeLessThanOrEqual(4 * runners.length);
  });
});
