/**
 * Erasure (docs/operations.md, "Retention and erasure"): a finished process's personal data
 * and files are removed from everywhere Signet keeps them, while the process record and every
 * audit event stay. Both the DELETE request and the retention job come here.
 */
import { randomBytes } from "node:crypto";
import { sha256Hex } from "../../crypto/sha256";
import fs from "node:fs/promises";
import path from "node:path";
import { and, asc, eq, inArray, isNull, like, ne, or, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import {
  auditEvents,
  bulkSendRows,
  emailDeliveries,
  pdfUploads,
  embedLinks,
  idempotencyKeys,
  jobs,
  otpCodes,
  pdfAssets,
  processDrafts,
  publicLinkConfirmations,
  signers,
  signingFields,
  signingProcesses,
  templates,
  templateVersions,
  webhookDeliveries,
  webhookDeliveryAttempts,
  type SigningProcess,
} from "../../db/schema";
import { AppError } from "../../errors";
import { ERASED_SHA256_PREFIX } from "../assets/erased-asset";
import { outboxDirectory } from "../../outbox/outbox-files";
import { outboxFileNamesNewestFirst, readOutboxFile } from "../../outbox/read-outbox-files";
import { getStorage } from "../../storage/storage";
import { appendAuditEvent, toAuditEvent } from "../audit/append-audit-event";
import { erasedEventDigest, verifyChain, type AuditActor } from "../audit/audit-chain";
import { personalValues, replaceAtPointers } from "../audit/personal-commitments";
import type { RequestOrigin } from "../context";
import { buildEventPayload } from "../webhooks/webhook-payloads";

/** The statuses a process may be erased in: it has ended. */
export const ERASABLE_STATUSES = ["COMPLETED", "VOIDED", "DECLINED", "EXPIRED"] as const;

/** Jobs that would message someone about the process; after erasure there is no one to message. */
const MESSAGE_JOBS = ["signer.notify", "observer.notify", "sender.notify", "reminder.send"];

export interface ErasedBy {
  actor: AuditActor;
  origin?: RequestOrigin;
}

/**
 * Erases one process of the organization. A process erased already is left as it is (the
 * request is idempotent), but its files are deleted again in case a first attempt stopped
 * after the database was written. Returns whether this call erased it.
 */
export async function eraseProcessData(db: Db, processId: string, by: ErasedBy): Promise<boolean> {
  const outcome = await db.transaction(async (tx) => {
    const [process] = await tx.select().from(signingProcesses).where(eq(signingProcesses.id, processId)).for("update");
    if (!process) throw new Error(`Signing process ${processId} does not exist`);
    if (process.erasedAt) return { erased: false, storageKeys: await erasedStorageKeys(tx, process) };
    refuseUnlessErasable(process);
    const storageKeys = await erasedStorageKeys(tx, process);
    await eraseRows(tx, process, by);
    await retireAssets(tx, process);
    return { erased: true, storageKeys };
  });
  // Files go once the database no longer points at them; storage cannot roll back with it.
  await Promise.all(outcome.storageKeys.map((key) => getStorage().delete(key).catch(() => undefined)));
  await deleteOutboxMessages(processId);
  return outcome.erased;
}

function refuseUnlessErasable(process: SigningProcess): void {
  if (!(ERASABLE_STATUSES as readonly string[]).includes(process.status)) {
    throw new AppError("INVALID_STATE", `A process that is ${process.status.toLowerCase().replace("_", " ")} cannot be erased; it must have ended first`, {
      status: process.status,
    });
  }
  if (process.legalHold) {
    throw new AppError("LEGAL_HOLD", "The process is under a legal hold; lift the hold before erasing it");
  }
}

/**
 * The storage objects of the process: its signed PDF and certificate, its source PDF unless
 * another process or a template still uses it, their previews, and the drawn signatures.
 */
async function erasedStorageKeys(tx: Tx, process: SigningProcess): Promise<string[]> {
  const assetIds = [process.signedPdfAssetId, process.certificatePdfAssetId].filter((id): id is string => id !== null);
  if (process.sourcePdfAssetId && !(await sourceStillUsed(tx, process))) assetIds.push(process.sourcePdfAssetId);
  const assets = assetIds.length > 0 ? await tx.select().from(pdfAssets).where(inArray(pdfAssets.id, assetIds)) : [];
  const signatureKeys = await tx
    .select({ key: signers.signatureImageKey })
    .from(signers)
    .where(and(eq(signers.signingProcessId, process.id), sql`${signers.signatureImageKey} is not null`));
  return [
    ...assets.flatMap((asset) => [asset.storageKey, ...asset.previews.map((preview) => preview.storageKey), ...(asset.thumbnailKey ? [asset.thumbnailKey] : [])]),
    ...signatureKeys.map((row) => row.key!),
  ];
}

/** Whether a process not erased, a template version or a draft still refers to the source PDF. */
async function sourceStillUsed(tx: Tx, process: SigningProcess): Promise<boolean> {
  const assetId = process.sourcePdfAssetId!;
  const mentions = `%${assetId}%`;
  const [otherProcess] = await tx
    .select({ id: signingProcesses.id })
    .from(signingProcesses)
    .where(and(eq(signingProcesses.sourcePdfAssetId, assetId), ne(signingProcesses.id, process.id), isNull(signingProcesses.erasedAt)))
    .limit(1);
  if (otherProcess) return true;
  const [template] = await tx.select({ id: templates.id }).from(templates).where(like(sql`${templates.draft}::text`, mentions)).limit(1);
  if (template) return true;
  const [version] = await tx
    .select({ id: templateVersions.id })
    .from(templateVersions)
    .where(like(sql`${templateVersions.definition}::text`, mentions))
    .limit(1);
  if (version) return true;
  const [draft] = await tx.select({ id: processDrafts.id }).from(processDrafts).where(like(sql`${processDrafts.content}::text`, mentions)).limit(1);
  return draft !== undefined;
}

async function eraseRows(tx: Tx, process: SigningProcess, by: ErasedBy): Promise<void> {
  const now = new Date();
  const signerRows = await tx.select({ id: signers.id }).from(signers).where(eq(signers.signingProcessId, process.id));
  const signerIds = signerRows.map((row) => row.id);

  const erasedBeforeCommitments = await eraseAuditEvents(tx, process.id);

  if (signerIds.length > 0) {
    await tx.delete(otpCodes).where(inArray(otpCodes.signerId, signerIds));
    for (const signerId of signerIds) {
      // The signing link dies with the data: its token no longer matches anything.
      await tx
        .update(signers)
        .set({
          name: "",
          email: null,
          phoneE164: null,
          declineReason: null,
          signatureText: null,
          signatureImageKey: null,
          signedIp: null,
          signedUserAgent: null,
          formSubmissionJson: null,
          tokenHash: sha256Hex(randomBytes(32)),
          tokenEncrypted: "",
        })
        .where(eq(signers.id, signerId));
    }
  }
  await tx.update(signingFields).set({ value: null, prefill: null }).where(eq(signingFields.signingProcessId, process.id));
  await tx.delete(emailDeliveries).where(eq(emailDeliveries.signingProcessId, process.id));
  await tx.delete(embedLinks).where(eq(embedLinks.signingProcessId, process.id));
  // The bulk send row and the public link's confirmation that made the process hold its people as sent.
  await tx.update(bulkSendRows).set({ request: {} }).where(eq(bulkSendRows.signingProcessId, process.id));
  await tx.update(publicLinkConfirmations).set({ name: "", email: "", phoneE164: null }).where(eq(publicLinkConfirmations.signingProcessId, process.id));
  // A stored create response holds the signers as they were sent.
  await tx.delete(idempotencyKeys).where(like(idempotencyKeys.responseData, `%${process.id}%`));
  await tx
    .delete(jobs)
    .where(
      and(
        eq(jobs.status, "PENDING"),
        inArray(jobs.name, MESSAGE_JOBS),
        or(...[process.id, ...signerIds].map((id) => like(sql`${jobs.payload}::text`, `%${id}%`))),
      ),
    );

  const [erased] = await tx
    .update(signingProcesses)
    .set({ observers: [], erasedAt: now, erasedBy: by.actor.name ?? by.actor.kind, updatedAt: now })
    .where(eq(signingProcesses.id, process.id))
    .returning();
  await appendAuditEvent(tx, {
    signingProcessId: process.id,
    type: "process.erased",
    actor: by.actor,
    origin: by.origin,
    documentSha256: erased!.documentSha256,
    details: { erasedBeforeCommitments },
  });
  // The event's own actor values are personal too, but they are about the one who erased.
  await rewriteWebhookPayloads(tx, process.id);
}

/**
 * The asset rows stay, since the process refers to them, and /verify still knows the final
 * files by their hashes; their files are gone. The source no longer starts processes, and gives
 * up its content address so that the same bytes can be uploaded again as a new asset.
 */
async function retireAssets(tx: Tx, process: SigningProcess): Promise<void> {
  const finalIds = [process.signedPdfAssetId, process.certificatePdfAssetId].filter((id): id is string => id !== null);
  if (finalIds.length > 0) {
    await tx.update(pdfAssets).set({ originalFileName: "erased.pdf", previews: [], thumbnailKey: null }).where(inArray(pdfAssets.id, finalIds));
  }
  const sourceId = process.sourcePdfAssetId;
  if (!sourceId || (await sourceStillUsed(tx, process))) return;
  await tx
    .update(pdfAssets)
    .set({
      originalFileName: "erased.pdf",
      previews: [],
      thumbnailKey: null,
      sha256: sql`${ERASED_SHA256_PREFIX} || ${pdfAssets.id}::text`,
      processingStatus: "FAILED",
      processingErrorMessage: "The file was erased with a signing process",
    })
    .where(eq(pdfAssets.id, sourceId));
  // The upload it came from kept the name the file had on someone's computer.
  await tx.update(pdfUploads).set({ fileName: "erased.pdf" }).where(eq(pdfUploads.assetId, sourceId));
}

/**
 * Blanks every personal value of the trail. Version 2 events lose their salt and values and
 * keep their commitments, so their hashes still recompute. Version 1 events hashed the plain
 * values: they keep their hash, are flagged, and the digest of what is left of each is returned
 * for the process.erased event to record (docs/operations.md).
 */
async function eraseAuditEvents(tx: Tx, processId: string): Promise<{ sequence: number; digest: string }[]> {
  const rows = await tx.select().from(auditEvents).where(eq(auditEvents.signingProcessId, processId)).orderBy(asc(auditEvents.sequence));
  // The trigger lets this transaction blank personal values, and nothing else (drizzle/0032).
  await tx.execute(sql`select set_config('signet.erasure', 'on', true)`);
  const chainBefore = verifyChain(processId, rows.map(toAuditEvent));
  const digests: { sequence: number; digest: string }[] = [];
  for (const row of rows) {
    const event = toAuditEvent(row);
    const blanks = Object.fromEntries([...personalValues(event)].map(([pointer]) => [pointer, null]));
    const blanked = replaceAtPointers({ actor: event.actor, ip: event.ip, userAgent: event.userAgent, details: event.details }, blanks);
    const personalErased = event.hashVersion === 1 && (event.personalErased || Object.keys(blanks).length > 0);
    await tx
      .update(auditEvents)
      .set({ actorName: blanked.actor.name, ip: blanked.ip, userAgent: blanked.userAgent, details: blanked.details, personalSalt: null, personalErased })
      .where(eq(auditEvents.id, row.id));
    if (personalErased) {
      digests.push({ sequence: event.sequence, digest: erasedEventDigest(processId, { ...event, ...blanked, salt: null, personalErased }) });
    }
  }
  await tx.execute(sql`select set_config('signet.erasure', 'off', true)`);
  // Note: a trail that did not verify before is not made to look whole by the digests.
  if (!chainBefore.valid) return digests.map((entry) => ({ ...entry, digest: "chain did not verify before erasure" }));
  return digests;
}

/** Stored webhook bodies are built again from the erased process, keeping each event's id and type. */
async function rewriteWebhookPayloads(tx: Tx, processId: string): Promise<void> {
  const deliveries = await tx
    .select({ id: webhookDeliveries.id, eventId: webhookDeliveries.eventId, eventType: webhookDeliveries.eventType, payload: webhookDeliveries.payload })
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.signingProcessId, processId));
  for (const delivery of deliveries) {
    const stored = JSON.parse(delivery.payload) as { createdAt?: string; data?: { signer?: { id?: string } } };
    const payload = await buildEventPayload(tx, {
      id: delivery.eventId,
      type: delivery.eventType,
      createdAt: new Date(stored.createdAt ?? Date.now()),
      signingProcessId: processId,
      signerId: stored.data?.signer?.id ?? null,
      bulkSendId: null,
    });
    await tx.update(webhookDeliveries).set({ payload }).where(eq(webhookDeliveries.id, delivery.id));
    // A receiver's answer may echo what it was sent.
    await tx.update(webhookDeliveryAttempts).set({ responseBody: null }).where(eq(webhookDeliveryAttempts.deliveryId, delivery.id));
  }
}

/** The embedded outbox's copies of the process's emails and SMS (files under DATA_DIR). */
async function deleteOutboxMessages(processId: string): Promise<void> {
  for (const name of await outboxFileNamesNewestFirst()) {
    const message = await readOutboxFile(name);
    if (message?.meta.signingProcessId === processId) await fs.rm(path.join(outboxDirectory(), name), { force: true });
  }
}
