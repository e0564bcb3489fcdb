/**
 * Finalization as idempotent steps: a step that finished is never redone (so no second asset),
 * a finalization that keeps failing ends FAILED with its reason and is never expired, an admin
 * retry completes it exactly once, and a process that is gone fails the job at once.
 */
import { randomUUID } from "node:crypto";
import { and, eq, inArray, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { auditEvents, domainEvents, jobs, pdfAssets, signingProcesses } from "@/server/db/schema";
import { resetEnv } from "@/server/env";
import { resetRateLimiter } from "@/server/throttle/rate-limiter";
import { finalizeSigningProcessJob } from "@/server/queue/definitions/finalize-signing-process";
import { runDueJobs } from "@/server/jobs/local-runner";
import { triggerJob } from "@/server/queue/trigger-job";
import { createTestDatabase, type TestDatabase } from "@/tests/support/database";
import { seedOrganization, type SeededOrganization } from "@/tests/support/fixtures";
import { call, routeAt } from "@/tests/support/http";
import { inDays, oneSignerProcess, readyAsset, signer } from "@/tests/support/signing";
import { expireOverdueSigningProcesses } from "./expire-signing-process";
import { markFinalizationFailed, runFinalizationStep } from "./finalize-signing-process";
import { retrySigningProcessFinalization } from "./retry-finalization";

const processRoute = routeAt("/signing-processes/{id}");

let database: TestDatabase;
let org: SeededOrganization;
let assetId: string;

beforeAll(async () => {
  database = await createTestDatabase();
  org = await seedOrganization(database.db, { plan: "PRO" });
  assetId = await readyAsset(database.db, org.adminKey, 1);
});
afterAll(() => database.close());
beforeEach(() => resetRateLimiter());
afterEach(() => {
  delete process.env.TSA_URL;
  resetEnv();
});

const admin = () => ({ db: database.db, organizationId: org.organizationId, actor: { kind: "SYSTEM" as const, id: null, name: "test" } });
const later = (hours: number) => new Date(Date.now() + hours * 3_600_000);

/** A one-signer process, signed: its finalization is PENDING with a job queued. */
async function signedProcess(): Promise<string> {
  const { id, token } = await oneSignerProcess(database.db, org.adminKey, assetId, { subject: "Finalization", signerName: "Ada Final", expiresAt: inDays(1) });
  expect((await signer.submit(token, { signature: { type: "TYPED", text: "Ada Final" }, consent: true })).status).toBe(200);
  return id;
}

async function finalAssetsOf(id: string) {
  const [process] = await database.db.select().from(signingProcesses).where(eq(signingProcesses.id, id));
  const ids = [process!.signedPdfAssetId, process!.certificatePdfAssetId].filter((value): value is string => value !== null);
  const assets = ids.length ? await database.db.select().from(pdfAssets).where(inArray(pdfAssets.id, ids)) : [];
  return { process: process!, assets };
}

async function countFinalAssets(): Promise<number> {
  const rows = await database.db
    .select({ id: pdfAssets.id })
    .from(pdfAssets)
    .where(and(eq(pdfAssets.organizationId, org.organizationId), inArray(pdfAssets.origin, ["SIGNED_DOCUMENT", "COMPLETION_CERTIFICATE"])));
  return rows.length;
}

const completedEventsOf = async (id: string) => ({
  audit: await database.db.select().from(auditEvents).where(and(eq(auditEvents.signingProcessId, id), eq(auditEvents.type, "process.completed"))),
  webhooks: await database.db.select().from(domainEvents).where(and(eq(domainEvents.signingProcessId, id), eq(domainEvents.type, "signing.completed"))),
});

const previewJobsOf = (assetIds: string[]) =>
  assetIds.length === 0
    ? Promise.resolve([])
    : database.db
        .select()
        .from(jobs)
        .where(and(eq(jobs.name, "pdf-asset.process"), inArray(sql<string>`${jobs.payload}->>'assetId'`, assetIds)));

describe("finalization steps", () => {
  it("never redo a step that finished: a run after a crash keeps the signed document it already stored", async () => {
    const id = await signedProcess();
    const before = await countFinalAssets();
    await runFinalizationStep(database.db, id, "document");
    const afterDocument = await finalAssetsOf(id);
    expect(afterDocument.process.signedPdfAssetId).not.toBeNull();
    expect(afterDocument.process.certificatePdfAssetId).toBeNull();
    expect(afterDocument.process.status).toBe("IN_PROGRESS");

    // The job (queued by the last signature) runs every step; the document step finds its work done.
    await runDueJobs(database.db);
    const done = await finalAssetsOf(id);
    expect(done.process).toMatchObject({ status: "COMPLETED", finalizationStatus: "DONE" });
    expect(done.process.signedPdfAssetId).toBe(afterDocument.process.signedPdfAssetId);
    expect(await countFinalAssets()).toBe(before + 2);
    const events = await completedEventsOf(id);
    expect(events.audit).toHaveLength(1);
    expect(events.webhooks).toHaveLength(1);
    // The process now names the signed file, and so does the certificate's audit event.
    const signed = done.assets.find((asset) => asset.origin === "SIGNED_DOCUMENT")!;
    expect(done.process.documentSha256).toBe(signed.sha256);
    expect(events.audit[0]!.documentSha256).toBe(signed.sha256);

    // Steps run again after success change nothing.
    for (const step of ["document", "certificate", "complete"] as const) await runFinalizationStep(database.db, id, step);
    expect(await countFinalAssets()).toBe(before + 2);
    expect((await completedEventsOf(id)).audit).toHaveLength(1);
  }, 120_000);

  it("queue the final files' previews when the process completes, so rendering them does not slow finalization down", async () => {
    const id = await signedProcess();
    await runFinalizationStep(database.db, id, "document");
    await runFinalizationStep(database.db, id, "certificate");
    const kept = await finalAssetsOf(id);
    expect(kept.assets).toHaveLength(2);
    expect(kept.assets.map((asset) => asset.processingJobId)).toEqual([null, null]);
    expect(await previewJobsOf(kept.assets.map((asset) => asset.id))).toHaveLength(0);

    await runFinalizationStep(database.db, id, "complete");
    const completed = await finalAssetsOf(id);
    const queued = await previewJobsOf(completed.assets.map((asset) => asset.id));
    expect(queued).toHaveLength(2);
    expect(completed.assets.map((asset) => asset.processingJobId).sort()).toEqual(queued.map((job) => String(job.id)).sort());

    await runDueJobs(database.db);
    const rendered = await finalAssetsOf(id);
    for (const asset of rendered.assets) {
      expect(asset.processingStatus).toBe("READY");
      expect(asset.previews).toHaveLength(asset.pageCount);
    }
  }, 120_000);

  it("queue the previews of a final file already kept when finalization fails, once", async () => {
    const id = await signedProcess();
    await runFinalizationStep(database.db, id, "document");
    await markFinalizationFailed(database.db, id, "The timestamp authority did not answer");
    await markFinalizationFailed(database.db, id, "The timestamp authority did not answer");
    const { assets } = await finalAssetsOf(id);
    expect(assets).toHaveLength(1);
    const queued = await previewJobsOf(assets.map((asset) => asset.id));
    expect(queued).toHaveLength(1);
    expect(assets[0]!.processingJobId).toBe(String(queued[0]!.id));
  }, 120_000);

  it("after the last attempt show FAILED with the reason, are never expired, and complete once when an admin retries", async () => {
    // A timestamp authority that cannot be reached: every seal fails, and nothing is stored.
    process.env.TSA_URL = "http://127.0.0.1:9/tsa";
    resetEnv();
    const id = await signedProcess();
    const before = await countFinalAssets();
    for (let attempt = 1; attempt <= finalizeSigningProcessJob.maxAttempts; attempt++) await runDueJobs(database.db, { now: later(attempt) });

    const read = await call(processRoute.GET, "GET", `/api/v1/signing-processes/${id}`, { apiKey: org.adminKey, params: { id } });
    expect(read.json.data.status).toBe("IN_PROGRESS");
    expect(read.json.data.finalization).toEqual({ status: "FAILED", error: expect.stringMatching(/timestamp/i) });
    expect(await countFinalAssets()).toBe(before);

    // Past its expiry, a fully signed process is still not expired, by a read or by the sweep.
    await database.db.update(signingProcesses).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(signingProcesses.id, id));
    expect(await expireOverdueSigningProcesses(database.db, { organizationId: org.organizationId })).toBe(0);
    const stillSigned = await call(processRoute.GET, "GET", `/api/v1/signing-processes/${id}`, { apiKey: org.adminKey, params: { id } });
    expect(stillSigned.json.data.status).toBe("IN_PROGRESS");

    // A retry of a process that did not fail is refused; of this one, it runs the steps again.
    delete process.env.TSA_URL;
    resetEnv();
    const retried = await retrySigningProcessFinalization(admin(), { id });
    expect(retried.finalization).toEqual({ status: "PENDING", error: null });
    await expect(retrySigningProcessFinalization(admin(), { id })).rejects.toMatchObject({ code: "INVALID_STATE" });
    await runDueJobs(database.db);
    const done = await finalAssetsOf(id);
    expect(done.process).toMatchObject({ status: "COMPLETED", finalizationStatus: "DONE", finalizationError: null });
    expect(await countFinalAssets()).toBe(before + 2);
    const events = await completedEventsOf(id);
    expect(events.audit).toHaveLength(1);
    expect(events.webhooks).toHaveLength(1);
  }, 180_000);

  it("show FAILED with a plain reason when the last attempt died with the server, instead of running it again", async () => {
    const id = await signedProcess();
    // Every attempt so far ended the process running it (a runaway render): the job is left RUNNING.
    const [job] = await database.db
      .update(jobs)
      .set({ status: "RUNNING", attempts: finalizeSigningProcessJob.maxAttempts, lockedAt: new Date(Date.now() - 3_600_000), lockedBy: "stopped-server" })
      .where(and(eq(jobs.name, finalizeSigningProcessJob.id), eq(sql<string>`${jobs.payload}->>'signingProcessId'`, id)))
      .returning();

    expect(await runDueJobs(database.db)).toEqual([expect.objectContaining({ jobId: String(job!.id), status: "FAILED", attempt: finalizeSigningProcessJob.maxAttempts })]);
    const { process } = await finalAssetsOf(id);
    expect(process).toMatchObject({
      status: "IN_PROGRESS",
      finalizationStatus: "FAILED",
      finalizationError: "The final files could not be made: the server stopped during the last of 5 attempts",
    });
  });

  it("can be retried only in the caller's organization, by an admin, for a well-formed id", async () => {
    const id = await signedProcess();
    await database.db.update(signingProcesses).set({ finalizationStatus: "FAILED", finalizationError: "x" }).where(eq(signingProcesses.id, id));
    const other = await seedOrganization(database.db, { plan: "PRO", name: "Other Org" });
    const otherAdmin = { db: database.db, organizationId: other.organizationId, actor: { kind: "SYSTEM" as const, id: null, name: "test" } };
    await expect(retrySigningProcessFinalization(otherAdmin, { id })).rejects.toMatchObject({ code: "NOT_FOUND", status: 404 });
    await expect(retrySigningProcessFinalization(admin(), { id: "not-a-uuid" })).rejects.toMatchObject({ status: 400 });
    const member = { db: database.db, organizationId: org.organizationId, actor: { kind: "API_KEY" as const, id: "k", name: "member", userId: org.userId, role: "MEMBER" as const } };
    await expect(retrySigningProcessFinalization(member, { id })).rejects.toMatchObject({ code: "INSUFFICIENT_ROLE" });
    // Nothing changed by any refusal.
    const [process] = await database.db.select().from(signingProcesses).where(eq(signingProcesses.id, id));
    expect(process).toMatchObject({ finalizationStatus: "FAILED", finalizationError: "x" });
  });

  it("fail the job at once when the process no longer exists", async () => {
    const missing = randomUUID();
    const { jobId } = await triggerJob(database.db, finalizeSigningProcessJob, { signingProcessId: missing });
    await runDueJobs(database.db);
    const [job] = await database.db.select().from(jobs).where(eq(jobs.id, Number(jobId)));
    expect(job).toMatchObject({ status: "FAILED", attempts: 1 });
    expect(job!.lastError).toMatch(/no longer exists/);
    const rows = await database.db.select().from(jobs).where(sql`${jobs.payload}->>'signingProcessId' = ${missing}`);
    expect(rows).toHaveLength(1);
  });
});
