import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { jobs } from "@/server/db/schema";
import { createTestDatabase, type TestDatabase } from "@/tests/support/database";
import { defineJob } from "../queue/define-job";
import { dispatchDueJobs, type SendJobEvents } from "./inngest-dispatcher";
import { runNextJob } from "./local-runner";
import { triggerJob } from "../queue/trigger-job";

const renderJob = defineJob({
  id: "test.render",
  payload: z.object({ documentId: z.string() }),
  handlers: async () => ({ handler: async () => undefined }),
});
const retiredJob = defineJob({ id: "test.retired", payload: z.object({}), handlers: async () => ({ handler: async () => undefined }) });
const definitions = [renderJob];

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

describe("dispatchDueJobs", () => {
  it("sends one event per due job and marks the rows as handed to Inngest", async () => {
    const send = vi.fn<SendJobEvents>(async () => undefined);
    const first = await triggerJob(database.db, renderJob, { documentId: "doc-1" });
    const second = await triggerJob(database.db, renderJob, { documentId: "doc-2" });
    const later = await triggerJob(database.db, renderJob, { documentId: "doc-3" }, { runAt: new Date(Date.now() + 60_000) });

    const result = await dispatchDueJobs(database.db, { send, definitions });

    expect(result).toEqual({ dispatched: [first.jobId, second.jobId], failed: [] });
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0]?.[0]).toEqual([
      { id: `signet-job-${first.jobId}`, name: "signet/job.test.render", data: { jobId: first.jobId, payload: { documentId: "doc-1" } } },
      { id: `signet-job-${second.jobId}`, name: "signet/job.test.render", data: { jobId: second.jobId, payload: { documentId: "doc-2" } } },
    ]);
    expect(await jobRow(first.jobId)).toMatchObject({ status: "RUNNING", lockedBy: "inngest" });
    expect(await jobRow(later.jobId)).toMatchObject({ status: "PENDING", lockedBy: null });

    // Handed-over rows are neither sent again nor run locally.
    expect(await dispatchDueJobs(database.db, { send, definitions })).toEqual({ dispatched: [], failed: [] });
    expect(send).toHaveBeenCalledTimes(1);
    expect(await runNextJob(database.db, { definitions })).toBeNull();
  });

  it("leaves the rows PENDING when sending fails, so the next poll sends them again", async () => {
    const { jobId } = await triggerJob(database.db, renderJob, { documentId: "doc-1" });
    const failing = vi.fn<SendJobEvents>(async () => {
      throw new Error("Inngest unreachable");
    });

    await expect(dispatchDueJobs(database.db, { send: failing, definitions })).rejects.toThrow("Inngest unreachable");
    expect(await jobRow(jobId)).toMatchObject({ status: "PENDING", lockedBy: null });

    const send = vi.fn<SendJobEvents>(async () => undefined);
    expect(await dispatchDueJobs(database.db, { send, definitions })).toEqual({ dispatched: [jobId], failed: [] });
  });

  it("fails a job no definition knows instead of sending an event nobody handles", async () => {
    const send = vi.fn<SendJobEvents>(async () => undefined);
    const { jobId } = await triggerJob(database.db, retiredJob, {});

    expect(await dispatchDueJobs(database.db, { send, definitions })).toEqual({ dispatched: [], failed: [jobId] });
    expect(send).not.toHaveBeenCalled();
    expect(await jobRow(jobId)).toMatchObject({ status: "FAILED" });
    expect((await jobRow(jobId)).lastError).toContain('"test.retired"');
  });
});
