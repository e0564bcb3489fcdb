/**
 * Finalization's one-time costs, paid when the server starts rather than by the first signer to
 * finish: the seal certificate generated (on the first start) and opened, the Latin fonts the
 * certificate draws parsed, and pdf-lib, PKI.js and the certificate's layout run once. It stamps
 * and seals a one-page stand-in and a short certificate and keeps neither; no timestamp
 * authority is asked. The CJK fonts (about 20 MB) wait for the first document that needs them.
 * `sealSettings` are the server's own settings unless given: the bench report warms its floor with
 * the server's certificate, so that both start equally warm.
 */
import { PDFDocument } from "pdf-lib";
import { env } from "../../env";
import { completionCertificateDocument } from "../../pdf/certificate/render-certificate";
import { loadSealCertificate, type SealCertificateInput } from "../../pdf/seal/seal-certificate";
import { sealPdf } from "../../pdf/seal/seal-pdf";
import { stampIntoDocument } from "../../pdf/stamp/stamp-document";

export async function warmUpFinalization(sealSettings: SealCertificateInput = configuredSeal()): Promise<void> {
  const certificate = await loadSealCertificate(sealSettings);
  const seal = { certificate, reason: "Warm-up", signerName: "Signet" };

  const page = await PDFDocument.create();
  page.addPage();
  const stamped = await stampIntoDocument(await page.save(), {
    fields: [
      { type: "TEXT", value: "Signet", page: 0, x: 40, y: 40, w: 200, h: 24 },
      { type: "CHECKBOX", value: true, page: 0, x: 40, y: 80, w: 18, h: 18 },
    ],
  });
  await sealPdf(stamped, seal);

  const now = new Date();
  const hash = "0".repeat(64);
  const standIn = await completionCertificateDocument({
    process: { id: "00000000-0000-4000-8000-000000000000", subject: "Signet", organizationName: "Signet", createdAt: now, completedAt: now, language: "en" },
    sourceSha256: hash,
    finalSha256: hash,
    signers: [
      {
        name: "Signet", email: null, phoneMasked: null, roleLabel: null, signOrder: 1, authPolicy: "SES_LINK_ONLY",
      channel: "EMAIL",
        otpVerifiedAt: null, openedAt: now, signedAt: now, ip: null, userAgent: null, signatureType: "TYPED",
      },
    ],
    auditEvents: [{ sequence: 1, type: "process.created", occurredAt: now, actorName: null, ip: null, hash, prevHash: hash }],
    chain: { valid: true, length: 1, headHash: hash },
  });
  await sealPdf(standIn, seal);
}

function configuredSeal(): SealCertificateInput {
  const config = env();
  return { p12Base64: config.SEAL_P12_BASE64, p12Password: config.SEAL_P12_PASSWORD, dataDir: config.DATA_DIR };
}
