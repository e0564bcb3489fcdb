import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { auditEvents, organizations, signingProcesses } from "@/server/db/schema";
import { runDueJobs } from "@/server/jobs/local-runner";
import { listOutboxMessages } from "@/server/outbox/list-outbox-messages";
import { remindSigner } from "@/server/services/signing/reminders";
import { resetRateLimiter } from "@/server/throttle/rate-limiter";
import { createTestDatabase, type TestDatabase } from "@/tests/support/database";
import { createMember, seedOrganization, type SeededOrganization } from "@/tests/support/fixtures";
import { call, routeAt } from "@/tests/support/http";
import { publishedForm } from "@/tests/support/online-forms";
import { createProcess, inDays, invitedToken, oneSignerProcess, readyAsset, signaturePng, signer, twoSignerBody } from "@/tests/support/signing";
import { publishedPdfTemplate, startBody, templateApi } from "@/tests/support/templates";

const remindRoute = routeAt("/signing-processes/{id}/remind");
const processRoute = routeAt("/signing-processes/{id}");
const voidRoute = routeAt("/signing-processes/{id}/void");

let database: TestDatabase;
let org: SeededOrganization;
let other: SeededOrganization;
let assetId: string;

beforeAll(async () => {
  database = await createTestDatabase();
  org = await seedOrganization(database.db, { plan: "PRO", name: "Acme Lettings" });
  other = await seedOrganization(database.db, { plan: "PRO" });
  assetId = await readyAsset(database.db, org.adminKey);
});
afterAll(() => database.close());
beforeEach(() => resetRateLimiter());

const remind = (id: string, body: unknown = {}, apiKey = org.adminKey) =>
  call(remindRoute.POST, "POST", `/api/v1/signing-processes/${id}/remind`, { apiKey, params: { id }, body });

async function emailProcess(overrides: Record<string, unknown> = {}) {
  const created = await createProcess(org.adminKey, twoSignerBody(assetId, { fields: [], ...overrides }));
  expect(created.status).toBe(201);
  return created.json.data as { id: string; signerSlots: { id: string }[] };
}

async function remindersTo(processId: string, email: string) {
  await runDueJobs(database.db);
  const { items } = await listOutboxMessages({ signingProcessId: processId, channel: "email" });
  return items.filter((message) => message.to === email && message.meta.kind === "reminder");
}

describe("POST /signing-processes/{id}/remind", () => {
  it("reminds the active signer with the link they already have, in their language, with the personal message", async () => {
    const process = await emailProcess();
    const link = await invitedToken(database.db, process.id, "zoe@example.test");

    const res = await remind(process.id, { message: "Wir brauchen das bis Montag." });
    expect(res.status).toBe(200);
    expect(res.json.data).toEqual({ signerId: process.signerSlots[0]!.id, remindedAt: expect.any(String), reminderCount: 1 });

    const [reminder, ...more] = await remindersTo(process.id, "zoe@example.test");
    expect(more).toHaveLength(0);
    expect(reminder!.subject).toMatch(/^Erinnerung/); // Zoë's locale is German
    expect(reminder!.text).toContain("Wir brauchen das bis Montag.");
    expect(reminder!.text).toMatch(/wartet seit .+ auf Ihre Unterschrift/);
    expect(reminder!.text).toContain("läuft am"); // a manual reminder says when the link expires
    expect(reminder!.links.some((url) => url.endsWith(`/sign/${link}`))).toBe(true);
    expect(await remindersTo(process.id, "landlord@example.test")).toHaveLength(0);

    // The earlier link still works: nothing was rotated.
    expect((await signer.view(link)).status).toBe(200);

    const record = await call(processRoute.GET, "GET", `/api/v1/signing-processes/${process.id}`, { apiKey: org.adminKey, params: { id: process.id } });
    expect(record.json.data.signerSlots[0]).toMatchObject({ reminderCount: 1, lastRemindedAt: res.json.data.remindedAt });
    const events = await database.db.select().from(auditEvents).where(eq(auditEvents.signingProcessId, process.id));
    expect(events.filter((event) => event.type === "signer.reminded").map((event) => event.details)).toEqual([
      expect.objectContaining({ signerId: process.signerSlots[0]!.id, automatic: false, channel: "EMAIL", count: 1 }),
    ]);
  });

  it("answers 429 REMINDER_TOO_SOON with Retry-After within the hour, and reminds again after it", async () => {
    const process = await emailProcess();
    const first = await remind(process.id);
    expect(first.status).toBe(200);
    const second = await remind(process.id);
    expect(second.status).toBe(429);
    expect(second.json.code).toBe("REMINDER_TOO_SOON");
    const retryAfter = Number(second.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(3500);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(second.json.details).toMatchObject({ retryAfterSeconds: retryAfter, signerName: "Zoë Łódź" });
    expect(second.headers.get("x-ratelimit-remaining")).toBe("0");
    expect(Number(second.headers.get("x-ratelimit-reset"))).toBe(Math.ceil((Date.parse(first.json.data.remindedAt) + 3_600_000) / 1000));

    const remindedAt = new Date(first.json.data.remindedAt);
    const at = (minutes: number) => new Date(remindedAt.getTime() + minutes * 60_000);
    await expect(remindSigner(org.system, { id: process.id }, at(59))).rejects.toMatchObject({ code: "REMINDER_TOO_SOON", headers: { "Retry-After": "60" } });
    await expect(remindSigner(org.system, { id: process.id }, at(60))).resolves.toMatchObject({ reminderCount: 2 });
    expect(await remindersTo(process.id, "zoe@example.test")).toHaveLength(2);
  });

  it("of two concurrent reminders, sends one and refuses the other", async () => {
    const process = await emailProcess();
    const answers = await Promise.all([remind(process.id), remind(process.id)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 429]);
    expect(await remindersTo(process.id, "zoe@example.test")).toHaveLength(1);
  });

  it("reminds the second signer once the first has signed (the hour is per signer)", async () => {
    const process = await emailProcess({
      fields: [{ assignedSignerSignOrder: 1, type: "SIGNATURE", label: "Tenant", required: true, page: 0, x: 72, y: 100, w: 180, h: 50 }],
    });
    expect((await remind(process.id)).status).toBe(200);
    const token = await invitedToken(database.db, process.id, "zoe@example.test");
    await signer.view(token);
    expect((await signer.submit(token, { fields: {}, signature: { type: "DRAWN", imagePng: signaturePng() }, consent: true })).status).toBe(200);
    const next = await remind(process.id);
    expect(next.status).toBe(200);
    expect(next.json.data).toMatchObject({ signerId: process.signerSlots[1]!.id, reminderCount: 1 });
  });

  it("refuses bad bodies and ids with 400, and unknown or foreign processes with 404", async () => {
    const process = await emailProcess();
    for (const body of [{ message: "x".repeat(501) }, { message: 42 }, { message: null }]) {
      const res = await remind(process.id, body);
      expect(res.status).toBe(400);
      expect(JSON.stringify(res.json.message)).toMatch(/message/);
    }
    const badId = await call(remindRoute.POST, "POST", "/api/v1/signing-processes/not-a-uuid/remind", { apiKey: org.adminKey, params: { id: "not-a-uuid" }, body: {} });
    expect(badId.status).toBe(400);
    expect((await remind("00000000-0000-4000-8000-000000000000")).status).toBe(404);
    const foreign = await remind(process.id, {}, other.adminKey);
    expect(foreign.status).toBe(404);
    expect(foreign.json.code).toBe("NOT_FOUND");
    expect(await remindersTo(process.id, "zoe@example.test")).toHaveLength(0);
    // 500 characters are fine.
    expect((await remind(process.id, { message: "x".repeat(500) })).status).toBe(200);
  });

  it("lets a MEMBER remind on the processes its user created, and answers 404 for another user's", async () => {
    const member = await createMember(database.db, org);
    const adminProcess = await emailProcess();
    const refused = await remind(adminProcess.id, {}, member.apiKey);
    expect(refused.status).toBe(404);
    expect(refused.json.code).toBe("NOT_FOUND");

    const templateId = await publishedPdfTemplate(org.adminKey, assetId, `Lease ${Math.random()}`);
    const started = await templateApi.start(member.apiKey, templateId, startBody());
    expect(started.status).toBe(201);
    const own = await remind(started.json.data.id, { message: "Bitte." }, member.apiKey);
    expect(own.status).toBe(200);
    expect(own.json.data.reminderCount).toBe(1);
  });

  it("answers 409 INVALID_STATE for KIOSK, CURRENT_USER and PRIVATE_LINK processes", async () => {
    const kiosk = await oneSignerProcess(database.db, org.adminKey, assetId);
    const me = await createProcess(org.adminKey, {
      dispatchMode: "CURRENT_USER",
      sourcePdfAssetId: assetId,
      subject: "Mine",
      expiresAt: inDays(7),
      authPolicy: "SES_LINK_ONLY",
      signers: [{ signOrder: 1, name: "Me" }],
    });
    expect(me.status).toBe(201);
    const form = await publishedForm(org.adminKey);
    expect(form.process.dispatchMode).toBe("PRIVATE_LINK");
    for (const id of [kiosk.id, me.json.data.id, form.process.id]) {
      const res = await remind(id);
      expect(res.status).toBe(409);
      expect(res.json.code).toBe("INVALID_STATE");
    }
  });

  it("answers 409 INVALID_STATE once the process is voided, declined, expired or completed", async () => {
    const voided = await emailProcess();
    expect((await call(voidRoute.POST, "POST", `/api/v1/signing-processes/${voided.id}/void`, { apiKey: org.adminKey, params: { id: voided.id }, body: {} })).status).toBe(200);

    const declined = await emailProcess();
    const declinedToken = await invitedToken(database.db, declined.id, "zoe@example.test");
    expect((await signer.decline(declinedToken, "No.")).status).toBe(200);

    const expired = await emailProcess();
    await database.db.update(signingProcesses).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(signingProcesses.id, expired.id));

    const completed = await createProcess(org.adminKey, twoSignerBody(assetId, { fields: [], signers: [{ signOrder: 1, name: "Solo", email: "solo@example.test" }] }));
    const soloToken = await invitedToken(database.db, completed.json.data.id, "solo@example.test");
    expect((await signer.submit(soloToken, { fields: {}, consent: true })).status).toBe(200);
    await runDueJobs(database.db);

    for (const id of [voided.id, declined.id, expired.id, completed.json.data.id]) {
      const res = await remind(id);
      expect(res.status, id).toBe(409);
      expect(res.json.code).toBe("INVALID_STATE");
    }
  });

  it("answers 402 for a read-only organization", async () => {
    const process = await emailProcess();
    await database.db.update(organizations).set({ readOnly: true }).where(eq(organizations.id, org.organizationId));
    try {
      const res = await remind(process.id);
      expect(res.status).toBe(402);
      expect(res.json.code).toBe("BILLING_ORG_READ_ONLY");
    } finally {
      await database.db.update(organizations).set({ readOnly: false }).where(eq(organizations.id, org.organizationId));
    }
  });
});
