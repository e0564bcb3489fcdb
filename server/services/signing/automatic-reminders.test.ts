/**
 * Automatic reminders (docs/signing.md, "Reminders") through the real job runner, with the
 * clock moved by vi.setSystemTime: the runner, the handlers and the services all read Date.
 * Under DATABASE_URL (CI) the two-runner case runs on two Postgres clients.
 */
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { openPostgres } from "@/server/db/client";
import { automaticReminders, jobs, organizations, signers } from "@/server/db/schema";
import { runDueJobs } from "@/server/jobs/local-runner";
import { listOutboxMessages } from "@/server/outbox/list-outbox-messages";
import { sendReminderJob } from "@/server/queue/definitions/send-reminder";
import { remindSigner, sendAutomaticReminder } from "@/server/services/signing/reminders";
import { resetRateLimiter } from "@/server/throttle/rate-limiter";
import { createTestDatabase, type TestDatabase } from "@/tests/support/database";
import { seedOrganization, type SeededOrganization } from "@/tests/support/fixtures";
import { call, routeAt } from "@/tests/support/http";
import { createProcess, invitedToken, readyAsset, signaturePng, signer, twoSignerBody } from "@/tests/support/signing";
import { pdfTemplateDraft, startBody, templateApi } from "@/tests/support/templates";

const HOUR = 3_600_000;
const processRoute = routeAt("/signing-processes/{id}");

let database: TestDatabase;
let org: SeededOrganization;
let assetId: string;
let t0: number;

beforeAll(async () => {
  database = await createTestDatabase();
  org = await seedOrganization(database.db, { plan: "PRO", name: "Acme Lettings" });
  assetId = await readyAsset(database.db, org.adminKey);
});
afterAll(() => database.close());
beforeEach(() => {
  resetRateLimiter();
  vi.useFakeTimers({ toFake: ["Date"] });
  // A whole hour, later than every test before it, so schedules of earlier tests are long due.
  t0 = Math.ceil(Date.now() / HOUR) * HOUR + 1000 * HOUR * Math.floor(Math.random() * 1000 + 1);
  vi.setSystemTime(t0);
});
afterEach(() => vi.useRealTimers());

const at = async (hours: number) => {
  vi.setSystemTime(t0 + hours * HOUR);
  await runDueJobs(database.db);
};

const inHours = (hours: number) => new Date(t0 + hours * HOUR).toISOString();

async function remindersTo(processId: string, email = "zoe@example.test") {
  const { items } = await listOutboxMessages({ signingProcessId: processId, channel: "email" });
  return items.filter((message) => message.to === email && message.meta.kind === "reminder").sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

const schedule = { firstAfterHours: 24, everyHours: 48, max: 3 };

async function emailProcess(overrides: Record<string, unknown> = {}) {
  const created = await createProcess(org.adminKey, twoSignerBody(assetId, { fields: [], expiresAt: inHours(7 * 24), reminders: schedule, ...overrides }));
  expect(created.status, JSON.stringify(created.json)).toBe(201);
  return created.json.data as { id: string; reminders: unknown; signerSlots: { id: string }[] };
}

describe("automatic reminders", () => {
  it("sends the right number at the right times, the last one saying when the link expires", async () => {
    const process = await emailProcess();
    expect(process.reminders).toEqual(schedule);
    const link = await invitedToken(database.db, process.id, "zoe@example.test");

    await at(23.9);
    expect(await remindersTo(process.id)).toHaveLength(0);
    await at(24);
    expect(await remindersTo(process.id)).toHaveLength(1);
    await at(71.9);
    expect(await remindersTo(process.id)).toHaveLength(1);
    await at(72);
    expect(await remindersTo(process.id)).toHaveLength(2);
    await at(120);
    await at(500);
    const sent = await remindersTo(process.id);
    expect(sent).toHaveLength(3);
    expect(await remindersTo(process.id, "landlord@example.test")).toHaveLength(0);

    // Same link every time; only the last one says when it expires.
    for (const mail of sent) expect(mail.links.some((url) => url.endsWith(`/sign/${link}`))).toBe(true);
    expect(sent.map((mail) => mail.text.includes("läuft am"))).toEqual([false, false, true]);
    expect(sent[0]!.text).toMatch(/wartet seit .+ auf Ihre Unterschrift/);

    const [slot] = await database.db.select().from(signers).where(eq(signers.id, process.signerSlots[0]!.id));
    expect(slot!.reminderCount).toBe(3);
  });

  it("says when the link expires in the last reminder before the expiry, even with more in the schedule", async () => {
    // Reminders at 24 h and 72 h; the next (120 h) would come after the expiry at 100 h.
    const process = await emailProcess({ expiresAt: inHours(100), reminders: { firstAfterHours: 24, everyHours: 48, max: 10 } });
    await at(24);
    await at(72);
    await at(99);
    const sent = await remindersTo(process.id);
    expect(sent.map((mail) => mail.text.includes("läuft am"))).toEqual([false, true]);
    await at(200);
    expect(await remindersTo(process.id)).toHaveLength(2); // none after the expiry
  });

  it("sends none once the signer has acted or the process is finished", async () => {
    const signed = await emailProcess({
      signers: [{ signOrder: 1, name: "Solo", email: "solo@example.test" }],
    });
    const token = await invitedToken(database.db, signed.id, "solo@example.test");
    await signer.view(token);
    expect((await signer.submit(token, { fields: {}, consent: true })).status).toBe(200);

    const declined = await emailProcess();
    const declinedToken = await invitedToken(database.db, declined.id, "zoe@example.test");
    expect((await signer.decline(declinedToken, "No.")).status).toBe(200);

    await at(500);
    expect(await remindersTo(signed.id, "solo@example.test")).toHaveLength(0);
    expect(await remindersTo(declined.id)).toHaveLength(0);
  });

  it("starts a signer's schedule when their turn begins", async () => {
    const process = await emailProcess({
      fields: [{ assignedSignerSignOrder: 1, type: "SIGNATURE", label: "Tenant", required: true, page: 0, x: 72, y: 100, w: 180, h: 50 }],
    });
    await at(10);
    const token = await invitedToken(database.db, process.id, "zoe@example.test");
    expect((await signer.submit(token, { fields: {}, signature: { type: "DRAWN", imagePng: signaturePng() }, consent: true })).status).toBe(200);
    await at(33.9);
    expect(await remindersTo(process.id, "landlord@example.test")).toHaveLength(0);
    await at(34);
    expect(await remindersTo(process.id, "landlord@example.test")).toHaveLength(1);
    expect(await remindersTo(process.id)).toHaveLength(0); // Zoë signed before her first reminder
  });

  it("skips an automatic reminder within an hour of a manual one, and a manual one within an hour of it", async () => {
    const process = await emailProcess();
    vi.setSystemTime(t0 + 23.5 * HOUR);
    await remindSigner(org.system, { id: process.id });
    await at(24);
    expect(await remindersTo(process.id)).toHaveLength(1); // the manual one only
    const [skipped] = await database.db.select().from(automaticReminders).where(eq(automaticReminders.signerId, process.signerSlots[0]!.id));
    expect(skipped).toMatchObject({ number: 1, sent: false });
    await at(72);
    expect(await remindersTo(process.id)).toHaveLength(2);
    vi.setSystemTime(t0 + 72.5 * HOUR);
    await expect(remindSigner(org.system, { id: process.id })).rejects.toMatchObject({ code: "REMINDER_TOO_SOON", headers: { "Retry-After": String(30 * 60) } });
  });

  it("sends each reminder once across a restart (the job runs again) and across two runners", async () => {
    const process = await emailProcess();
    const signerId = process.signerSlots[0]!.id;
    await at(24);
    expect(await remindersTo(process.id)).toHaveLength(1);

    // A restart after the reminder was decided but before its job was marked done: it runs again.
    const reminderJobs = await database.db.select().from(jobs).where(eq(jobs.name, sendReminderJob.id));
    const first = reminderJobs.find((row) => {
      const payload = row.payload as { signerId: string; number: number };
      return payload.signerId === signerId && payload.number === 1;
    })!;
    expect(first.status).toBe("SUCCEEDED");
    await database.db.update(jobs).set({ status: "PENDING", runAt: new Date(), finishedAt: null }).where(eq(jobs.id, first.id));
    await at(25);
    expect(await remindersTo(process.id)).toHaveLength(1);

    // Two runners (two clients on Postgres) reach the same reminder at once.
    const second = database.url ? await openPostgres(database.url) : null;
    try {
      const outcomes = await Promise.all([
        sendAutomaticReminder(database.db, { signerId, number: 2 }, new Date(t0 + 72 * HOUR)),
        sendAutomaticReminder(second?.db ?? database.db, { signerId, number: 2 }, new Date(t0 + 72 * HOUR)),
      ]);
      expect(outcomes.sort()).toEqual(["done", "sent"]);
      vi.setSystemTime(t0 + 72 * HOUR);
      await Promise.all([runDueJobs(database.db, { workerId: "one" }), runDueJobs(second?.db ?? database.db, { workerId: "two" })]);
    } finally {
      await second?.close();
    }
    expect(await remindersTo(process.id)).toHaveLength(2);
    const [slot] = await database.db.select().from(signers).where(eq(signers.id, signerId));
    expect(slot!.reminderCount).toBe(2);
  });
});

describe("the reminder schedule in force", () => {
  const readReminders = async (id: string) =>
    (await call(processRoute.GET, "GET", `/api/v1/signing-processes/${id}`, { apiKey: org.adminKey, params: { id } })).json.data.reminders;

  it("is the request's, else the template's, else the organization's; null is none", async () => {
    const orgDefault = { firstAfterHours: 72, everyHours: 72, max: 2 };
    const templateDefault = { firstAfterHours: 12, everyHours: 24, max: 5 };
    await database.db.update(organizations).set({ defaultReminders: orgDefault }).where(eq(organizations.id, org.organizationId));
    try {
      expect((await emailProcess({ reminders: undefined })).reminders).toEqual(orgDefault);
      expect((await emailProcess({ reminders: null })).reminders).toBeNull();
      const kiosk = await createProcess(org.adminKey, twoSignerBody(assetId, { dispatchMode: "KIOSK", fields: [], expiresAt: inHours(48), reminders: schedule }));
      expect(kiosk.json.data.reminders).toBeNull(); // nobody to remind by email

      const created = await templateApi.create(org.adminKey, { kind: "PDF", name: "Lease with reminders", draft: pdfTemplateDraft(assetId) });
      const templateId = created.json.data.id as string;
      expect((await templateApi.patch(org.adminKey, templateId, { draft: { reminders: templateDefault } })).status).toBe(200);
      expect((await templateApi.publish(org.adminKey, templateId)).status).toBe(201);
      const fromTemplate = await templateApi.start(org.adminKey, templateId, startBody({ expiresAt: inHours(48) }));
      expect(fromTemplate.status).toBe(201);
      expect(await readReminders(fromTemplate.json.data.id)).toEqual(templateDefault);
      const ownSchedule = await templateApi.start(org.adminKey, templateId, startBody({ expiresAt: inHours(48), reminders: schedule }));
      expect(ownSchedule.json.data.reminders).toEqual(schedule);
      const none = await templateApi.start(org.adminKey, templateId, startBody({ expiresAt: inHours(48), reminders: null }));
      expect(none.json.data.reminders).toBeNull();

      // In a template's draft, null leaves it to the organization and max 0 turns reminders off.
      await templateApi.patch(org.adminKey, templateId, { draft: { reminders: null } });
      await templateApi.publish(org.adminKey, templateId);
      expect((await templateApi.start(org.adminKey, templateId, startBody({ expiresAt: inHours(48) }))).json.data.reminders).toEqual(orgDefault);
      await templateApi.patch(org.adminKey, templateId, { draft: { reminders: { ...templateDefault, max: 0 } } });
      await templateApi.publish(org.adminKey, templateId);
      expect((await templateApi.start(org.adminKey, templateId, startBody({ expiresAt: inHours(48) }))).json.data.reminders).toBeNull();
    } finally {
      await database.db.update(organizations).set({ defaultReminders: null }).where(eq(organizations.id, org.organizationId));
    }
  });

  it("refuses bad schedules with 400 on creation, start-signing and the template draft", async () => {
    const created = await templateApi.create(org.adminKey, { kind: "PDF", name: "Lease bad reminders", draft: pdfTemplateDraft(assetId) });
    const templateId = created.json.data.id as string;
    await templateApi.publish(org.adminKey, templateId);
    const bad = [
      { firstAfterHours: 0, everyHours: 24, max: 1 },
      { firstAfterHours: 721, everyHours: 24, max: 1 },
      { firstAfterHours: 24, everyHours: 1.5, max: 1 },
      { firstAfterHours: 24, everyHours: 24, max: 11 },
      { firstAfterHours: 24, everyHours: 24, max: -1 },
      { firstAfterHours: 24, everyHours: 24 },
      { firstAfterHours: 24, everyHours: 24, max: 1, extra: true },
      "daily",
    ];
    for (const reminders of bad) {
      const direct = await createProcess(org.adminKey, twoSignerBody(assetId, { fields: [], reminders }));
      expect(direct.status, JSON.stringify(reminders)).toBe(400);
      expect(JSON.stringify(direct.json.message)).toContain("reminders");
      expect((await templateApi.start(org.adminKey, templateId, startBody({ reminders }))).status).toBe(400);
      expect((await templateApi.patch(org.adminKey, templateId, { draft: { reminders } })).status).toBe(400);
    }
  });
});
