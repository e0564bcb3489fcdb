/**
 * A form from publish to its sealed final files, and the unsigned PDF: the same pipeline, audit
 * trail, webhooks and files endpoint as a direct process, checked with poppler and qpdf.
 */
import { eq } from "drizzle-orm";
import { NextRequest } from "next/server";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { domainEvents, signers, signingProcesses } from "@/server/db/schema";
import { resetRateLimiter } from "@/server/throttle/rate-limiter";
import { runDueJobs } from "@/server/jobs/local-runner";
import { pdfSignatures, pdfText, qpdfCheck } from "@/server/pdf/stamp/testing/poppler";
import { buildEventPayload } from "@/server/services/webhooks/webhook-payloads";
import { createTestDatabase, type TestDatabase } from "@/tests/support/database";
import { seedOrganization, type SeededOrganization } from "@/tests/support/fixtures";
import { call, routeAt } from "@/tests/support/http";
import { formApi, publishedForm } from "@/tests/support/online-forms";
import { signaturePng, signer } from "@/tests/support/signing";
import { sessionCookie } from "@/tests/support/session";
import { getBytes } from "@/tests/support/uploads";

const filesRoute = routeAt("/signing-processes/{id}/files");
const voidRoute = routeAt("/signing-processes/{id}/void");
const unsignedRoute = routeAt("/online-forms/{id}/unsigned-pdf");
const finalizeRoute = routeAt("/online-forms/{id}/finalize");

/** A form renders in a PDF worker thread, which loads the renderer first: slow on a busy machine. */
const FINALIZATION_TIMEOUT_MS = 120_000;

let database: TestDatabase;
let org: SeededOrganization;
let other: SeededOrganization;

beforeAll(async () => {
  database = await createTestDatabase();
  org = await seedOrganization(database.db, { plan: "PRO" });
  other = await seedOrganization(database.db, { plan: "PRO" });
});
afterAll(() => database.close());
beforeEach(() => resetRateLimiter());

const processRow = async (id: string) => (await database.db.select().from(signingProcesses).where(eq(signingProcesses.id, id)))[0]!;

async function signBoth(tokens: string[]) {
  const first = await signer.submit(tokens[0]!, {
    answers: { pets: true, kind: "dog", dogName: "Rex\nthe second", extras: ["garden"], notes: "Quiet street, Кошка 猫" },
    signature: { type: "DRAWN", imagePng: signaturePng() },
    consent: true,
  });
  expect(first.status).toBe(200);
  const second = await signer.submit(tokens[1]!, { answers: { checked: true }, signature: { type: "TYPED", text: "Lars Landlord" }, consent: true });
  expect(second.status).toBe(200);
}

async function download(url: string): Promise<Uint8Array> {
  const response = await getBytes(url);
  expect(response.status).toBe(200);
  return new Uint8Array(await response.arrayBuffer());
}

describe("a form's final files", () => {
  it("renders every accepted answer and signature into a sealed PDF with a certificate, through the files endpoint", async () => {
    const { process, tokens } = await publishedForm(org.adminKey);
    await signBoth(tokens);
    await runDueJobs(database.db);
    const row = await processRow(process.id);
    expect(row).toMatchObject({ status: "COMPLETED", finalizationStatus: "DONE" });

    const files = await call(filesRoute.GET, "GET", "/x", { apiKey: org.adminKey, params: { id: process.id } });
    expect(files.status).toBe(200);
    const signed = await download(files.json.data.signedDocument.url);
    const report = pdfSignatures(signed);
    expect(report).toContain("Signature Validation: Signature is Valid.");
    expect(qpdfCheck(signed).status).toBe(0);
    const text = pdfText(signed);
    for (const expected of ["Household questionnaire", "Do you keep pets?", "Which pet?", "Dog", "Rex", "the second", "Garden", "Quiet street", "Lars Landlord", "Answers checked"]) {
      expect(text).toContain(expected);
    }
    // What recipient 1 did not see is not in the document.
    expect(text).not.toContain("I read the pool rules");
    expect(text).not.toContain("dog\n"); // option ids never print

    const certificate = pdfText(await download(files.json.data.completionCertificate.url));
    const detail = (await formApi.get(org.adminKey, process.onlineFormId)).json.data;
    expect(certificate.replace(/\s+/g, "")).toContain(detail.formContentSha256);
    expect(detail.signers.map((slot: { status: string }) => slot.status)).toEqual(["COMPLETED", "COMPLETED"]);
  }, FINALIZATION_TIMEOUT_MS);

  it("carries contentKind FORM, onlineFormId, formContentSha256 and links.form in webhook payloads, and no signature image", async () => {
    const { id, process, tokens } = await publishedForm(org.adminKey);
    await signBoth(tokens);
    await runDueJobs(database.db);
    const events = await database.db.select().from(domainEvents).where(eq(domainEvents.signingProcessId, process.id));
    expect(events.map((event) => event.type)).toEqual(["signing.sent", "signer.completed", "signer.completed", "signing.completed"]);
    const completed = events.at(-1)!;
    const payload = JSON.parse(await buildEventPayload(database.db, { id: completed.id, type: completed.type, createdAt: completed.createdAt, signingProcessId: process.id, signerId: null, bulkSendId: null }));
    expect(payload.data.signingProcess).toMatchObject({ contentKind: "FORM", onlineFormId: id, formContentSha256: process.formContentSha256, status: "COMPLETED" });
    expect(payload.links.form).toBe(`http://localhost:3000/api/v1/online-forms/${id}`);
    expect(JSON.stringify(payload)).not.toMatch(/image|png|base64/i);
  }, FINALIZATION_TIMEOUT_MS);

  it("keeps the signatures when rendering fails, refuses withdrawal while files are prepared, and finalize retries", async () => {
    const { id, process, tokens } = await publishedForm(org.adminKey);
    await signBoth(tokens);
    // A submission the renderer cannot use: the first attempt fails for good.
    const [first] = await database.db.select().from(signers).where(eq(signers.signingProcessId, process.id)).orderBy(signers.signOrder);
    const kept = first!.formSubmissionJson;
    await database.db.update(signers).set({ formSubmissionJson: null }).where(eq(signers.id, first!.id));
    const withdrawal = await call(voidRoute.POST, "POST", "/x", { apiKey: org.adminKey, params: { id: process.id }, body: {} });
    expect(withdrawal.json.code).toBe("PROCESS_FINALIZING");
    await runDueJobs(database.db);
    expect(await processRow(process.id)).toMatchObject({ status: "IN_PROGRESS", finalizationStatus: "FAILED" });

    await database.db.update(signers).set({ formSubmissionJson: kept }).where(eq(signers.id, first!.id));
    expect((await call(finalizeRoute.POST, "POST", "/x", { apiKey: other.adminKey, params: { id } })).status).toBe(404);
    const retried = await call(finalizeRoute.POST, "POST", "/x", { apiKey: org.adminKey, params: { id } });
    expect(retried.status).toBe(200);
    expect(retried.json.data.finalization.status).toBe("PENDING");
    await runDueJobs(database.db);
    expect(await processRow(process.id)).toMatchObject({ status: "COMPLETED", finalizationStatus: "DONE" });
    expect((await call(finalizeRoute.POST, "POST", "/x", { apiKey: org.adminKey, params: { id } })).json.code).toBe("INVALID_STATE");
  }, FINALIZATION_TIMEOUT_MS);
});

describe("GET /api/v1/online-forms/{id}/unsigned-pdf", () => {
  it("answers the whole form with every branch and UNSIGNED on every page, storing nothing", async () => {
    const id = (await formApi.create(org.adminKey, { kind: "TEMPLATE", draft: { subject: "Household", definition: { blocks: (await import("@/tests/support/online-forms")).twoRecipientBlocks } } })).json.data.id;
    const request = new Request(`http://localhost:3000/api/v1/online-forms/${id}/unsigned-pdf`, { headers: { "x-api-key": org.adminKey, "x-forwarded-for": "203.0.113.77" } });
    const response = await unsignedRoute.GET(request as never, { params: Promise.resolve({ id }) });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    const pdf = new Uint8Array(await response.arrayBuffer());
    expect(qpdfCheck(pdf).status).toBe(0);
    const pages = pdfText(pdf).split("\f").filter((page) => page.trim().length > 0);
    for (const page of pages) expect(page).toContain("UNSIGNED");
    const text = pages.join("\n");
    for (const branch of ["The dog's name", "I read the pool rules", "Anything else?", "Answers checked"]) expect(text).toContain(branch);
    expect(text).toContain("Do you keep pets?");
    const theirs = await unsignedRoute.GET(new Request(`http://localhost:3000/api/v1/online-forms/${id}/unsigned-pdf`, { headers: { "x-api-key": other.adminKey } }) as never, { params: Promise.resolve({ id }) });
    expect(theirs.status).toBe(404);
  });

  it("opens for a signed-in admin too, so the dashboard's builder can link to it", async () => {
    const id = (await formApi.create(org.adminKey, { kind: "TEMPLATE", draft: { subject: "Household", definition: { blocks: (await import("@/tests/support/online-forms")).twoRecipientBlocks } } })).json.data.id;
    const get = async (cookie: string) =>
      unsignedRoute.GET(new NextRequest(`http://localhost:3000/api/v1/online-forms/${id}/unsigned-pdf`, { headers: { cookie } }), { params: Promise.resolve({ id }) });
    const mine = await get(await sessionCookie(database.db, org.userId, org.email));
    expect(mine.status).toBe(200);
    expect(mine.headers.get("content-type")).toBe("application/pdf");
    expect((await get(await sessionCookie(database.db, other.userId, other.email))).status).toBe(404);
  });
});
