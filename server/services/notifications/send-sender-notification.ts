/**
 * The sender-notification job's work: one email about one piece of news, to whomever
 * sender-recipient.ts names at sending time (settings changed since the news are respected),
 * through the same path as the signers' emails (outbox, mail server or Resend).
 */
import { and, asc, eq, gt, inArray } from "drizzle-orm";
import type { Db } from "../../db/client";
import { signers, signingProcesses } from "../../db/schema";
import { env } from "../../env";
import type { NotifySenderPayload } from "../../queue/definitions/notify-sender";
import { deliverEmail, type EmailJob } from "../email-deliveries/deliver-email";
import { senderRecipient } from "./sender-recipient";

export async function sendSenderNotification(db: Db, payload: NotifySenderPayload, job: EmailJob): Promise<void> {
  const [process] = await db.select().from(signingProcesses).where(eq(signingProcesses.id, payload.signingProcessId));
  if (!process) return;
  const recipient = await senderRecipient(db, process, payload.kind);
  if (!recipient) return;
  const named = [payload.signerId, payload.nextSignerId].filter((id): id is string => id !== null);
  const slots = named.length ? await db.select().from(signers).where(inArray(signers.id, named)) : [];
  const signer = slots.find((slot) => slot.id === payload.signerId);
  // Reminders sent so far, so the sender knows who was nudged and how often.
  const reminded = await db
    .select({ signerName: signers.name, count: signers.reminderCount })
    .from(signers)
    .where(and(eq(signers.signingProcessId, process.id), gt(signers.reminderCount, 0)))
    .orderBy(asc(signers.signOrder));
  const next = slots.find((slot) => slot.id === payload.nextSignerId);

  const envelope = { organizationId: process.organizationId, locale: recipient.locale, to: recipient.email, meta: { signingProcessId: process.id, signerId: payload.signerId } };
  const about = {
    recipientName: recipient.name,
    organizationName: recipient.organizationName,
    subject: process.subject,
    processUrl: `${env().APP_URL}/processes/${process.id}`,
    via: recipient.via,
    reminders: reminded,
  };
  switch (payload.kind) {
    case "signed":
      await deliverEmail(db, { ...envelope, kind: "sender.signed", data: { ...about, signerName: signer?.name ?? "", nextSignerName: next?.name ?? "" } }, job);
      return;
    case "declined":
      await deliverEmail(db, { ...envelope, kind: "sender.declined", data: { ...about, signerName: signer?.name ?? "", reason: signer?.declineReason ?? "" } }, job);
      return;
    case "completed":
      await deliverEmail(db, { ...envelope, kind: "sender.completed", data: about }, job);
      return;
    case "expired":
      await deliverEmail(db, { ...envelope, kind: "sender.expired", data: about }, job);
      return;
    case "finalizationFailed":
      await deliverEmail(db, { ...envelope, kind: "sender.finalizationFailed", data: about }, job);
  }
}
