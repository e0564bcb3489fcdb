/**
 * The hashes that bind a signing to what came out of it: signer.submitted records the SHA-256 of
 * the stored signature, and the process record (REST, list, webhook snapshots, the OpenAPI
 * schema) gains signedDocumentSha256 and certificateSha256, null until COMPLETED.
 */
import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { auditEvents, signers } from "@/server/db/schema";
import { resetEnv } from "@/server/env";
import { buildOpenApiDocument } from "@/server/http/openapi";
import { resetRateLimiter } from "@/server/throttle/rate-limiter";
import { runDueJobs } from "@/server/jobs/local-runner";
import { getStorage } from "@/server/storage/storage";
import { startWebhookReceiver, type WebhookReceiver } from "@/server/webhooks/testing/webhook-receiver";
import { createTestDatabase, type TestDatabase } from "@/tests/support/database";
import { seedOrganization, type SeededOrganization } from "@/tests/support/fixtures";
import { call, routeAt } from "@/tests/support/http";
import { oneSignerProcess, readyAsset, signaturePng, signer } from "@/tests/support/signing";
import { getBytes } from "@/tests/support/uploads";

const webhooksRoute = routeAt("/webhooks");
const listRoute = routeAt("/signing-processes");
const filesRoute = routeAt("/signing-processes/{id}/files");
const processRoute = routeAt("/signing-processes/{id}");

let database: TestDatabase;
let org: SeededOrganization;
let assetId: string;
let target: WebhookReceiver;

beforeAll(async () => {
  database = await createTestDatabase();
  org = await seedOrganization(database.db, { plan: "PRO" });
  assetId = await readyAsset(database.db, org.adminKey);
  process.env.WEBHOOK_ALLOW_PRIVATE_NETWORKS = "true";
  resetEnv();
  target = await startWebhookReceiver();
});
afterAll(async () => {
  delete process.env.WEBHOOK_ALLOW_PRIVATE_NETWORKS;
  resetEnv();
  await target.close();
  await database.close();
});
beforeEach(() => resetRateLimiter());

const sha256 = (bytes: string | Uint8Array) => createHash("sha256").update(bytes).digest("hex");
const recordOf = async (id: string) => (await call(processRoute.GET, "GET", `/api/v1/signing-processes/${id}`, { apiKey: org.adminKey, params: { id } })).json.data;
const listed = async (id: string) =>
  (await call(listRoute.GET, "GET", "/api/v1/signing-processes?pageSize=100", { apiKey: org.adminKey })).json.data.items.find((item: { id: string }) => item.id === id);
const submittedDetails = async (processId: string) =>
  (await database.db.select().from(auditEvents).where(eq(auditEvents.signingProcessId, processId))).find((event) => event.type === "signer.submitted")!.details;

async function download(url: string): Promise<Uint8Array> {
  const response = await getBytes(url);
  expect(response.status).toBe(200);
  return new Uint8Array(await response.arrayBuffer());
}

describe("the hashes of a signing", () => {
  // First: its runDueJobs would otherwise also finalize the processes the next test signs.
  it("answers signedDocumentSha256 and certificateSha256 once COMPLETED, in the record, the list and the webhook snapshot", async () => {
    const created = await call(webhooksRoute.POST, "POST", "/api/v1/webhooks", { apiKey: org.adminKey, body: { url: target.url, events: ["signing.sent", "signing.completed"] } });
    expect(created.status).toBe(201);
    const { id, token } = await oneSignerProcess(database.db, org.adminKey, assetId);
    expect(await recordOf(id)).toMatchObject({ status: "SENT", signedDocumentSha256: null, certificateSha256: null });
    expect((await signer.submit(token, { signature: { type: "TYPED", text: "Ada Signer" }, consent: true })).status).toBe(200);
    // Every signature is in, the final files are not: still null.
    expect(await recordOf(id)).toMatchObject({ finalization: { status: "PENDING" }, signedDocumentSha256: null, certificateSha256: null });
    await runDueJobs(database.db);

    const files = (await call(filesRoute.GET, "GET", `/api/v1/signing-processes/${id}/files`, { apiKey: org.adminKey, params: { id } })).json.data;
    const hashes = {
      signedDocumentSha256: sha256(await download(files.signedDocument.url)),
      certificateSha256: sha256(await download(files.completionCertificate.url)),
    };
    expect(await recordOf(id)).toMatchObject({ status: "COMPLETED", ...hashes });
    expect(await listed(id)).toMatchObject({ status: "COMPLETED", ...hashes });

    const bodies = target.requests.map((request) => JSON.parse(request.rawBody)).filter((body) => body.data.signingProcess.id === id);
    const byType = Object.fromEntries(bodies.map((body) => [body.type, body.data.signingProcess]));
    expect(byType["signing.sent"]).toMatchObject({ signedDocumentSha256: null, certificateSha256: null });
    expect(byType["signing.completed"]).toMatchObject(hashes);
  }, 120_000);

  it("records the SHA-256 of the stored signature in signer.submitted: a drawn one's PNG, a typed one's text", async () => {
    const drawn = await oneSignerProcess(database.db, org.adminKey, assetId);
    expect((await signer.submit(drawn.token, { signature: { type: "DRAWN", imagePng: signaturePng() }, consent: true })).status).toBe(200);
    const [row] = await database.db.select().from(signers).where(eq(signers.signingProcessId, drawn.id));
    const stored = await getStorage().readBytes(row!.signatureImageKey!);
    expect(await submittedDetails(drawn.id)).toMatchObject({ signatureType: "DRAWN", signatureSha256: sha256(stored) });

    const typed = await oneSignerProcess(database.db, org.adminKey, assetId);
    expect((await signer.submit(typed.token, { signature: { type: "TYPED", text: " Ada Łódź " }, consent: true })).status).toBe(200);
    expect(await submittedDetails(typed.id)).toMatchObject({ signatureType: "TYPED", signatureSha256: sha256("Ada Łódź") });
  });

  it("describes both in the OpenAPI schema of the process record", () => {
    const { components } = buildOpenApiDocument() as unknown as { components: { schemas: Record<string, { properties: Record<string, unknown>; required: string[] }> } };
    const record = components.schemas.SigningProcess!;
    for (const name of ["signedDocumentSha256", "certificateSha256"]) {
      expect(record.properties[name]).toBeDefined();
      expect(record.required).toContain(name);
    }
  });
});
