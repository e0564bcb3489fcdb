/**
 * The Overview on a real database: each count, the attention list, the recent activity and the
 * quota figures, for an owner, a member (only their own processes) and another organization
 * (never counted, never listed).
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { userContext } from "@/server/auth/session";
import { pdfAssets, signingProcesses } from "@/server/db/schema";
import { runDueJobs } from "@/server/jobs/local-runner";
import { createTestDatabase, type TestDatabase } from "@/tests/support/database";
import { createMember, seedOrganization, type SeededOrganization } from "@/tests/support/fixtures";
import { remindSigner } from "../signing/reminders";
import { createProcess, inDays, invitedToken, oneSignerProcess, readyAsset, signer, twoSignerBody } from "@/tests/support/signing";
import { publishedPdfTemplate, startBody, templateApi } from "@/tests/support/templates";
import type { ServiceContext } from "../context";
import { PLAN_LIMITS } from "../plans";
import { getOverview } from "./get-overview";

let database: TestDatabase;
let org: SeededOrganization;
let other: SeededOrganization;
let member: { userId: string; apiKey: string };
const ids: Record<string, string> = {};

const sessionOf = async (userId: string): Promise<ServiceContext> => (await userContext(database.db, userId))!;
const sign = (token: string) => signer.submit(token, { signature: { type: "TYPED", text: "Ada Signer" }, consent: true });

beforeAll(async () => {
  database = await createTestDatabase();
  org = await seedOrganization(database.db, { plan: "FREE" });
  other = await seedOrganization(database.db, { plan: "PRO" });
  member = await createMember(database.db, org);
  const asset = await readyAsset(database.db, org.adminKey, 2);

  ids.emailed = (await createProcess(org.adminKey, twoSignerBody(asset, { subject: "Emailed lease" }))).json.data.id;
  ids.mine = (
    await createProcess(
      org.adminKey,
      twoSignerBody(asset, { subject: "Sign it myself", dispatchMode: "CURRENT_USER", signers: [{ signOrder: 1, name: "Owner" }], fields: [] }),
    )
  ).json.data.id;
  ids.expiring = (await oneSignerProcess(database.db, org.adminKey, asset, { subject: "Expiring soon", expiresAt: inDays(2) })).id;
  const completed = await oneSignerProcess(database.db, org.adminKey, asset, { subject: "Completed one" });
  ids.completed = completed.id;
  expect((await sign(completed.token)).status).toBe(200);
  await runDueJobs(database.db);
  const declined = await oneSignerProcess(database.db, org.adminKey, asset, { subject: "Declined one", signerName: "Dora Decliner" });
  ids.declined = declined.id;
  expect((await signer.decline(declined.token, "The rent is wrong")).status).toBe(200);
  const failed = await oneSignerProcess(database.db, org.adminKey, asset, { subject: "Failed finalization" });
  ids.failed = failed.id;
  expect((await sign(failed.token)).status).toBe(200);
  // Note: failing for real takes every retry of the job (finalize-signing-process.test.ts proves that path); here only the state matters.
  await database.db.update(signingProcesses).set({ finalizationStatus: "FAILED", finalizationError: "x" }).where(eq(signingProcesses.id, ids.failed));
  // A member sends only from templates.
  const templateId = await publishedPdfTemplate(org.adminKey, asset);
  const started = await templateApi.start(member.apiKey, templateId, startBody({ expiresAt: inDays(1) }));
  expect(started.status).toBe(201);
  ids.members = started.json.data.id;

  // Another organization with every kind of process the owner's counts include.
  const otherAsset = await readyAsset(database.db, other.adminKey, 2);
  ids.otherEmailed = (await createProcess(other.adminKey, twoSignerBody(otherAsset, { subject: "Elsewhere", expiresAt: inDays(1) }))).json.data.id;
  const otherDeclined = await oneSignerProcess(database.db, other.adminKey, otherAsset, { subject: "Elsewhere declined" });
  await signer.decline(otherDeclined.token, "No");
  ids.otherDeclined = otherDeclined.id;
}, 120_000);
afterAll(() => database.close());

describe("getOverview", () => {
  it("counts what waits for others, for me, what completed this month and what failed", async () => {
    const overview = await getOverview(await sessionOf(org.userId));
    expect(overview.counts).toEqual({ waitingForOthers: 3, waitingForMe: 1, completedThisMonth: 1, failedFinalizations: 1, total: 7 });
    const now = new Date();
    expect(overview.monthStartedAt).toBe(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)).toISOString());
  });

  it("lists failed finalizations first, then what expires soonest, then recent declines, each with why", async () => {
    const { attention } = await getOverview(await sessionOf(org.userId));
    expect(attention.map((item) => [item.subject, item.reason])).toEqual([
      ["Failed finalization", "FINALIZATION_FAILED"],
      ["Lease", "EXPIRING"],
      ["Expiring soon", "EXPIRING"],
      ["Declined one", "DECLINED"],
    ]);
    expect(attention[3]).toMatchObject({ signingProcessId: ids.declined, declinedBy: "Dora Decliner", declineReason: "The rent is wrong" });
  });

  it("leaves out declines older than 14 days and processes that expire later than 3 days", async () => {
    const inThreeWeeks = new Date(Date.now() + 21 * 86_400_000);
    const { attention } = await getOverview(await sessionOf(org.userId), inThreeWeeks);
    expect(attention.map((item) => item.reason)).toEqual(["FINALIZATION_FAILED"]);
  });

  it("shows the latest ten audit events of the organization, newest first, with the process and its signers", async () => {
    const { activity } = await getOverview(await sessionOf(org.userId));
    expect(activity).toHaveLength(10);
    const times = activity.map((item) => item.event.occurredAt);
    expect([...times].sort().reverse()).toEqual(times);
    const ownIds = [ids.emailed, ids.mine, ids.expiring, ids.completed, ids.declined, ids.failed, ids.members];
    for (const item of activity) expect(ownIds).toContain(item.signingProcessId);
    const newest = activity[0]!;
    expect(newest).toMatchObject({ signingProcessId: ids.members });
    expect(newest.signers.map((slot) => slot.name)).toEqual(expect.arrayContaining(["Zoë Łódź", "Lars Landlord"]));
  });

  it("gives the plan's quotas as used against limit, counted as the quota checks count", async () => {
    const { quota } = await getOverview(await sessionOf(org.userId));
    const assets = await database.db.select().from(pdfAssets).where(eq(pdfAssets.organizationId, org.organizationId));
    // The upload, the template's filled-in PDF, and the completed process's signed PDF and certificate.
    expect(assets).toHaveLength(4);
    expect(quota).toEqual({
      plan: "FREE",
      storageBytes: { used: assets.reduce((total, asset) => total + asset.sizeBytes, 0), limit: PLAN_LIMITS.FREE.storageBytes },
      signingProcessesPerMonth: { used: 7, limit: PLAN_LIMITS.FREE.signingProcessesPerMonth },
      templates: { used: 1, limit: PLAN_LIMITS.FREE.templates },
    });
  });

  it("never counts or lists another organization's processes", async () => {
    const overview = await getOverview(await sessionOf(other.userId));
    expect(overview.counts).toEqual({ waitingForOthers: 1, waitingForMe: 0, completedThisMonth: 0, failedFinalizations: 0, total: 2 });
    expect(overview.attention.map((item) => item.signingProcessId)).toEqual([ids.otherEmailed, ids.otherDeclined]);
    expect(new Set(overview.activity.map((item) => item.signingProcessId))).toEqual(new Set([ids.otherEmailed, ids.otherDeclined]));
    expect(overview.quota.signingProcessesPerMonth.used).toBe(2);
    expect(overview.quota.templates.used).toBe(0);
  });

  it("shows a member only the processes they created, and the organization's quotas", async () => {
    const overview = await getOverview(await sessionOf(member.userId));
    expect(overview.counts).toEqual({ waitingForOthers: 1, waitingForMe: 0, completedThisMonth: 0, failedFinalizations: 0, total: 1 });
    expect(overview.attention.map((item) => item.signingProcessId)).toEqual([ids.members]);
    expect(new Set(overview.activity.map((item) => item.signingProcessId))).toEqual(new Set([ids.members]));
    expect(overview.quota.signingProcessesPerMonth.used).toBe(7);
  });

  it("starts empty for a new organization", async () => {
    const fresh = await seedOrganization(database.db);
    const overview = await getOverview(await sessionOf(fresh.userId));
    expect(overview.counts).toEqual({ waitingForOthers: 0, waitingForMe: 0, completedThisMonth: 0, failedFinalizations: 0, total: 0 });
    expect(overview).toMatchObject({ attention: [], activity: [], quota: { storageBytes: { used: 0 }, templates: { used: 0 } } });
  });

  it("answers only a signed-in person, not an API key", async () => {
    const keyContext: ServiceContext = {
      db: database.db,
      organizationId: org.organizationId,
      actor: { kind: "API_KEY", id: "key", name: "CRM", userId: org.userId, role: "ADMIN" },
    };
    await expect(getOverview(keyContext)).rejects.toMatchObject({ code: "SESSION_REQUIRED" });
  });

  // Last: the reminder adds to the trail the activity test reads.
  it("lists a signer who has not opened the document a day after their last reminder, until they do", async () => {
    const remindedAt = new Date();
    await remindSigner(org.system, { id: ids.emailed! }, remindedAt);
    const hoursLater = (hours: number) => new Date(remindedAt.getTime() + hours * 3_600_000);
    const unanswered = async (at: Date) =>
      (await getOverview(await sessionOf(org.userId), at)).attention.filter((item) => item.reason === "UNANSWERED_REMINDER");

    expect(await unanswered(hoursLater(23))).toEqual([]);
    expect(await unanswered(hoursLater(25))).toEqual([
      expect.objectContaining({ signingProcessId: ids.emailed, subject: "Emailed lease", waitingSigner: "Zoë Łódź", reminderCount: 1, at: remindedAt.toISOString() }),
    ]);
    // Not for another organization, nor for a member who did not send it.
    expect((await getOverview(await sessionOf(other.userId), hoursLater(25))).attention.map((item) => item.reason)).not.toContain("UNANSWERED_REMINDER");
    expect((await getOverview(await sessionOf(member.userId), hoursLater(25))).attention.map((item) => item.reason)).not.toContain("UNANSWERED_REMINDER");

    // Opening the document after the reminder is an answer.
    await signer.view(await invitedToken(database.db, ids.emailed!, "zoe@example.test"));
    expect(await unanswered(hoursLater(25))).toEqual([]);
  });
});
