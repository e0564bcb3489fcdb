/**
 * What the PDF pipeline costs per document on this machine: page previews for a 10-page upload,
 * and finalization's three steps (stamp, certificate, seal) for a two-signer document.
 */
import os from "node:os";
import path from "node:path";
import fs from "node:fs";
import { beforeAll, bench, describe } from "vitest";
import { renderCompletionCertificate } from "@/server/pdf/certificate/render-certificate";
import { renderPreviews } from "@/server/pdf/render-pages";
import { loadSealCertificate } from "@/server/pdf/seal/seal-certificate";
import { sealPdf } from "@/server/pdf/seal/seal-pdf";
import { stampDocument } from "@/server/pdf/stamp/stamp-document";
import { makePdf } from "@/tests/support/pdfs";

let tenPages: Uint8Array;
let twoPages: Uint8Array;
let certificate: Awaited<ReturnType<typeof loadSealCertificate>>;

beforeAll(async () => {
  tenPages = await makePdf(10, "benchmark");
  twoPages = await makePdf(2, "benchmark");
  certificate = await loadSealCertificate({ dataDir: fs.mkdtempSync(path.join(os.tmpdir(), "signet-bench-")) });
});

const fields = [
  { type: "TEXT" as const, page: 0, x: 72, y: 100, w: 200, h: 20, value: "Zoë Łódź 東京" },
  { type: "DATE" as const, page: 0, x: 72, y: 130, w: 120, h: 20, value: "2026-11-21" },
  { type: "CHECKBOX" as const, page: 1, x: 72, y: 160, w: 14, h: 14, value: true },
  { type: "SIGNATURE" as const, page: 1, x: 72, y: 200, w: 180, h: 50, signature: { type: "TYPED" as const, text: "Zoë Łódź" } },
];

const now = new Date();
const certificateInput = {
  process: { id: "00000000-0000-4000-8000-000000000000", subject: "Lease", organizationName: "Bench GmbH", createdAt: now, completedAt: now, language: "en" as const },
  sourceSha256: "a".repeat(64),
  finalSha256: "b".repeat(64),
  signers: [1, 2].map((signOrder) => ({
    name: `Signer ${signOrder}`, email: `s${signOrder}@example.test`, phoneMasked: null, roleLabel: null, signOrder,
    authPolicy: "SES_LINK_ONLY" as const, channel: "EMAIL" as const, otpVerifiedAt: null, openedAt: now, signedAt: now, ip: "203.0.113.1", userAgent: "Bench", signatureType: "TYPED" as const,
  })),
  auditEvents: Array.from({ length: 12 }, (_, index) => ({
    sequence: index + 1, type: "signer.opened", occurredAt: now, actorName: "Signer", ip: "203.0.113.1", hash: "c".repeat(64), prevHash: "d".repeat(64),
  })),
  chain: { valid: true, length: 12, headHash: "c".repeat(64) },
};

describe("PDF pipeline", () => {
  bench("previews for a 10-page PDF", async () => {
    await renderPreviews(tenPages, async () => undefined);
  }, { iterations: 5 });

  bench("stamp four fields into a 2-page PDF", async () => {
    await stampDocument(twoPages, { fields });
  }, { iterations: 10 });

  bench("render a completion certificate", async () => {
    await renderCompletionCertificate(certificateInput);
  }, { iterations: 10 });

  bench("seal a PDF (PAdES, no timestamp)", async () => {
    await sealPdf(twoPages, { certificate, reason: "Benchmark", signerName: "Bench GmbH" });
  }, { iterations: 10 });
});
