/**
 * Kept process counts (docs/performance.md, "Scale") against a plain count on a real database:
 * after creations, every kind of status change, an overdue process the sweep has not recorded,
 * concurrent creations and compaction; for an owner, a member and another organization.
 */
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PROCESS_STATUSES, type ProcessStatus } from "@/lib/signing/statuses";
import { userContext } from "@/server/auth/session";
import { processCountDeltas, signingProcesses } from "@/server/db/schema";
import { runDueJobs } from "@/server/jobs/local-runner";
import { createTestDatabase, type TestDatabase } from "@/tests/support/database";
import { createMember, seedOrganization, type SeededOrganization } from "@/tests/support/fixtures";
import { createProcess, inDays, oneSignerProcess, readyAsset, signer, twoSignerBody } from "@/tests/support/signing";
import { publishedPdfTemplate, startBody, templateApi } from "@/tests/support/templates";
import type { ServiceContext } from "../context";
import { overviewCounts } from "../overview/overview-counts";
import { expireOverdueSigningProcesses } from "./expire-signing-process";
import { listSigningProcesses } from "./list-signing-processes";
import { effectiveStatusSql } from "./process-state";
import { compactGrownProcessCounts, compactProcessCounts, processCounts } from "./process-counts";
import { voidSigningProcess } from "./void-signing-process";

let database: TestDatabase;
let org: SeededOrganization;
let other: SeededOrganization;
let member: { userId: string; apiKey: string };
let asset: string;

const sessionOf = async (userId: string): Promise<ServiceContext> => (await userContext(database.db, userId))!;
const sign = (token: string) => signer.submit(token, { signature: { type: "TYPED", text: "Ada Signer" }, consent: true });
const listTotal = async (ctx: ServiceContext, status?: ProcessStatus[]) =>
  (await listSigningProcesses(ctx, { page: 1, pageSize: 1, status })).total;

/** What a count of the rows answers, status by status as the processes read now. */
async function plainCounts(organizationId: string, createdByUserId?: string): Promise<Record<ProcessStatus, number>> {
  const rows = await database.db
    .select({ status: effectiveStatusSql(new Date()), count: sql<number>`count(*)`.mapWith(Number) })
    .from(signingProcesses)
    .where(and(eq(signingProcesses.organizationId, organizationId), createdByUserId ? eq(signingProcesses.createdByUserId, createdByUserId) : undefined))
    .groupBy(sql`1`);
  const counts = Object.fromEntries(PROCESS_STATUSES.map((status) => [status, 0])) as Record<ProcessStatus, number>;
  for (const row of rows) counts[row.status] = row.count;
  return counts;
}

/** The list's totals (all, each status, two statuses) and the kept counts agree with a plain count. */
async function expectTotalsMatch(ctx: ServiceContext, organizationId: string, createdByUserId?: string): Promise<Record<ProcessStatus, number>> {
  const plain = await plainCounts(organizationId, createdByUserId);
  const kept = await processCounts(database.db, organizationId, createdByUserId, new Date());
  expect(kept.byStatus).toEqual(plain);
  const all = Object.values(plain).reduce((sum, count) => sum + count, 0);
  expect(await listTotal(ctx)).toBe(all);
  for (const status of PROCESS_STATUSES) expect(await listTotal(ctx, [status]), status).toBe(plain[status]);
  expect(await listTotal(ctx, ["SENT", "EXPIRED"])).toBe(plain.SENT + plain.EXPIRED);
  expect((await overviewCounts(ctx, new Date())).total).toBe(all);
  return plain;
}

beforeAll(async () => {
  database = await createTestDatabase();
  org = await seedOrganization(database.db, { plan: "PRO" });
  other = await seedOrganization(database.db, { plan: "PRO" });
  member = await createMember(database.db, org);
  asset = await readyAsset(database.db, org.adminKey, 2);
  const otherAsset = await readyAsset(database.db, other.adminKey, 2);
  expect((await createProcess(other.adminKey, twoSignerBody(otherAsset))).status).toBe(201);
}, 120_000);
afterAll(() => database.close());

describe("kept process counts", () => {
  it("equal a plain count after creations, completion, decline, void, failed finalization and the expiry sweep", async () => {
    const owner = await sessionOf(org.userId);
    for (let i = 0; i < 3; i += 1) expect((await createProcess(org.adminKey, twoSignerBody(asset))).status).toBe(201);
    expect((await expectTotalsMatch(owner, org.organizationId)).SENT).toBe(3);

    const completed = await oneSignerProcess(database.db, org.adminKey, asset);
    expect((await sign(completed.token)).status).toBe(200);
    await runDueJobs(database.db);
    const declined = await oneSignerProcess(database.db, org.adminKey, asset);
    expect((await signer.decline(declined.token, "No")).status).toBe(200);
    const voided = await oneSignerProcess(database.db, org.adminKey, asset);
    await voidSigningProcess(owner, { id: voided.id });
    const failed = await oneSignerProcess(database.db, org.adminKey, asset);
    expect((await sign(failed.token)).status).toBe(200);
    await database.db.update(signingProcesses).set({ finalizationStatus: "FAILED", finalizationError: "x" }).where(eq(signingProcesses.id, failed.id));
    const counts = await expectTotalsMatch(owner, org.organizationId);
    expect(counts).toMatchObject({ COMPLETED: 1, DECLINED: 1, VOIDED: 1 });
    expect(await overviewCounts(owner, new Date())).toMatchObject({ completedThisMonth: 1, failedFinalizations: 1, waitingForOthers: 3 });

    // Past its deadline but not swept: it reads EXPIRED everywhere, then the sweep records it.
    const overdue = await oneSignerProcess(database.db, org.adminKey, asset);
    await database.db.update(signingProcesses).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(signingProcesses.id, overdue.id));
    expect((await expectTotalsMatch(owner, org.organizationId)).EXPIRED).toBe(1);
    expect((await overviewCounts(owner, new Date())).waitingForOthers).toBe(3);
    expect(await expireOverdueSigningProcesses(database.db, { organizationId: org.organizationId })).toBe(1);
    expect((await expectTotalsMatch(owner, org.organizationId)).EXPIRED).toBe(1);

    // The other organization's processes never count here, nor these there.
    expect(await expectTotalsMatch(await sessionOf(other.userId), other.organizationId)).toMatchObject({ SENT: 1 });
  }, 120_000);

  it("count for a member only the processes they created", async () => {
    const templateId = await publishedPdfTemplate(org.adminKey, asset, "Counted lease");
    expect((await templateApi.start(member.apiKey, templateId, startBody({ expiresAt: inDays(1) }))).status).toBe(201);
    const counts = await expectTotalsMatch(await sessionOf(member.userId), org.organizationId, member.userId);
    expect(Object.values(counts).reduce((sum, count) => sum + count, 0)).toBe(1);
    await expectTotalsMatch(await sessionOf(org.userId), org.organizationId);
  }, 120_000);

  it("give the exact total after many creations at once", async () => {
    const owner = await sessionOf(org.userId);
    const before = await listTotal(owner);
    const created = await Promise.all(Array.from({ length: 24 }, () => createProcess(org.adminKey, twoSignerBody(asset))));
    expect(created.map((response) => response.status)).toEqual(Array(24).fill(201));
    expect(await listTotal(owner)).toBe(before + 24);
    await expectTotalsMatch(owner, org.organizationId);
  }, 180_000);

  it("stay the same through compaction, which leaves one row per kept key", async () => {
    const owner = await sessionOf(org.userId);
    const before = await expectTotalsMatch(owner, org.organizationId);
    const overviewBefore = await overviewCounts(owner, new Date());
    const rowsBefore = await database.db.$count(processCountDeltas, eq(processCountDeltas.organizationId, org.organizationId));
    // The other organization has one row (one process created), below any threshold.
    expect(await compactGrownProcessCounts(database.db, 10)).toBe(1);
    const rowsAfter = await database.db.$count(processCountDeltas, eq(processCountDeltas.organizationId, org.organizationId));
    expect(rowsAfter).toBeLessThan(rowsBefore);
    expect(rowsAfter).toBeLessThanOrEqual(10);
    expect(await expectTotalsMatch(owner, org.organizationId)).toEqual(before);
    expect(await overviewCounts(owner, new Date())).toEqual(overviewBefore);
    // A key whose rows sum to zero (the voided process was SENT, then not) leaves no row.
    const voided = await database.db
      .select()
      .from(processCountDeltas)
      .where(and(eq(processCountDeltas.organizationId, org.organizationId), eq(processCountDeltas.status, "VOIDED")));
    expect(voided.map((row) => row.delta)).toEqual([1]);
    expect(
      await database.db.$count(processCountDeltas, and(eq(processCountDeltas.organizationId, org.organizationId), eq(processCountDeltas.delta, 0))),
    ).toBe(0);
    // Compacting what is already compact changes nothing.
    await compactProcessCounts(database.db, org.organizationId);
    expect(await database.db.$count(processCountDeltas, eq(processCountDeltas.organizationId, org.organizationId))).toBe(rowsAfter);
  });
});
