/**
 * Issue 9, item 1, end to end: what signers and senders type or draw reaches the stamped PDF
 * verbatim, and the real finalization job must still seal it correctly. Each process ends
 * COMPLETED with files that poppler, qpdf and the in-process verifier accept, or with its
 * finalization FAILED and no files; never COMPLETED with a broken seal.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { resetRateLimiter } from "@/server/throttle/rate-limiter";
import { runDueJobs } from "@/server/jobs/local-runner";
import {
  containsBytes,
  expectOneValidSeal,
  HOSTILE_STRINGS,
  HOSTILE_TEXT,
  hostilePng,
  OLD_PLACEHOLDER,
  pdfWithHostileMetadata,
} from "@/server/pdf/seal/testing/hostile";
import { createTestDatabase, type TestDatabase } from "@/tests/support/database";
import { seedOrganization, type SeededOrganization } from "@/tests/support/fixtures";
import { call, routeAt } from "@/tests/support/http";
import { createProcess, inDays, invitedToken, signer } from "@/tests/support/signing";
import { getBytes, uploadPdf } from "@/tests/support/uploads";

const filesRoute = routeAt("/signing-processes/{id}/files");
const processRoute = routeAt("/signing-processes/{id}");

let database: TestDatabase;
let org: SeededOrganization;
let assetId: string;

beforeAll(async () => {
  database = await createTestDatabase();
  org = await seedOrganization(database.db, { plan: "PRO" });
  // The upload itself carries the keywords in its metadata, verbatim.
  const committed = await uploadPdf(org.adminKey, await pdfWithHostileMetadata());
  expect(committed.status).toBeLessThan(300);
  assetId = committed.json.data.id;
  await runDueJobs(database.db);
});
afterAll(() => database.close());
beforeEach(() => resetRateLimiter());

const KEYWORDS = "/Contents < %%EOF endstream";

function processBody(options: { subject: string; signerName: string }) {
  return {
    dispatchMode: "EMAIL",
    sourcePdfAssetId: assetId,
    subject: options.subject,
    message: "Please sign.",
    expiresAt: inDays(7),
    authPolicy: "SES_LINK_ONLY",
    signers: [{ signOrder: 1, name: options.signerName, email: "hostile@example.test" }],
    fields: [
      { assignedSignerSignOrder: 1, type: "TEXT", label: "Remark", required: true, page: 0, x: 72, y: 200, w: 450, h: 20 },
      { assignedSignerSignOrder: 1, type: "SIGNATURE", label: "Signature", required: true, page: 0, x: 72, y: 260, w: 240, h: 80 },
    ],
  };
}

const getProcess = (id: string) =>
  call(processRoute.GET, "GET", `/api/v1/signing-processes/${id}`, { apiKey: org.adminKey, params: { id } });
const getFiles = (id: string) =>
  call(filesRoute.GET, "GET", `/api/v1/signing-processes/${id}/files`, { apiKey: org.adminKey, params: { id } });

async function download(url: string): Promise<Uint8Array> {
  const response = await getBytes(url);
  expect(response.status).toBe(200);
  return new Uint8Array(await response.arrayBuffer());
}

/** Runs jobs, moving the clock past every retry, until finalization is DONE or FAILED. */
async function finishFinalization(id: string): Promise<{ status: string; finalization: { status: string; error: string | null } }> {
  let hours = 0;
  for (let round = 0; round < 12; round++) {
    await runDueJobs(database.db, { now: new Date(Date.now() + hours * 3_600_000) });
    const data = (await getProcess(id)).json.data;
    if (data.finalization?.status === "DONE" || data.finalization?.status === "FAILED") return data;
    hours += 24;
  }
  throw new Error("finalization neither finished nor failed");
}

/** COMPLETED with seals that verify three ways, or FAILED with no files; answers which. */
async function expectSoundOutcome(id: string): Promise<{ signed?: Uint8Array }> {
  const process = await finishFinalization(id);
  const files = await getFiles(id);
  if (process.status !== "COMPLETED") {
    expect(process.finalization.status).toBe("FAILED");
    expect(files.status).toBe(409);
    return {};
  }
  expect(process.finalization).toMatchObject({ status: "DONE", error: null });
  expect(files.status).toBe(200);
  const signed = await download(files.json.data.signedDocument.url);
  const certificate = await download(files.json.data.completionCertificate.url);
  await expectOneValidSeal(signed);
  await expectOneValidSeal(certificate);
  return { signed };
}

async function signedProcess(options: { subject: string; signerName: string; text: string; signature: unknown }) {
  const created = await createProcess(org.adminKey, processBody(options));
  expect(created.status).toBe(201);
  const id = created.json.data.id as string;
  const token = await invitedToken(database.db, id, "hostile@example.test");
  const view = (await signer.view(token)).json.data;
  const fields: Record<string, string> = {};
  for (const field of view.fields) if (field.type === "TEXT") fields[field.id] = options.text;
  const submitted = await signer.submit(token, { fields, signature: options.signature, consent: true });
  expect(submitted.status, JSON.stringify(submitted.json)).toBe(200);
  return id;
}

describe("finalization of documents carrying PDF keywords", () => {
  it("a drawn signature whose pixels hold the old placeholder and /ByteRange", async () => {
    const png = Buffer.from(hostilePng(HOSTILE_STRINGS)).toString("base64");
    const id = await signedProcess({
      subject: "Lease",
      signerName: "Zoë Łódź",
      text: "Zoë Łódź 東京",
      signature: { type: "DRAWN", imagePng: `data:image/png;base64,${png}` },
    });
    const { signed } = await expectSoundOutcome(id);
    expect(signed, "the process should complete: nothing here is unsealable").toBeDefined();
    for (const keyword of [OLD_PLACEHOLDER, "/ByteRange ", "/Contents <"]) expect(containsBytes(signed!, keyword), keyword).toBe(true);
  }, 120_000);

  it("a text field value, the subject and the signer name holding /Contents <, %%EOF and endstream", async () => {
    const id = await signedProcess({
      subject: `Lease ${KEYWORDS}`,
      signerName: `Zoë ${KEYWORDS}`,
      text: `${HOSTILE_TEXT} ${KEYWORDS}`,
      signature: { type: "TYPED", text: `Zoë ${KEYWORDS}` },
    });
    const { signed } = await expectSoundOutcome(id);
    expect(signed, "the process should complete: nothing here is unsealable").toBeDefined();
  }, 120_000);
});
