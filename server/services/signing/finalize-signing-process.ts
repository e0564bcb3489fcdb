/**
 * DESIGN.md, pipeline step 5, as three idempotent steps that a retried job runs in order:
 *
 * 1. `document`: stamp every value and signature into the source, seal it, and keep it as the
 *    process's signed PDF asset;
 * 2. `certificate`: render the completion certificate (naming the signed PDF by its SHA-256),
 *    seal it, and keep it as the certificate asset;
 * 3. `complete`: COMPLETED with the audit event, signing.completed and the signers' notices.
 *
 * Each step records its result on the process row under the process lock, in the same
 * transaction as the asset row, so a retry after a crash or a failure skips what is done and
 * never keeps a second asset; a step finding its result already there does nothing. After the
 * last automatic attempt the process shows finalization FAILED with the reason, and an admin can
 * retry it (retry-finalization.ts). A process that no longer exists throws
 * FinalizationImpossibleError, which the job turns into a permanent failure.
 *
 * The final files' previews are queued when the process completes (or fails), not when each file
 * is kept: rendering twenty pages beside the certificate step would share the CPU with it and
 * delay COMPLETED, which is what signers and integrators wait for.
 */
import { eq, sql } from "drizzle-orm";
import { resolveLanguage } from "@/lib/i18n/resolve-language";
import { translate } from "@/lib/i18n/translate";
import type { Db, Tx } from "../../db/client";
import { pdfAssets, signers, signingProcesses, type AssetOrigin, type SigningProcess } from "../../db/schema";
import { env } from "../../env";
import { notifySignerJob } from "../../queue/definitions/notify-signer";
import { queueObserverNotifications } from "../observers/queue-observer-notifications";
import { metrics } from "../../metrics/metrics";
import { triggerJob } from "../../queue/trigger-job";
import { sealPdf, type SealablePdf } from "../../pdf/seal/seal-pdf";
import { queueGeneratedPdfPreviews, storeGeneratedPdf } from "../assets/store-generated-pdf";
import { appendAuditEvent, SYSTEM_AUDIT_ACTOR } from "../audit/append-audit-event";
import { recordDomainEvent } from "../events/record-domain-event";
import { OrganizationSealUnusableError, sealCertificateFor } from "../seals/organization-seal";
import { queueSenderNotification } from "../notifications/queue-sender-notification";
import { buildCompletionCertificate, buildSignedDocument } from "./final-documents";
import { FinalizationImpossibleError } from "./finalization-errors";
import { lockProcess, processRefusal } from "./process-state";
import { logger } from "@/server/log/logger.mjs";

export const FINALIZATION_STEPS = ["document", "certificate", "complete"] as const;
export type FinalizationStep = (typeof FINALIZATION_STEPS)[number];

/** Runs every step in order; what a job attempt does. */
export async function finalizeSigningProcess(db: Db, processId: string): Promise<void> {
  for (const step of FINALIZATION_STEPS) await runFinalizationStep(db, processId, step);
}

export async function runFinalizationStep(db: Db, processId: string, step: FinalizationStep): Promise<void> {
  const process = await loadProcess(db, processId);
  if (process.finalizationStatus !== "PENDING") return;
  // Operators follow a finalization in the log; the crash-recovery test waits for these lines.
  logger().info(`[signet] finalizing ${processId}: ${step}`);
  switch (step) {
    case "document":
      if (!process.signedPdfAssetId) await keepSignedDocument(db, process);
      return;
    case "certificate":
      if (!process.certificatePdfAssetId) await keepCompletionCertificate(db, process);
      return;
    case "complete":
      await complete(db, processId);
      return;
  }
}

async function loadProcess(db: Db | Tx, processId: string): Promise<SigningProcess> {
  const [process] = await db.select().from(signingProcesses).where(eq(signingProcesses.id, processId));
  if (!process) throw new FinalizationImpossibleError(`Signing process ${processId} no longer exists`);
  return process;
}

/** Seals with the organization's own seal when it has one, else the installation's (docs/pdf-finalization.md, "Seals"). */
async function seal(db: Db, pdf: SealablePdf, input: { reason: string; organizationId: string; organizationName: string }): Promise<Uint8Array> {
  const config = env();
  const certificate = await sealCertificateFor(db, input.organizationId).catch((error: unknown) => {
    // Its own seal that no longer opens will not open on a second try either.
    throw error instanceof OrganizationSealUnusableError ? new FinalizationImpossibleError(error.message) : error;
  });
  return sealPdf(pdf, {
    certificate,
    reason: input.reason,
    signerName: input.organizationName,
    location: config.APP_URL,
    tsaUrl: config.TSA_URL,
  });
}

async function keepSignedDocument(db: Db, process: SigningProcess): Promise<void> {
  const { stamped, organization, signerNames } = await buildSignedDocument(db, process);
  const sealed = await seal(db, stamped, { reason: `Signed by ${signerNames.join(", ")}`, organizationId: process.organizationId, organizationName: organization.name });
  await keepFinalFile(db, process.id, "signedPdfAssetId", {
    organizationId: process.organizationId,
    bytes: sealed,
    fileName: translate(resolveLanguage(organization.defaultLanguage), "files.signedDocument", { subject: process.subject }),
    origin: "SIGNED_DOCUMENT",
  });
}

async function keepCompletionCertificate(db: Db, process: SigningProcess): Promise<void> {
  const [signed] = process.signedPdfAssetId
    ? await db.select({ sha256: pdfAssets.sha256 }).from(pdfAssets).where(eq(pdfAssets.id, process.signedPdfAssetId))
    : [];
  if (!signed) throw new Error("The signed document must be kept before its certificate is made");
  const { certificate, organization } = await buildCompletionCertificate(db, process, { signedSha256: signed.sha256, completedAt: new Date() });
  const sealed = await seal(db, certificate, { reason: `Completion certificate of ${process.subject}`, organizationId: process.organizationId, organizationName: organization.name });
  await keepFinalFile(db, process.id, "certificatePdfAssetId", {
    organizationId: process.organizationId,
    bytes: sealed,
    fileName: translate(resolveLanguage(organization.defaultLanguage), "files.completionCertificate", { subject: process.subject }),
    origin: "COMPLETION_CERTIFICATE",
  });
}

/**
 * Stores a final file and records it on the process in one transaction under the process lock:
 * when another run recorded this file first, nothing is stored, so no orphan asset remains.
 */
async function keepFinalFile(
  db: Db,
  processId: string,
  column: "signedPdfAssetId" | "certificatePdfAssetId",
  file: { organizationId: string; bytes: Uint8Array; fileName: string; origin: Exclude<AssetOrigin, "UPLOAD"> },
): Promise<void> {
  await db.transaction(async (tx) => {
    const process = await lockProcess(tx, processId);
    if (!process || process.finalizationStatus !== "PENDING" || process[column]) return;
    const asset = await storeGeneratedPdf(tx, { ...file, queuePreviews: false });
    await tx
      .update(signingProcesses)
      .set({ [column]: asset.id, updatedAt: sql`now()` })
      .where(eq(signingProcesses.id, processId));
  });
}

async function complete(db: Db, processId: string): Promise<void> {
  const completed = await db.transaction(async (tx) => {
    const process = await lockProcess(tx, processId);
    if (!process) throw new FinalizationImpossibleError(`Signing process ${processId} no longer exists`);
    // Another run completed it first: it wrote the event; this one must not write a second.
    if (processRefusal(process, "finishFinalization", new Date())) return false;
    if (!process.signedPdfAssetId || !process.certificatePdfAssetId) {
      throw new Error("The final files must be kept before the process is completed");
    }
    const [signed] = await tx.select().from(pdfAssets).where(eq(pdfAssets.id, process.signedPdfAssetId));
    const [certificate] = await tx.select().from(pdfAssets).where(eq(pdfAssets.id, process.certificatePdfAssetId));
    if (!signed || !certificate) throw new FinalizationImpossibleError(`The final files of signing process ${processId} no longer exist`);
    await tx
      .update(signingProcesses)
      .set({
        status: "COMPLETED",
        completedAt: sql`now()`,
        finalizationStatus: "DONE",
        finalizationError: null,
        documentSha256: signed.sha256,
        updatedAt: sql`now()`,
      })
      .where(eq(signingProcesses.id, processId));
    await appendAuditEvent(tx, {
      signingProcessId: processId,
      type: "process.completed",
      actor: SYSTEM_AUDIT_ACTOR,
      documentSha256: signed.sha256,
      details: {
        signedPdfAssetId: signed.id,
        certificatePdfAssetId: certificate.id,
        certificateSha256: certificate.sha256,
      },
    });
    await recordDomainEvent(tx, { organizationId: process.organizationId, type: "signing.completed", signingProcessId: processId });
    await queueGeneratedPdfPreviews(tx, [signed.id, certificate.id]);
    // Signers who signed by email, and in-person signers at a kiosk whose address is known,
    // get their copy (signers without an address are skipped when the email is sent).
    if (process.dispatchMode === "EMAIL" || process.dispatchMode === "KIOSK") {
      const emailed = await tx.select({ id: signers.id }).from(signers).where(eq(signers.signingProcessId, processId));
      for (const signer of emailed) await triggerJob(tx, notifySignerJob, { signerId: signer.id, kind: "completed", organizationId: process.organizationId });
    }
    await queueSenderNotification(tx, process, "completed");
    await queueObserverNotifications(tx, process, "copy");
    return true;
  });
  if (completed) metrics().processesCompleted.inc();
}

const keptFinalFiles = (process: SigningProcess) =>
  [process.signedPdfAssetId, process.certificatePdfAssetId].filter((id): id is string => id !== null);

/** After the last automatic attempt: FAILED with the reason; every accepted signature stays. */
export async function markFinalizationFailed(db: Db, processId: string, message: string): Promise<void> {
  await db.transaction(async (tx) => {
    const process = await lockProcess(tx, processId);
    if (!process || processRefusal(process, "failFinalization", new Date())) return;
    await tx
      .update(signingProcesses)
      .set({ finalizationStatus: "FAILED", finalizationError: message, updatedAt: sql`now()` })
      .where(eq(signingProcesses.id, processId));
    await queueGeneratedPdfPreviews(tx, keptFinalFiles(process));
    await queueSenderNotification(tx, process, "finalizationFailed");
  });
}
