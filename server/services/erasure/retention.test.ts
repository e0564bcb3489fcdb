/**
 * Retention (docs/api.md, "Retention"): ended processes are erased the organization's (or their
 * template's) number of days after they ended, except under a legal hold. The clock is the
 * `now` the sweep is given.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobs } from "@/server/db/schema";
import { retentionSweepJob } from "@/server/jobs/definitions/retention-sweep";
import { runDueJobs } from "@/server/jobs/local-runner";
import { triggerJob } from "@/server/queue/trigger-job";
import { updateOrganizationSettings } from "@/server/services/organizations/organization-settings";
import { organizationUpdate } from "@/server/services/organizations/operations";
import { createTestDatabase, type TestDatabase } from "@/tests/support/database";
import { createMember, seedOrganization, type SeededOrganization } from "@/tests/support/fixtures";
import { call, routeAt } from "@/tests/support/http";
import { createProcess, readyAsset, twoSignerBody } from "@/tests/support/signing";
import { publishedPdfTemplate, startBody, templateApi } from "@/tests/support/templates";
import { eraseDueProcesses } from "./retention";

const processRoute = routeAt("/signing-processes/{id}");
const voidRoute = routeAt("/signing-processes/{id}/void");
const holdRoute = routeAt("/signing-processes/{id}/legal-hold");
const auditRoute = routeAt("/signing-processes/{id}/audit-events");
const retentionRoute = routeAt("/templates/{id}/retention");

const DAY_MS = 24 * 60 * 60 * 1000;

let database: TestDatabase;
let org: SeededOrganization;

beforeAll(async () => {
  database = await createTestDatabase();
  org = await seedOrganization(database.db, { plan: "ENTERPRISE" });
  await updateOrganizationSettings(org.system, { retentionDays: 30 });
}, 60_000);
afterAll(() => database.close());

const record = async (id: string, apiKey = org.adminKey) =>
  (await call(processRoute.GET, "GET", `/api/v1/signing-processes/${id}`, { apiKey, params: { id } })).json.data;
const voidProcess = (id: string, apiKey = org.adminKey) =>
  call(voidRoute.POST, "POST", `/api/v1/signing-processes/${id}/void`, { apiKey, params: { id }, body: {} });
const hold = (id: string, legalHold: boolean) =>
  call(holdRoute.PUT, "PUT", `/api/v1/signing-processes/${id}/legal-hold`, { apiKey: org.adminKey, params: { id }, body: { legalHold } });
const setTemplateRetention = (id: string, body: unknown, apiKey = org.adminKey) =>
  call(retentionRoute.PUT, "PUT", `/api/v1/templates/${id}/retention`, { apiKey, params: { id }, body });

/** A document of its own: erasing a process deletes its source file. */
const freshAsset = (owner = org) => readyAsset(database.db, owner.adminKey);

/** A direct process of `owner`, voided now: it ended now. */
async function endedProcess(owner = org): Promise<string> {
  const created = await createProcess(owner.adminKey, twoSignerBody(await freshAsset(owner)));
  expect(created.status, JSON.stringify(created.json)).toBe(201);
  const id = created.json.data.id as string;
  expect((await voidProcess(id, owner.adminKey)).status).toBe(200);
  return id;
}

const daysFromNow = (days: number) => new Date(Date.now() + days * DAY_MS);

describe("retention", () => {
  it("erases an ended process once the organization's days have passed, not before, as Signet", async () => {
    const id = await endedProcess();
    await eraseDueProcesses(database.db, daysFromNow(29));
    expect((await record(id)).erasedAt).toBeNull();

    expect(await eraseDueProcesses(database.db, daysFromNow(31))).toBeGreaterThanOrEqual(1);
    const erased = await record(id);
    expect(erased).toMatchObject({ erasedBy: "Signet", signerSlots: [{ name: "", email: null }, { name: "", email: null }] });
    const trail = (await call(auditRoute.GET, "GET", `/api/v1/signing-processes/${id}/audit-events`, { apiKey: org.adminKey, params: { id } })).json.data;
    expect(trail.chain.valid).toBe(true);
    expect(trail.items.at(-1)).toMatchObject({ type: "process.erased", actor: { kind: "SYSTEM", name: "Signet" } });
  }, 60_000);

  it("skips a process under a legal hold until the hold is lifted", async () => {
    const id = await endedProcess();
    expect((await hold(id, true)).status).toBe(200);
    await eraseDueProcesses(database.db, daysFromNow(400));
    expect((await record(id)).erasedAt).toBeNull();
    expect((await hold(id, false)).status).toBe(200);
    await eraseDueProcesses(database.db, daysFromNow(400));
    expect((await record(id)).erasedAt).not.toBeNull();
  }, 60_000);

  it("follows the template's days over the organization's, and keeps everything of an organization without retention", async () => {
    const templateId = await publishedPdfTemplate(org.adminKey, await freshAsset());
    const set = await setTemplateRetention(templateId, { retentionDays: 5 });
    expect(set.status, JSON.stringify(set.json)).toBe(200);
    expect(set.json.data.retentionDays).toBe(5);
    const started = await templateApi.start(org.adminKey, templateId, startBody());
    expect(started.status, JSON.stringify(started.json)).toBe(201);
    const fromTemplate = started.json.data.id as string;
    expect((await voidProcess(fromTemplate)).status).toBe(200);
    const direct = await endedProcess();
    const keeper = await seedOrganization(database.db, { plan: "PRO" });
    const kept = await endedProcess(keeper);

    await eraseDueProcesses(database.db, daysFromNow(6));
    expect((await record(fromTemplate)).erasedAt).not.toBeNull();
    expect((await record(direct)).erasedAt).toBeNull();
    await eraseDueProcesses(database.db, daysFromNow(36_500));
    expect((await record(direct)).erasedAt).not.toBeNull();
    expect((await record(kept, keeper.adminKey)).erasedAt).toBeNull();
  }, 120_000);

  it("leaves running processes alone however old", async () => {
    const created = await createProcess(org.adminKey, twoSignerBody(await freshAsset(), { expiresAt: new Date(Date.now() + 300 * DAY_MS).toISOString() }));
    const id = created.json.data.id as string;
    await eraseDueProcesses(database.db, daysFromNow(200));
    expect(await record(id)).toMatchObject({ status: "SENT", erasedAt: null });
  }, 60_000);

  it("refuses bad retention values with 400 and changes nothing; another organization's template is 404, a MEMBER key 403", async () => {
    const templateId = await publishedPdfTemplate(org.adminKey, await freshAsset(), "Retention checks");
    for (const body of [{}, { retentionDays: 0 }, { retentionDays: 3651 }, { retentionDays: 1.5 }, { retentionDays: "30" }, null]) {
      expect((await setTemplateRetention(templateId, body)).status, JSON.stringify(body)).toBe(400);
    }
    expect((await templateApi.get(org.adminKey, templateId)).json.data.retentionDays).toBeNull();
    const stranger = await seedOrganization(database.db, { plan: "PRO" });
    expect((await setTemplateRetention(templateId, { retentionDays: 5 }, stranger.adminKey)).status).toBe(404);
    const member = await createMember(database.db, org);
    expect((await setTemplateRetention(templateId, { retentionDays: 5 }, member.apiKey)).json.code).toBe("INSUFFICIENT_ROLE");
    expect((await setTemplateRetention(templateId, { retentionDays: null })).json.data.retentionDays).toBeNull();

    for (const retentionDays of [0, 3651, 2.5, "30"]) {
      expect(organizationUpdate.input!.safeParse({ retentionDays }).success, String(retentionDays)).toBe(false);
    }
    expect(organizationUpdate.input!.safeParse({ retentionDays: null }).success).toBe(true);
  }, 60_000);

  it("runs as a daily job that schedules its next run", async () => {
    await triggerJob(database.db, retentionSweepJob, {});
    await runDueJobs(database.db);
    const waiting = await database.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.name, retentionSweepJob.id), eq(jobs.status, "PENDING")));
    expect(waiting).toHaveLength(1);
    expect(waiting[0]!.runAt.getTime()).toBeGreaterThan(Date.now() + 23 * 60 * 60 * 1000);
  });
});
