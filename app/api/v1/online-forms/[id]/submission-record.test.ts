/**
 * What a form signer's submit leaves behind, as integrators read it: the form-detail record with
 * the adopted signature inside formSubmissionJson (hashed with it), the signer.submitted event
 * binding both hashes, and webhook snapshots that carry the form's content hash but no image.
 */
import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { canonicalJson } from "@/lib/canonical-json";
import { auditEvents, signers, webhookEndpoints } from "@/server/db/schema";
import { resetEnv } from "@/server/env";
import { resetRateLimiter } from "@/server/throttle/rate-limiter";
import { runDueJobs } from "@/server/jobs/local-runner";
import { startWebhookReceiver, type WebhookReceiver } from "@/server/webhooks/testing/webhook-receiver";
import { createTestDatabase, type TestDatabase } from "@/tests/support/database";
import { seedOrganization, type SeededOrganization } from "@/tests/support/fixtures";
import { call, routeAt } from "@/tests/support/http";
import { formApi, publishedForm } from "@/tests/support/online-forms";
import { signaturePng, signer } from "@/tests/support/signing";

const voidRoute = routeAt("/signing-processes/{id}/void");
const webhooksRoute = routeAt("/webhooks");

let database: TestDatabase;
let org: SeededOrganization;

beforeAll(async () => {
  database = await createTestDatabase();
  org = await seedOrganization(database.db, { plan: "PRO" });
});
afterAll(async () => {
  delete process.env.WEBHOOK_ALLOW_PRIVATE_NETWORKS;
  resetEnv();
  await database.close();
});
beforeEach(() => resetRateLimiter());

const sha256 = (bytes: string | Buffer) => createHash("sha256").update(bytes).digest("hex");
const pngBytes = (dataUrl: string) => Buffer.from(dataUrl.replace(/^data:image\/png;base64,/, ""), "base64");

async function signBoth(tokens: string[], drawn: string) {
  const first = await signer.submit(tokens[0]!, { answers: { pets: false }, signature: { type: "DRAWN", imagePng: drawn }, consent: true });
  expect(first.status).toBe(200);
  const second = await signer.submit(tokens[1]!, { answers: { checked: true }, signature: { type: "TYPED", text: "  Lars Landlord " }, consent: true });
  expect(second.status).toBe(200);
}

// First: its runDueJobs would otherwise also run the finalization of the processes signed below.
describe("a form's webhook snapshots", () => {
  let target: WebhookReceiver;

  beforeAll(async () => {
    process.env.WEBHOOK_ALLOW_PRIVATE_NETWORKS = "true";
    resetEnv();
    target = await startWebhookReceiver();
  });
  afterEach(async () => {
    await database.db.delete(webhookEndpoints);
  });
  afterAll(() => target.close());

  it("carry formContentSha256 in every lifecycle event from signing.sent on, and never a signature image", async () => {
    const events = ["signing.sent", "signer.completed", "signing.completed", "signing.declined", "signing.expired", "signing.voided"];
    const created = await call(webhooksRoute.POST, "POST", "/api/v1/webhooks", { apiKey: org.adminKey, body: { url: target.url, events } });
    expect(created.status).toBe(201);
    const { id, process, tokens } = await publishedForm(org.adminKey);
    const drawn = await signer.submit(tokens[0]!, { answers: { pets: false }, signature: { type: "DRAWN", imagePng: signaturePng() }, consent: true });
    expect(drawn.status).toBe(200);
    const voided = await call(voidRoute.POST, "POST", `/api/v1/signing-processes/${process.id}/void`, { apiKey: org.adminKey, params: { id: process.id }, body: { reason: "sent twice" } });
    expect(voided.status).toBe(200);
    await runDueJobs(database.db);

    const bodies = target.requests.map((request) => JSON.parse(request.rawBody)).filter((body) => body.data.signingProcess.id === process.id);
    expect(bodies.map((body) => body.type).sort()).toEqual(["signer.completed", "signing.sent", "signing.voided"]);
    expect(process.formContentSha256).toMatch(/^[0-9a-f]{64}$/);
    for (const body of bodies) {
      expect(body.data.signingProcess).toMatchObject({ contentKind: "FORM", onlineFormId: id, formContentSha256: process.formContentSha256 });
    }
    for (const request of target.requests) expect(request.rawBody).not.toMatch(/image\/png|imagePng|formSubmissionJson|"signature"/);
  });
});

describe("a form signer's submission record", () => {
  it("keeps the adopted signature in formSubmissionJson on the form detail, inside what formSubmissionSha256 hashes", async () => {
    const { id, tokens } = await publishedForm(org.adminKey);
    const drawn = signaturePng();
    // Bare base64 is accepted; the record keeps the image as a PNG data URL either way.
    await signBoth(tokens, drawn.replace(/^data:image\/png;base64,/, ""));

    const detail = (await formApi.get(org.adminKey, id)).json.data;
    const [tenant, landlord] = detail.signers;
    expect(tenant.formSubmissionJson.signature).toEqual({ type: "DRAWN", imagePng: drawn });
    expect(landlord.formSubmissionJson.signature).toEqual({ type: "TYPED", text: "Lars Landlord" });
    for (const slot of detail.signers) {
      expect(Object.keys(slot.formSubmissionJson).sort()).toEqual(["answers", "signature", "signedAt", "signingStatement", "visibleBlockIds"]);
      expect(slot.formSubmissionSha256).toBe(sha256(canonicalJson(slot.formSubmissionJson)));
    }
  });

  it("reads back a submission recorded before signatures were kept in it exactly as it was hashed", async () => {
    const { id, process, tokens } = await publishedForm(org.adminKey);
    await signBoth(tokens, signaturePng());
    // A row as submits wrote it before: no signature in the record, the hash over the rest.
    const earlier = { answers: { pets: false }, visibleBlockIds: ["intro", "pets", "extras", "sign1"], signingStatement: "I agree.", signedAt: "2026-01-05T10:00:00.000Z" };
    const earlierSha256 = sha256(canonicalJson(earlier));
    await database.db.update(signers).set({ formSubmissionJson: earlier, formSubmissionSha256: earlierSha256 }).where(eq(signers.id, process.signerSlots[0].id));

    const [tenant] = (await formApi.get(org.adminKey, id)).json.data.signers;
    expect(tenant.formSubmissionJson).toEqual(earlier);
    expect(tenant.formSubmissionSha256).toBe(earlierSha256);
    expect(sha256(canonicalJson(tenant.formSubmissionJson))).toBe(tenant.formSubmissionSha256);
  });

  it("binds the stored signature and the submission to the audit chain in signer.submitted", async () => {
    const { id, process, tokens } = await publishedForm(org.adminKey);
    const drawn = signaturePng();
    await signBoth(tokens, drawn);

    const detail = (await formApi.get(org.adminKey, id)).json.data;
    const submitted = (await database.db.select().from(auditEvents).where(eq(auditEvents.signingProcessId, process.id)))
      .filter((event) => event.type === "signer.submitted")
      .sort((a, b) => a.sequence - b.sequence);
    expect(submitted.map((event) => event.details)).toEqual([
      expect.objectContaining({ signatureType: "DRAWN", signatureSha256: sha256(pngBytes(drawn)), formSubmissionSha256: detail.signers[0].formSubmissionSha256 }),
      // A typed signature is stored as its text: the hash is over that text's UTF-8 bytes.
      expect.objectContaining({ signatureType: "TYPED", signatureSha256: sha256("Lars Landlord"), formSubmissionSha256: detail.signers[1].formSubmissionSha256 }),
    ]);
  });
});
