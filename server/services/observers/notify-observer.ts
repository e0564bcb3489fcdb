/**
 * Sends one observer one message about a process (API.md, "Observers"): the completed copy with
 * its two links, or the outcome when there will be none. Each message sent becomes one
 * `observer.notified` event in the trail; a job that runs again records it once.
 */
import { and, asc, eq, sql } from "drizzle-orm";
import { renderingLanguage } from "@/lib/i18n/resolve-language";
import type { ObserverMessage } from "@/lib/signing/observer-messages";
import type { StoredObserver } from "@/lib/signing/observers";
import type { Db } from "../../db/client";
import { auditEvents, organizations, signers, signingProcesses, type SigningProcess } from "../../db/schema";
import { PermanentJobError } from "../../queue/define-job";
import { appendAuditEvent, SYSTEM_AUDIT_ACTOR } from "../audit/append-audit-event";
import { deliverEmail, type EmailJob } from "../email-deliveries/deliver-email";
import { signedDocumentAttachment } from "../signing/signed-document-attachment";
import { observerCopyUrl, observerLinksExpireAt } from "./observer-copy-link";

export async function notifyObserver(
  db: Db,
  input: { signingProcessId: string; observerId: string; message: ObserverMessage },
  job: EmailJob,
): Promise<void> {
  const [row] = await db
    .select({ process: signingProcesses, organizationName: organizations.name, organizationLanguage: organizations.defaultLanguage })
    .from(signingProcesses)
    .innerJoin(organizations, eq(organizations.id, signingProcesses.organizationId))
    .where(eq(signingProcesses.id, input.signingProcessId));
  const observer = row?.process.observers.find((candidate) => candidate.id === input.observerId);
  if (!row || !observer) return;
  const { process, organizationName } = row;
  const envelope = {
    organizationId: process.organizationId,
    locale: renderingLanguage(observer.locale, row.organizationLanguage),
    to: observer.email,
    meta: { signingProcessId: process.id, signerId: null, observerId: observer.id },
  };
  const about = { signerName: observer.name, organizationName, subject: process.subject, audience: "observer" as const };
  const processSigners = await db.select().from(signers).where(eq(signers.signingProcessId, process.id)).orderBy(asc(signers.signOrder));

  switch (input.message) {
    case "copy": {
      if (process.status !== "COMPLETED" || !process.completedAt) throw new PermanentJobError("The process is not completed, so there is no copy to send");
      const expiresAt = observerLinksExpireAt(process.completedAt);
      const link = (file: "document" | "certificate") => observerCopyUrl({ processId: process.id, observerId: observer.id, file, expiresAt });
      const attachment = await signedDocumentAttachment(db, process, envelope.locale);
      await deliverEmail(db, {
        ...envelope,
        kind: "copy",
        data: {
          observerName: observer.name,
          organizationName,
          subject: process.subject,
          signerNames: processSigners.map((signer) => signer.name),
          documentUrl: link("document"),
          certificateUrl: link("certificate"),
          linksExpireAt: expiresAt.toISOString(),
          attached: attachment !== null,
        },
        attachments: attachment ? [attachment] : undefined,
      }, job);
      break;
    }
    case "declined": {
      const decliner = processSigners.find((signer) => signer.status === "DECLINED");
      await deliverEmail(db, { ...envelope, kind: "declined", data: { ...about, declinedBy: decliner?.name ?? "", reason: decliner?.declineReason ?? "" } }, job);
      break;
    }
    case "voided":
      await deliverEmail(db, { ...envelope, kind: "voided", data: { ...about, reason: process.voidReason } }, job);
      break;
    case "expired":
      await deliverEmail(db, { ...envelope, kind: "expired", data: about }, job);
  }
  await recordNotified(db, process, observer, input.message);
}

async function recordNotified(db: Db, process: SigningProcess, observer: StoredObserver, message: ObserverMessage): Promise<void> {
  await db.transaction(async (tx) => {
    // The process row's lock orders this check with appends from other jobs.
    await tx.select({ id: signingProcesses.id }).from(signingProcesses).where(eq(signingProcesses.id, process.id)).for("update");
    const [recorded] = await tx
      .select({ id: auditEvents.id })
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.signingProcessId, process.id),
          eq(auditEvents.type, "observer.notified"),
          sql`${auditEvents.details}->>'observerId' = ${observer.id}`,
          sql`${auditEvents.details}->>'message' = ${message}`,
        ),
      );
    if (recorded) return;
    await appendAuditEvent(tx, {
      signingProcessId: process.id,
      type: "observer.notified",
      actor: SYSTEM_AUDIT_ACTOR,
      documentSha256: process.documentSha256,
      details: { observerId: observer.id, name: observer.name, email: observer.email, message },
    });
  });
}
