import { and, eq, sql } from "drizzle-orm";
import { translate } from "@/lib/i18n/translate";
import type { Db } from "../../db/client";
import { signers, signingProcesses } from "../../db/schema";
import { env } from "../../env";
import { notifySignerJob } from "../../jobs/definitions/notify-signer";
import { triggerJob } from "../../jobs/trigger-job";
import { loadSealCertificate } from "../../pdf/seal/seal-certificate";
import { sealPdf } from "../../pdf/seal/seal-pdf";
import { storeGeneratedPdf } from "../assets/store-generated-pdf";
import { appendAuditEvent, SYSTEM_AUDIT_ACTOR } from "../audit/append-audit-event";
import { recordDomainEvent } from "../events/record-domain-event";
import { buildFinalDocuments, sha256Hex } from "./final-documents";

/**
 * DESIGN.md, pipeline step 5: stamp, certify, seal, store, then COMPLETED with the audit event
 * and signing.completed, all or nothing. It runs as a retried job: every visual change happens
 * before the single signing pass of each PDF; a failure leaves the process PENDING with every
 * accepted signature (the job retries); a retry after success finds DONE and does nothing.
 */
export async function finalizeSigningProcess(db: Db, processId: string): Promise<void> {
  const [process] = await db.select().from(signingProcesses).where(eq(signingProcesses.id, processId));
  if (!process || process.finalizationStatus !== "PENDING") return;

  const completedAt = new Date();
  const documents = await buildFinalDocuments(db, process, completedAt);
  const config = env();
  const certificate = await loadSealCertificate({
    p12Base64: config.SEAL_P12_BASE64,
    p12Password: config.SEAL_P12_PASSWORD,
    dataDir: config.DATA_DIR,
  });
  const seal = (pdf: Uint8Array, reason: string) =>
    sealPdf(pdf, {
      certificate,
      reason,
      signerName: documents.organizationName,
      location: config.APP_URL,
      signingTime: completedAt,
      tsaUrl: config.TSA_URL,
    });
  const sealedDocument = await seal(documents.stamped, `Signed by ${documents.signerNames.join(", ")}`);
  const sealedCertificate = await seal(documents.certificate, `Completion certificate of ${process.subject}`);

  const names = { subject: process.subject };
  const signedAsset = await storeGeneratedPdf(db, {
    organizationId: process.organizationId,
    bytes: sealedDocument,
    fileName: translate(documents.language, "files.signedDocument", names),
    origin: "SIGNED_DOCUMENT",
  });
  const certificateAsset = await storeGeneratedPdf(db, {
    organizationId: process.organizationId,
    bytes: sealedCertificate,
    fileName: translate(documents.language, "files.completionCertificate", names),
    origin: "COMPLETION_CERTIFICATE",
  });

  const signedSha256 = sha256Hex(sealedDocument);
  await db.transaction(async (tx) => {
    const [completed] = await tx
      .update(signingProcesses)
      .set({
        status: "COMPLETED",
        completedAt,
        finalizationStatus: "DONE",
        finalizationError: null,
        signedPdfAssetId: signedAsset.id,
        certificatePdfAssetId: certificateAsset.id,
        documentSha256: signedSha256,
        updatedAt: sql`now()`,
      })
      .where(and(eq(signingProcesses.id, processId), eq(signingProcesses.finalizationStatus, "PENDING")))
      .returning();
    // Another run finished first: it wrote the event; this one must not write a second.
    if (!completed) return;
    await appendAuditEvent(tx, {
      signingProcessId: processId,
      type: "process.completed",
      actor: SYSTEM_AUDIT_ACTOR,
      documentSha256: signedSha256,
      details: {
        signedPdfAssetId: signedAsset.id,
        certificatePdfAssetId: certificateAsset.id,
        stampedSha256: documents.stampedSha256,
        certificateSha256: sha256Hex(sealedCertificate),
      },
    });
    await recordDomainEvent(tx, { organizationId: process.organizationId, type: "signing.completed", signingProcessId: processId });
    if (process.dispatchMode === "EMAIL") {
      const emailed = await tx.select({ id: signers.id }).from(signers).where(eq(signers.signingProcessId, processId));
      for (const signer of emailed) await triggerJob(tx, notifySignerJob, { signerId: signer.id, kind: "completed" });
    }
  });
}

/** After the last attempt: FAILED with the reason; every accepted signature stays. */
export async function markFinalizationFailed(db: Db, processId: string, message: string): Promise<void> {
  await db
    .update(signingProcesses)
    .set({ finalizationStatus: "FAILED", finalizationError: message, updatedAt: sql`now()` })
    .where(and(eq(signingProcesses.id, processId), eq(signingProcesses.finalizationStatus, "PENDING")));
}
