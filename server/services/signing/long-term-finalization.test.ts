/**
 * Finalization with TSA_URL and a seal certificate from a CA (issue #31 item 3): the final files
 * are PAdES B-LTA; when the seal's OCSP responder is down the attempt fails, nothing is kept,
 * and the job is retried, never finishing with a file lacking its validation data.
 */
import { and, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { jobs, pdfAssets, signingProcesses } from "@/server/db/schema";
import { resetEnv } from "@/server/env";
import { runDueJobs } from "@/server/jobs/local-runner";
import { startTestPki, type TestPki } from "@/server/pdf/seal/testing/openssl-pki";
import { verifySealedPdf } from "@/server/pdf/seal/verify-sealed-pdf";
import { finalizeSigningProcessJob } from "@/server/queue/definitions/finalize-signing-process";
import { getStorage } from "@/server/storage/storage";
import { resetRateLimiter } from "@/server/throttle/rate-limiter";
import { createTestDatabase, type TestDatabase } from "@/tests/support/database";
import { seedOrganization, type SeededOrganization } from "@/tests/support/fixtures";
import { call, routeAt } from "@/tests/support/http";
import { inDays, oneSignerProcess, readyAsset, signer } from "@/tests/support/signing";

const verifyRoute = routeAt("/verify");
const later = (hours: number) => new Date(Date.now() + hours * 3_600_000);

let database: TestDatabase;
let org: SeededOrganization;
let assetId: string;
let pki: TestPki;
const saved = { TSA_URL: process.env.TSA_URL, SEAL_P12_BASE64: process.env.SEAL_P12_BASE64, SEAL_P12_PASSWORD: process.env.SEAL_P12_PASSWORD };

beforeAll(async () => {
  pki = await startTestPki();
  process.env.TSA_URL = pki.tsaUrl;
  process.env.SEAL_P12_BASE64 = pki.seal.p12.toString("base64");
  process.env.SEAL_P12_PASSWORD = pki.seal.password;
  resetEnv();
  database = await createTestDatabase();
  org = await seedOrganization(database.db, { plan: "PRO", name: "Long Term GmbH" });
  assetId = await readyAsset(database.db, org.adminKey, 1);
}, 120_000);
afterAll(async () => {
  for (const [key, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  resetEnv();
  await database?.close();
  await pki?.close();
});
beforeEach(() => resetRateLimiter());

async function readAsset(id: string): Promise<Uint8Array> {
  const [asset] = await database.db.select().from(pdfAssets).where(eq(pdfAssets.id, id));
  return new Uint8Array(await getStorage().readBytes(asset!.storageKey));
}

describe("finalization with a time-stamp authority and a seal from a CA", () => {
  it("fails the attempt while the seal's OCSP responder is down, keeps nothing, and completes with B-LTA files on a later attempt", async () => {
    const { id, token } = await oneSignerProcess(database.db, org.adminKey, assetId, { subject: "Long term", signerName: "Ada Lang", expiresAt: inDays(1) });
    expect((await signer.submit(token, { signature: { type: "TYPED", text: "Ada Lang" }, consent: true })).status).toBe(200);

    await pki.issuingOcsp.stop();
    let results;
    try {
      results = await runDueJobs(database.db);
    } finally {
      await pki.issuingOcsp.start();
    }
    const attempt = results.find((result) => result.name === finalizeSigningProcessJob.id);
    expect(attempt).toMatchObject({ status: "PENDING", attempt: 1, error: expect.stringMatching(/OCSP responder at .* could not be reached/) });
    const [failed] = await database.db.select().from(signingProcesses).where(eq(signingProcesses.id, id));
    expect(failed).toMatchObject({ status: "IN_PROGRESS", finalizationStatus: "PENDING", signedPdfAssetId: null, certificatePdfAssetId: null });
    const kept = await database.db
      .select()
      .from(pdfAssets)
      .where(and(eq(pdfAssets.organizationId, org.organizationId), inArray(pdfAssets.origin, ["SIGNED_DOCUMENT", "COMPLETION_CERTIFICATE"])));
    expect(kept).toEqual([]);

    // The retry, once the responder answers again.
    const retried = await runDueJobs(database.db, { now: later(1) });
    expect(retried.find((result) => result.name === finalizeSigningProcessJob.id)).toMatchObject({ status: "SUCCEEDED", attempt: 2 });
    const [job] = await database.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.name, finalizeSigningProcessJob.id), eq(sql<string>`${jobs.payload}->>'signingProcessId'`, id)));
    expect(job).toMatchObject({ status: "SUCCEEDED", attempts: 2 });
    const [done] = await database.db.select().from(signingProcesses).where(eq(signingProcesses.id, id));
    expect(done).toMatchObject({ status: "COMPLETED", finalizationStatus: "DONE" });

    for (const assetIdOf of [done!.signedPdfAssetId!, done!.certificatePdfAssetId!]) {
      const bytes = await readAsset(assetIdOf);
      const report = await verifySealedPdf(bytes, { certificate: pki.certificates.seal, requireTimestamp: true, requireLongTermValidation: true });
      expect(report.longTerm!.ocspResponses).toHaveLength(2);
      expect(report.longTerm!.crls).toHaveLength(1);

      const checked = await call(verifyRoute.POST, "POST", "/api/v1/verify", { rawBody: bytes, headers: { "content-type": "application/pdf" } });
      expect(checked.status).toBe(200);
      expect(checked.json.data.verdict).toBe("VALID");
      expect(checked.json.data.seals).toEqual([
        {
          valid: true,
          coversWholeFile: false,
          signer: "Long Term GmbH",
          signedAt: expect.any(String),
          timestamp: { time: expect.any(String), authority: "Signet Test TSA" },
          longTermValidation: true,
        },
      ]);
    }
  }, 180_000);
});
