/**
 * The whole lifecycle to the sealed files, for each dispatch mode, checked with independent
 * tools: pdfsig (its text, since it exits 0 even for a broken signature), qpdf and pdftotext.
 */
import { createHash } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { auditEvents, domainEvents, jobs, signingProcesses } from "@/server/db/schema";
import { resetEnv } from "@/server/env";
import { resetRateLimiter } from "@/server/throttle/rate-limiter";
import { runDueJobs } from "@/server/jobs/local-runner";
import { listOutboxMessages } from "@/server/outbox/list-outbox-messages";
import { startFakeTsa } from "@/server/pdf/seal/testing/fake-tsa";
import { pdfSignatures, pdfText, qpdfCheck } from "@/server/pdf/stamp/testing/poppler";
import { createTestDatabase, type TestDatabase } from "@/tests/support/database";
import { configureOrganization, seedOrganization, type SeededOrganization } from "@/tests/support/fixtures";
import { call, routeAt } from "@/tests/support/http";
import {
  createProcess,
  invitedToken,
  latestOtpCode,
  proofCookie,
  readyAsset,
  signaturePng,
  signer,
  storedToken,
  twoSignerBody,
} from "@/tests/support/signing";
import { getBytes } from "@/tests/support/uploads";

const auditRoute = routeAt("/signing-processes/{id}/audit-events");
const processRoute = routeAt("/signing-processes/{id}");
const signerFilesRoute = routeAt("/sign/{token}/files");
const filesRoute = routeAt("/signing-processes/{id}/files");

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

const filesOf = (id: string, apiKey = org.adminKey) =>
  call(filesRoute.GET, "GET", `/api/v1/signing-processes/${id}/files`, { apiKey, params: { id } });

async function download(url: string): Promise<Uint8Array> {
  const response = await getBytes(url);
  expect(response.status).toBe(200);
  return new Uint8Array(await response.arrayBuffer());
}

function expectSealed(pdf: Uint8Array) {
  const report = pdfSignatures(pdf);
  expect(report).toContain("Signature Validation: Signature is Valid.");
  expect(report).toContain("Total document signed");
  expect(report.match(/Signature #/g)).toHaveLength(1);
  expect(qpdfCheck(pdf).status).toBe(0);
}

async function signFields(token: string) {
  const view = (await signer.view(token)).json.data;
  const values: Record<string, string | boolean> = {};
  for (const field of view.fields) {
    if (field.type === "TEXT") values[field.id] = "Zoë Łódź 東京";
    if (field.type === "DATE") values[field.id] = "2026-11-21";
    if (field.type === "CHECKBOX") values[field.id] = true;
  }
  return values;
}

describe("GET /api/v1/signing-processes/{id}/files", () => {
  it("answers 409 SIGNING_PROCESS_NOT_COMPLETED before completion", async () => {
    const process = (await createProcess(org.adminKey, twoSignerBody(assetId))).json.data;
    const res = await filesOf(process.id);
    expect(res.status).toBe(409);
    expect(res.json.code).toBe("SIGNING_PROCESS_NOT_COMPLETED");
  });

  it("EMAIL, two signers: a sealed signed PDF and certificate that independent tools verify", async () => {
    await configureOrganization(database.db, { organizationId: org.organizationId, defaultLanguage: "de" });
    const process = (await createProcess(org.adminKey, twoSignerBody(assetId, { subject: "Mietvertrag Łódź" }))).json.data;
    const tenant = await invitedToken(database.db, process.id, "zoe@example.test");
    expect(
      (await signer.submit(tenant, { fields: await signFields(tenant), signature: { type: "DRAWN", imagePng: signaturePng() }, consent: true })).status,
    ).toBe(200);
    const landlord = await invitedToken(database.db, process.id, "landlord@example.test");
    expect((await signer.submit(landlord, { signature: { type: "TYPED", text: "Tōkyō Landlord" }, consent: true })).status).toBe(200);

    await runDueJobs(database.db);
    const after = await call(processRoute.GET, "GET", `/api/v1/signing-processes/${process.id}`, { apiKey: org.adminKey, params: { id: process.id } });
    expect(after.json.data).toMatchObject({ status: "COMPLETED", finalization: { status: "DONE", error: null } });

    const files = await filesOf(process.id);
    expect(files.status).toBe(200);
    expect(files.json.data).toMatchObject({
      signingProcessId: process.id,
      status: "COMPLETED",
      signedDocument: { fileName: "Mietvertrag Łódź - unterschrieben.pdf" },
      completionCertificate: { fileName: "Mietvertrag Łódź - Abschlusszertifikat.pdf" },
    });
    const ttl = Date.parse(files.json.data.signedDocument.expiresAt) - Date.now();
    expect(ttl).toBeGreaterThan(23 * 3600 * 1000);
    expect((await filesOf(process.id)).status).toBe(200);

    const signedPdf = await download(files.json.data.signedDocument.url);
    const certificatePdf = await download(files.json.data.completionCertificate.url);
    expectSealed(signedPdf);
    expectSealed(certificatePdf);
    expect(pdfText(signedPdf)).toContain("Zoë Łódź 東京");
    expect(pdfText(signedPdf)).toContain("2026-11-21");
    const certificateText = pdfText(certificatePdf);
    expect(certificateText).toContain("Mietvertrag Łódź");
    expect(certificateText).toContain("Tōkyō Landlord");

    const trail = (await call(auditRoute.GET, "GET", `/api/v1/signing-processes/${process.id}/audit-events`, { apiKey: org.adminKey, params: { id: process.id } })).json.data;
    expect(trail.chain.valid).toBe(true);
    const last = trail.items.at(-1);
    expect(last.type).toBe("process.completed");
    expect(last.documentSha256).toBe(createHash("sha256").update(signedPdf).digest("hex"));
    for (const event of trail.items.slice(0, -1)) expect(certificateText.replace(/\s/g, "")).toContain(event.hash);

    const emitted = await database.db.select().from(domainEvents).where(eq(domainEvents.signingProcessId, process.id));
    expect(emitted.map((event) => event.type)).toEqual(["signing.sent", "signer.completed", "signer.completed", "signing.completed"]);
    await runDueJobs(database.db);
    const completedMails = (await listOutboxMessages({ signingProcessId: process.id, channel: "email" })).items.filter(
      (message) => message.meta.kind === "completed",
    );
    expect(completedMails.map((message) => message.to).sort()).toEqual(["landlord@example.test", "zoe@example.test"]);

    const signerCopy = await call(signerFilesRoute.GET, "GET", `/api/v1/sign/${tenant}/files`, { params: { token: tenant } });
    expect(signerCopy.status).toBe(200);
    expect(await download(signerCopy.json.data.signedDocument.url)).toEqual(signedPdf);
    await configureOrganization(database.db, { organizationId: org.organizationId, defaultLanguage: "en" });
  }, 120_000);

  it("KIOSK with AES_OTP and three signers: no emails, codes by text message, completed", async () => {
    const body = twoSignerBody(assetId, {
      dispatchMode: "KIOSK",
      authPolicy: "AES_OTP",
      signers: [
        { signOrder: 1, name: "Ada", phoneE164: "+4915100000001" },
        { signOrder: 2, name: "Bea", phoneE164: "+4915100000002" },
        { signOrder: 3, name: "Cem", phoneE164: "+4915100000003" },
      ],
      fields: [1, 2, 3].map((order) => ({
        assignedSignerSignOrder: order,
        type: "SIGNATURE",
        label: `Signature ${order}`,
        page: 0,
        x: 60 + (order - 1) * 170,
        y: 700,
        w: 150,
        h: 50,
      })),
    });
    const process = (await createProcess(org.adminKey, body)).json.data;
    for (const slot of process.signerSlots) {
      const token = await storedToken(database.db, slot.id);
      expect((await signer.sendOtp(token)).status).toBe(200);
      const verified = await signer.verifyOtp(token, await latestOtpCode(process.id, slot.id));
      expect(verified.status).toBe(200);
      expect((await signer.submit(token, { signature: { type: "TYPED", text: slot.name }, consent: true }, proofCookie(verified))).status).toBe(200);
    }
    await runDueJobs(database.db);
    const files = await filesOf(process.id);
    expect(files.status).toBe(200);
    expectSealed(await download(files.json.data.signedDocument.url));
    const emails = await listOutboxMessages({ signingProcessId: process.id, channel: "email" });
    expect(emails.total).toBe(0);
  }, 120_000);

  it("CURRENT_USER: the calling user signs without a code, even under AES_OTP", async () => {
    const process = (
      await createProcess(
        org.adminKey,
        twoSignerBody(assetId, {
          dispatchMode: "CURRENT_USER",
          authPolicy: "AES_OTP",
          signers: [{ signOrder: 1, name: "Me" }],
          fields: [{ assignedSignerSignOrder: 1, type: "SIGNATURE", label: "Me", page: 0, x: 72, y: 600, w: 200, h: 60 }],
        }),
      )
    ).json.data;
    const token = await storedToken(database.db, process.signerSlots[0].id);
    expect((await signer.view(token)).json.data.otp.required).toBe(false);
    expect((await signer.submit(token, { signature: { type: "DRAWN", imagePng: signaturePng() }, consent: true })).status).toBe(200);
    await runDueJobs(database.db);
    expect((await filesOf(process.id)).status).toBe(200);
  }, 120_000);
});

describe("finalization under failure", () => {
  afterEach(() => {
    delete process.env.TSA_URL;
    resetEnv();
  });

  it("fails once at the timestamp server, keeps the signatures, then completes exactly once", async () => {
    const tsa = await startFakeTsa("fail-first");
    process.env.TSA_URL = tsa.url;
    resetEnv();
    try {
      const created = (await createProcess(org.adminKey, twoSignerBody(assetId, { fields: [], signers: [twoSignerBody(assetId).signers[0]] }))).json.data;
      const token = await invitedToken(database.db, created.id, "zoe@example.test");
      expect((await signer.submit(token, { consent: true })).status).toBe(200);

      await runDueJobs(database.db);
      const [pending] = await database.db.select().from(signingProcesses).where(eq(signingProcesses.id, created.id));
      expect(pending).toMatchObject({ status: "IN_PROGRESS", finalizationStatus: "PENDING" });
      const [job] = await database.db.select().from(jobs).where(sql`${jobs.name} = 'signing-process.finalize' and ${jobs.payload}->>'signingProcessId' = ${created.id}`);
      expect(job).toMatchObject({ status: "PENDING", attempts: 1 });
      expect(job!.lastError).toMatch(/timestamp/i);

      // Finalizing blocks void, and the signature given is kept.
      const voided = await call(routeAt("/signing-processes/{id}/void").POST, "POST", `/api/v1/signing-processes/${created.id}/void`, {
        apiKey: org.adminKey,
        params: { id: created.id },
      });
      expect(voided.json.code).toBe("PROCESS_FINALIZING");
      await database.db.update(signingProcesses).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(signingProcesses.id, created.id));
      const read = await call(processRoute.GET, "GET", `/api/v1/signing-processes/${created.id}`, { apiKey: org.adminKey, params: { id: created.id } });
      expect(read.json.data.status).toBe("IN_PROGRESS"); // finalizing: expiry leaves it alone

      await runDueJobs(database.db, { now: new Date(Date.now() + 60 * 60 * 1000) });
      await runDueJobs(database.db, { now: new Date(Date.now() + 60 * 60 * 1000) });
      const [done] = await database.db.select().from(signingProcesses).where(eq(signingProcesses.id, created.id));
      expect(done).toMatchObject({ status: "COMPLETED", finalizationStatus: "DONE" });
      const completedEvents = await database.db
        .select()
        .from(auditEvents)
        .where(sql`${auditEvents.signingProcessId} = ${created.id} and ${auditEvents.type} = 'process.completed'`);
      expect(completedEvents).toHaveLength(1);
      const emitted = await database.db.select().from(domainEvents).where(sql`${domainEvents.signingProcessId} = ${created.id} and ${domainEvents.type} = 'signing.completed'`);
      expect(emitted).toHaveLength(1);
      expect(pdfSignatures(await download((await filesOf(created.id)).json.data.signedDocument.url))).toContain("Signature is Valid");
      expect(tsa.requests.length).toBeGreaterThanOrEqual(3);
    } finally {
      await tsa.close();
    }
  }, 120_000);
});
