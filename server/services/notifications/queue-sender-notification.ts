import type { SenderNotificationKind } from "@/lib/notifications/sender-notification-kinds";
import type { Tx } from "../../db/client";
import type { SigningProcess } from "../../db/schema";
import { notifySenderJob } from "../../queue/definitions/notify-sender";
import { triggerJob } from "../../queue/trigger-job";
import { senderRecipient } from "./sender-recipient";

/**
 * Queues the sender's email about `kind`, inside the transaction of the change it reports, so a
 * change that rolls back sends nothing. Nothing is queued when nobody is to be told (see
 * sender-recipient.ts); answers whether an email was queued.
 */
export async function queueSenderNotification(
  tx: Tx,
  process: SigningProcess,
  kind: SenderNotificationKind,
  about: { signerId?: string; nextSignerId?: string } = {},
): Promise<boolean> {
  if (!(await senderRecipient(tx, process, kind))) return false;
  await triggerJob(tx, notifySenderJob, {
    signingProcessId: process.id,
    organizationId: process.organizationId,
    kind,
    signerId: about.signerId ?? null,
    nextSignerId: about.nextSignerId ?? null,
  });
  return true;
}
