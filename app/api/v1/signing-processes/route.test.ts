import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { auditEvents, domainEvents, jobs, organizations, pdfAssets, signingProcesses } from "@/server/db/schema";
import { listOutboxMessages } from "@/server/outbox/list-outbox-messages";
import { expirySweepJob } from "@/server/jobs/definitions/expiry-sweep";
import { runDueJobs } from "@/server/jobs/local-runner";
import { scheduleExpirySweep } from "@/server/jobs/schedule-expiry-sweep";
import { resetRateLimiter } from "@/server/throttle/rate-limiter";
import { createTestDatabase, type TestDatabase } from "@/tests/support/database";
import { configureOrganization, createMember, seedOrganization, type SeededOrganization } from "@/tests/support/fixtures";
import { call, routeAt } from "@/tests/support/http";
import { createProcess, inDays, readyAsset, twoSignerBody } from "@/tests/support/signing";

const listRoute = routeAt("/signing-processes");
const processRoute = routeAt("/signing-processes/{id}");

let database: TestDatabase;
let org: SeededOrganization;
let assetId: string;

beforeAll(async () => {
  database = await createTestDatabase();
  org = await seedOrganization(database.db, { plan: "PRO" });
  assetId = await readyAsset(database.db, org.adminKey);
});
afterAll(() => database.close());
beforeEach(() => resetRateLimiter());

describe("POST /api/v1/signing-processes", () => {
  it("creates a SENT process with ordered signer slots, fields, audit events and signing.sent", async () => {
    const res = await createProcess(org.adminKey, twoSignerBody(assetId));
    expect(res.status).toBe(201);
    const process = res.json.data;
    expect(process).toMatchObject({
      status: "SENT",
      origin: "DIRECT",
      dispatchMode: "EMAIL",
      authPolicy: "SES_LINK_ONLY",
      contentKind: "PDF",
      subject: "Lease agreement",
      sourcePdfAssetId: assetId,
      finalization: { status: "NONE", error: null },
    });
    expect(process.signerSlots.map((slot: { status: string }) => slot.status)).toEqual(["READY", "PENDING"]);
    expect(process.signerSlots[0]).toMatchObject({ name: "Zoë Łódź", locale: "de", roleLabel: "Tenant" });
    expect(process.signerSlots[1].locale).toBe("en");
    expect(process.fields).toHaveLength(5);
    expect(process.fields[0]).toMatchObject({ assignedSignerSignOrder: 1, type: "TEXT", page: 0, x: 72, value: null });
    expect(JSON.stringify(process)).not.toMatch(/token/i);
    // A read answers the very record the creation built from the rows it wrote.
    const read = await call(processRoute.GET, "GET", `/api/v1/signing-processes/${process.id}`, { apiKey: org.adminKey, params: { id: process.id } });
    expect(read.json.data).toEqual(process);

    const events = await database.db.select().from(auditEvents).where(eq(auditEvents.signingProcessId, process.id));
    expect(events.map((event) => event.type)).toEqual(["process.created", "process.sent", "signer.invited"]);
    const emitted = await database.db.select().from(domainEvents).where(eq(domainEvents.signingProcessId, process.id));
    expect(emitted.map((event) => event.type)).toEqual(["signing.sent"]);
  });

  it("stores a signer's locale as sent (a BCP 47 tag), rendering in the closest language Signet speaks, else the organization's", async () => {
    await database.db.update(organizations).set({ defaultLanguage: "fr" }).where(eq(organizations.id, org.organizationId));
    try {
      const [first, second] = twoSignerBody(assetId).signers;
      const swedish = await createProcess(org.adminKey, twoSignerBody(assetId, { signers: [{ ...first, locale: "sv" }, { ...second, locale: "pt-BR" }] }));
      expect(swedish.status).toBe(201);
      expect(swedish.json.data.signerSlots.map((slot: { locale: string }) => slot.locale)).toEqual(["sv", "pt-BR"]);
      const read = await call(processRoute.GET, "GET", `/api/v1/signing-processes/${swedish.json.data.id}`, { apiKey: org.adminKey, params: { id: swedish.json.data.id } });
      expect(read.json.data.signerSlots.map((slot: { locale: string }) => slot.locale)).toEqual(["sv", "pt-BR"]);
      const austrian = await createProcess(org.adminKey, twoSignerBody(assetId, { signers: [{ ...first, locale: "de-AT" }, second] }));
      expect(austrian.json.data.signerSlots.map((slot: { locale: string }) => slot.locale)).toEqual(["de-AT", "fr"]);

      await runDueJobs(database.db);
      const inviteHtml = async (processId: string) => (await listOutboxMessages({ signingProcessId: processId, channel: "email" })).items.find((m) => m.meta.kind === "invite")!.html!;
      // Signet speaks no Swedish: the organization's French. de-AT is German.
      expect(await inviteHtml(swedish.json.data.id)).toContain('lang="fr"');
      expect(await inviteHtml(austrian.json.data.id)).toContain('lang="de"');

      for (const locale of ["de_AT", "english!", "", "x", "de-", "de AT", "root"]) {
        const refused = await createProcess(org.adminKey, twoSignerBody(assetId, { signers: [{ ...first, locale }, second] }));
        expect(refused.status, locale).toBe(400);
        expect(refused.json.message, locale).toEqual(["signers.0.locale must be a BCP 47 language tag, such as it, de-AT or pt-BR"]);
      }
    } finally {
      await database.db.update(organizations).set({ defaultLanguage: "en" }).where(eq(organizations.id, org.organizationId));
    }
  });

  it("defaults authPolicy to AES_OTP", async () => {
    const body = twoSignerBody(assetId);
    delete (body as { authPolicy?: string }).authPolicy;
    const res = await createProcess(org.adminKey, body);
    expect(res.status).toBe(201);
    expect(res.json.data.authPolicy).toBe("AES_OTP");
  });

  describe("refuses each broken rule on its own, creating nothing", () => {
    const signerOne = { signOrder: 1, name: "A", email: "a@example.test", phoneE164: "+4915112345678" };
    const cases: Array<[string, (base: Record<string, unknown>) => Record<string, unknown>, string[]]> = [
      ["no signers", (b) => ({ ...b, signers: [], fields: [] }), ["signers must have at least 1 item"]],
      ["duplicate signOrder", (b) => ({ ...b, signers: [signerOne, { ...signerOne, name: "B" }], fields: [] }), ["signers must have unique signOrder values"]],
      ["signOrder not starting at 1", (b) => ({ ...b, signers: [{ ...signerOne, signOrder: 2 }], fields: [] }), ["signers must be numbered sequentially from 1 (signOrder 1, 2, 3, ...)"]],
      ["a gap in signOrder", (b) => ({ ...b, signers: [signerOne, { ...signerOne, signOrder: 3 }], fields: [] }), ["signers must be numbered sequentially from 1 (signOrder 1, 2, 3, ...)"]],
      ["a field for an undeclared signer", (b) => ({ ...b, signers: [signerOne], fields: [{ assignedSignerSignOrder: 2, type: "SIGNATURE", label: "S", page: 0, x: 1, y: 1, w: 10, h: 10 }] }), ["fields.0.assignedSignerSignOrder must equal the signOrder of a declared signer (got 2)"]],
      ["EMAIL without an email", (b) => ({ ...b, signers: [{ signOrder: 1, name: "A", phoneE164: "+4915112345678" }], fields: [] }), ["signers.0.email is required with dispatchMode EMAIL"]],
      ["AES_OTP without a phone", (b) => ({ ...b, authPolicy: "AES_OTP", signers: [{ signOrder: 1, name: "A", email: "a@example.test" }], fields: [] }), ["signers.0.phoneE164 is required with authPolicy AES_OTP"]],
      ["an invalid phone number", (b) => ({ ...b, signers: [{ ...signerOne, phoneE164: "0151 123" }], fields: [] }), ["signers.0.phoneE164 must be an E.164 phone number such as +4915112345678"]],
      ["an unknown dispatch mode", (b) => ({ ...b, dispatchMode: "FAX" }), ["dispatchMode must be one of: EMAIL, KIOSK, CURRENT_USER"]],
      ["an expiry in the past", (b) => ({ ...b, expiresAt: "2020-01-01T00:00:00Z" }), ["expiresAt must be in the future"]],
      ["a field type that does not exist", (b) => ({ ...b, fields: [{ assignedSignerSignOrder: 1, type: "INITIALS", label: "I", page: 0, x: 1, y: 1, w: 10, h: 10 }] }), ["fields.0.type must be one of: TEXT, DATE, CHECKBOX, SIGNATURE"]],
      ["a field on a page the document lacks", (b) => ({ ...b, fields: [{ assignedSignerSignOrder: 1, type: "SIGNATURE", label: "S", page: 5, x: 1, y: 1, w: 10, h: 10 }] }), ["fields.0.page must be below the document's page count (2)"]],
      ["a field off the page", (b) => ({ ...b, fields: [{ assignedSignerSignOrder: 1, type: "SIGNATURE", label: "S", page: 0, x: 590, y: 1, w: 100, h: 10 }] }), ["fields.0 must lie within page 0 (595.28 x 841.89 points)"]],
      ["CURRENT_USER with two signers", (b) => ({ ...b, dispatchMode: "CURRENT_USER", authPolicy: "SES_LINK_ONLY" }), ["signers must hold exactly one signer with dispatchMode CURRENT_USER"]],
      ["a malformed asset id", (b) => ({ ...b, sourcePdfAssetId: "nope" }), ["sourcePdfAssetId must be a valid UUID"]],
    ];
    it.each(cases)("%s", async (_name, change, messages) => {
      const before = await database.db.select().from(signingProcesses);
      const res = await createProcess(org.adminKey, change(twoSignerBody(assetId)));
      expect(res.status).toBe(400);
      expect(res.json.message).toEqual(messages);
      expect(res.json.code).toBeUndefined();
      expect(await database.db.select().from(signingProcesses)).toHaveLength(before.length);
    });
  });

  it("answers 409 ASSET_NOT_READY for an asset still processing", async () => {
    await database.db.update(pdfAssets).set({ processingStatus: "PROCESSING" }).where(eq(pdfAssets.id, assetId));
    try {
      const res = await createProcess(org.adminKey, twoSignerBody(assetId));
      expect(res.status).toBe(409);
      expect(res.json.code).toBe("ASSET_NOT_READY");
    } finally {
      await database.db.update(pdfAssets).set({ processingStatus: "READY" }).where(eq(pdfAssets.id, assetId));
    }
  });

  it("answers 404 for another organization's asset", async () => {
    const other = await seedOrganization(database.db, { plan: "PRO" });
    const res = await createProcess(other.adminKey, twoSignerBody(assetId));
    expect(res.status).toBe(404);
    expect(res.json.code).toBe("NOT_FOUND");
  });

  it("refuses AES_OTP on the FREE plan: 402 PLAN_FEATURE_UNAVAILABLE", async () => {
    const free = await seedOrganization(database.db, { plan: "FREE" });
    const freeAsset = await readyAsset(database.db, free.adminKey, 1);
    const res = await createProcess(free.adminKey, twoSignerBody(freeAsset, { authPolicy: "AES_OTP", fields: [] }));
    expect(res.status).toBe(402);
    expect(res.json.code).toBe("PLAN_FEATURE_UNAVAILABLE");
    const allowed = await createProcess(free.adminKey, twoSignerBody(freeAsset, { fields: [] }));
    expect(allowed.status).toBe(201);
  });

  it("refuses past the monthly signing quota: 402 QUOTA_EXCEEDED", async () => {
    const free = await seedOrganization(database.db, { plan: "FREE" });
    const freeAsset = await readyAsset(database.db, free.adminKey, 1);
    for (let i = 0; i < 10; i++) expect((await createProcess(free.adminKey, twoSignerBody(freeAsset, { fields: [] }))).status).toBe(201);
    const res = await createProcess(free.adminKey, twoSignerBody(freeAsset, { fields: [] }));
    expect(res.status).toBe(402);
    expect(res.json).toMatchObject({ code: "QUOTA_EXCEEDED", details: { quota: "signingProcessesPerMonth", limit: 10, used: 10 } });
  });

  it("refuses a read-only organization: 402 BILLING_ORG_READ_ONLY", async () => {
    const readOnly = await seedOrganization(database.db, { plan: "PRO" });
    const readOnlyAsset = await readyAsset(database.db, readOnly.adminKey, 1);
    await configureOrganization(database.db, { organizationId: readOnly.organizationId, readOnly: true });
    const res = await createProcess(readOnly.adminKey, twoSignerBody(readOnlyAsset, { fields: [] }));
    expect(res.status).toBe(402);
    expect(res.json.code).toBe("BILLING_ORG_READ_ONLY");
  });

  it("refuses a MEMBER key: 403 INSUFFICIENT_ROLE", async () => {
    const member = await createMember(database.db, org);
    const res = await createProcess(member.apiKey, twoSignerBody(assetId));
    expect(res.status).toBe(403);
    expect(res.json.code).toBe("INSUFFICIENT_ROLE");
  });

  it("makes the calling user the single signer with CURRENT_USER", async () => {
    const res = await createProcess(
      org.adminKey,
      twoSignerBody(assetId, {
        dispatchMode: "CURRENT_USER",
        authPolicy: "SES_LINK_ONLY",
        signers: [{ signOrder: 1, name: "Somebody else" }],
        fields: [{ assignedSignerSignOrder: 1, type: "SIGNATURE", label: "S", page: 0, x: 10, y: 10, w: 100, h: 40 }],
      }),
    );
    expect(res.status).toBe(201);
    expect(res.json.data.signerSlots[0]).toMatchObject({ email: org.email, status: "READY" });
  });
});

describe("GET /api/v1/signing-processes", () => {
  it("lists newest first with filters, and refuses bad ones", async () => {
    const fresh = await seedOrganization(database.db, { plan: "PRO" });
    const freshAsset = await readyAsset(database.db, fresh.adminKey, 1);
    const first = await createProcess(fresh.adminKey, twoSignerBody(freshAsset, { subject: "Alpha contract", fields: [] }));
    const second = await createProcess(fresh.adminKey, twoSignerBody(freshAsset, { subject: "Beta contract", fields: [] }));
    const all = await call(listRoute.GET, "GET", "/api/v1/signing-processes", { apiKey: fresh.adminKey });
    expect(all.json.data.items.map((item: { id: string }) => item.id)).toEqual([second.json.data.id, first.json.data.id]);
    const search = await call(listRoute.GET, "GET", "/api/v1/signing-processes?q=alpha", { apiKey: fresh.adminKey });
    expect(search.json.data.items.map((item: { id: string }) => item.id)).toEqual([first.json.data.id]);
    const byStatus = await call(listRoute.GET, "GET", "/api/v1/signing-processes?status=SENT,COMPLETED", { apiKey: fresh.adminKey });
    expect(byStatus.json.data.total).toBe(2);
    const none = await call(listRoute.GET, "GET", "/api/v1/signing-processes?status=VOIDED", { apiKey: fresh.adminKey });
    expect(none.json.data.total).toBe(0);
    const bad = await call(listRoute.GET, "GET", "/api/v1/signing-processes?status=DONE&createdFrom=yesterday", { apiKey: fresh.adminKey });
    expect(bad.status).toBe(400);
    expect(bad.json.message).toHaveLength(2);
  });

  it("shows a MEMBER key only its own user's processes; another's answers 404", async () => {
    const team = await seedOrganization(database.db, { plan: "PRO" });
    const teamAsset = await readyAsset(database.db, team.adminKey, 1);
    const adminProcess = await createProcess(team.adminKey, twoSignerBody(teamAsset, { fields: [] }));
    const member = await createMember(database.db, team);
    const list = await call(listRoute.GET, "GET", "/api/v1/signing-processes", { apiKey: member.apiKey });
    expect(list.json.data.total).toBe(0);
    const id = adminProcess.json.data.id;
    const one = await call(processRoute.GET, "GET", `/api/v1/signing-processes/${id}`, { apiKey: member.apiKey, params: { id } });
    expect(one.status).toBe(404);
    const asAdmin = await call(processRoute.GET, "GET", `/api/v1/signing-processes/${id}`, { apiKey: team.adminKey, params: { id } });
    expect(asAdmin.status).toBe(200);
  });

  it("answers 404 for another organization's process", async () => {
    const created = await createProcess(org.adminKey, twoSignerBody(assetId, { fields: [] }));
    const other = await seedOrganization(database.db, { plan: "PRO" });
    const id = created.json.data.id;
    const res = await call(processRoute.GET, "GET", `/api/v1/signing-processes/${id}`, { apiKey: other.adminKey, params: { id } });
    expect(res.status).toBe(404);
    expect(res.json.code).toBe("NOT_FOUND");
  });

  it("reads an overdue process as EXPIRED without writing: the sweep records the expiry", async () => {
    const created = await createProcess(org.adminKey, twoSignerBody(assetId, { fields: [], expiresAt: inDays(1) }));
    const id = created.json.data.id;
    await database.db.update(signingProcesses).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(signingProcesses.id, id));
    const res = await call(processRoute.GET, "GET", `/api/v1/signing-processes/${id}`, { apiKey: org.adminKey, params: { id } });
    expect(res.json.data.status).toBe("EXPIRED");
    expect(res.json.data.signerSlots.map((slot: { status: string }) => slot.status)).toEqual(["EXPIRED", "EXPIRED"]);
    const listed = await call(listRoute.GET, "GET", `/api/v1/signing-processes?status=EXPIRED&pageSize=100`, { apiKey: org.adminKey });
    expect(listed.json.data.items.map((item: { id: string }) => item.id)).toContain(id);
    const sent = await call(listRoute.GET, "GET", `/api/v1/signing-processes?status=SENT&pageSize=100`, { apiKey: org.adminKey });
    expect(sent.json.data.items.map((item: { id: string }) => item.id)).not.toContain(id);

    const [stored] = await database.db.select().from(signingProcesses).where(eq(signingProcesses.id, id));
    expect(stored!.status).toBe("SENT");
    const emitted = await database.db.select().from(domainEvents).where(eq(domainEvents.signingProcessId, id));
    expect(emitted.map((event) => event.type)).toEqual(["signing.sent"]);
  });
});

describe("the expiry sweep", () => {
  it("expires overdue processes in the periodic job, and schedules its next run", async () => {
    const created = await createProcess(org.adminKey, twoSignerBody(assetId, { fields: [] }));
    const id = created.json.data.id;
    await database.db.update(signingProcesses).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(signingProcesses.id, id));
    await scheduleExpirySweep(database.db);
    await scheduleExpirySweep(database.db);
    const sweeps = () => database.db.select().from(jobs).where(eq(jobs.name, expirySweepJob.id));
    expect((await sweeps()).filter((job) => job.status === "PENDING")).toHaveLength(1);
    await runDueJobs(database.db);
    const [expired] = await database.db.select().from(signingProcesses).where(eq(signingProcesses.id, id));
    expect(expired!.status).toBe("EXPIRED");
    const next = (await sweeps()).filter((job) => job.status === "PENDING");
    expect(next).toHaveLength(1);
    expect(next[0]!.runAt.getTime()).toBeGreaterThan(Date.now() + 30_000);
  });
});

