import { InngestTestEngine } from "@inngest/test";
import { eq } from "drizzle-orm";
import { Inngest } from "inngest";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { jobs } from "@/server/db/schema";
import { createTestDatabase, type TestDatabase } from "@/tests/support/database";
import { defineJob, PermanentJobError, type PermanentFailureContext } from "../queue/define-job";
import { jobEventName } from "./inngest-events";
import { createInngestFunction } from "./inngest-function";
import { triggerJob } from "../queue/trigger-job";

const payload = z.object({ documentId: z.string() });

/** A test job whose one step does what `render` says. */
function testJob(render: () => string) {
  const onPermanentFailure = vi.fn<(context: PermanentFailureContext<z.infer<typeof payload>>) => Promise<void>>(
    async () => undefined,
  );
  const render$ = vi.fn(render);
  const definition = defineJob({
    id: "test.render",
    payload,
    maxAttempts: 3,
    handlers: async () => ({
      handler: async ({ step }) => {
        await step.run("render", render$);
      },
      onPermanentFailure,
    }),
  });
  return { definition, render: render$, onPermanentFailure };
}

// Inngest Cloud is the only thing left out: the engine runs the function in process.
const client = new Inngest({ id: "signet-test", isDev: true });
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

async function engineFor(job: ReturnType<typeof testJob>, documentId: string) {
  const { jobId } = await triggerJob(database.db, job.definition, { documentId });
  const engine = new InngestTestEngine({
    function: createInngestFunction(client, job.definition),
    events: [{ name: jobEventName(job.definition.id), data: { jobId, payload: { documentId } } }],
  });
  return { jobId, engine };
}

describe("createInngestFunction", () => {
  it("is triggered by the job's event and retries maxAttempts - 1 times", () => {
    const fn = createInngestFunction(client, testJob(() => "ok").definition);
    expect(fn.id()).toBe("test.render");
    expect(fn.opts.retries).toBe(2);
    expect(fn.opts.triggers).toEqual([{ event: "signet/job.test.render" }]);
  });

  it("runs the handler's steps and marks the row SUCCEEDED", async () => {
    const job = testJob(() => "rendered");
    const { jobId, engine } = await engineFor(job, "doc-1");

    const { result, error, ctx } = await engine.execute();
    expect(error).toBeUndefined();
    expect(result).toEqual({ skipped: false });
    expect(ctx.step.run).toHaveBeenCalledWith("render", expect.any(Function));
    expect(job.render).toHaveBeenCalledTimes(1);
    expect(await jobRow(jobId)).toMatchObject({ status: "SUCCEEDED", attempts: 1, lockedBy: null, lastError: null });
    expect((await jobRow(jobId)).finishedAt).toBeInstanceOf(Date);
  });

  it("surfaces a failing step as a retriable step error and records it on the row", async () => {
    const job = testJob(() => {
      throw new Error("storage unavailable");
    });
    const { jobId, engine } = await engineFor(job, "doc-2");

    const { step, error } = await engine.executeStep("render");
    expect(step.op).toBe("StepError");
    expect(error).toMatchObject({ message: "storage unavailable" });
    expect(await jobRow(jobId)).toMatchObject({ status: "RUNNING", lockedBy: "inngest", lastError: "storage unavailable" });
  });

  it("turns PermanentJobError into a step that is not retried", async () => {
    const job = testJob(() => {
      throw new PermanentJobError("the PDF is encrypted");
    });
    const { engine } = await engineFor(job, "doc-3");

    const { step, error } = await engine.executeStep("render");
    expect(step.op).toBe("StepFailed");
    expect(error).toMatchObject({ name: "NonRetriableError", message: "the PDF is encrypted" });
  });

  it("skips the handler when the row has already finished (a duplicate event)", async () => {
    const job = testJob(() => "rendered");
    const { jobId, engine } = await engineFor(job, "doc-4");
    await database.db.update(jobs).set({ status: "SUCCEEDED" }).where(eq(jobs.id, Number(jobId)));

    const { result } = await engine.execute();
    expect(result).toEqual({ skipped: true });
    expect(job.render).not.toHaveBeenCalled();
  });

  it("marks the row FAILED and calls onPermanentFailure when Inngest gives up", async () => {
    const job = testJob(() => "unused");
    const { jobId } = await triggerJob(database.db, job.definition, { documentId: "doc-5" });
    const onFailure = createInngestFunction(client, job.definition).opts.onFailure;
    type FailureContext = Parameters<NonNullable<typeof onFailure>>[0];
    const originalEvent = { name: jobEventName(job.definition.id), data: { jobId, payload: { documentId: "doc-5" } } };
    const error = new Error("renderer crashed");

    await onFailure!({
      event: { name: "inngest/function.failed", data: { function_id: "signet-test-test.render", run_id: "run", error, event: originalEvent } },
      error,
    } as unknown as FailureContext);

    expect(await jobRow(jobId)).toMatchObject({ status: "FAILED", lastError: "renderer crashed" });
    expect(job.onPermanentFailure).toHaveBeenCalledTimes(1);
    expect(job.onPermanentFailure.mock.calls[0]?.[0]).toMatchObject({ payload: { documentId: "doc-5" }, jobId, error });
  });
});
