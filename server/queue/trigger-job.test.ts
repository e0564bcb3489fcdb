import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { jobs } from "@/server/db/schema";
import { createTestDatabase, type TestDatabase } from "@/tests/support/database";
import { defineJob } from "./define-job";
import { triggerJob } from "./trigger-job";

const greetJob = defineJob({
  id: "test.greet",
  payload: z.object({ name: z.string().min(1) }),
  maxAttempts: 4,
  handlers: async () => ({ handler: async () => undefined }),
});

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());
beforeEach(async () => {
  await database.db.delete(jobs);
});

describe("triggerJob", () => {
  it("writes no job when the caller's transaction rolls back", async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await triggerJob(tx, greetJob, { name: "Ada" });
        throw new Error("the change failed");
      }),
    ).rejects.toThrow("the change failed");
    expect(await database.db.select().from(jobs)).toEqual([]);
  });

  it("writes one PENDING row with the payload when the transaction commits", async () => {
    const { jobId } = await database.db.transaction((tx) => triggerJob(tx, greetJob, { name: "Ada" }));
    expect(jobId).toMatch(/^\d+$/);
    const rows = await database.db.select().from(jobs);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id: Number(jobId),
      name: "test.greet",
      payload: { name: "Ada" },
      status: "PENDING",
      attempts: 0,
      maxAttempts: 4,
      lockedAt: null,
      finishedAt: null,
    });
  });

  it("refuses an invalid payload and writes nothing", async () => {
    await expect(triggerJob(database.db, greetJob, { name: "" })).rejects.toThrow(/Invalid payload for job "test.greet"/);
    expect(await database.db.select().from(jobs)).toEqual([]);
  });

  it("schedules the job for runAt", async () => {
    const runAt = new Date("2030-01-02T03:04:05.000Z");
    const { jobId } = await triggerJob(database.db, greetJob, { name: "Ada" }, { runAt });
    const [row] = await database.db.select().from(jobs).where(eq(jobs.id, Number(jobId)));
    expect(row?.runAt.toISOString()).toBe(runAt.toISOString());
  });
});
