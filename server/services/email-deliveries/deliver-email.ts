/**
 * The one call services make to email someone: render the kind in the locale, send it with the
 * organization's sender name and reply-to, and keep the delivery log (docs/messaging.md). Sent
 * from a job, the job's retries update one log row; a refusal that retrying cannot change ends
 * the job at once, so a wrong address is not tried five times.
 */
import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { emailDeliveries, organizations } from "../../db/schema";
import { getMailTransport } from "../../mail/get-mail-transport";
import { MailDeliveryError, type EmailAttachment } from "../../mail/mail-transport";
import { renderEmail, type EmailData, type EmailKind } from "../../mail/templates/render-email";
import { PermanentJobError } from "../../queue/define-job";
import { metrics } from "../../metrics/metrics";

/** What the message is about; `kind` is taken from the email kind. */
export type EmailMeta = { signingProcessId: string | null; signerId: string | null } & Record<string, unknown>;

export interface DeliverEmailInput<K extends EmailKind> {
  organizationId: string;
  kind: K;
  /** The signer's or organization's language; unknown ones get English. */
  locale: string | null | undefined;
  to: string;
  data: EmailData[K];
  meta: EmailMeta;
  attachments?: EmailAttachment[];
}

/** The job that sends the email, when one does. */
export interface EmailJob {
  jobId: string;
  attempt: number;
}

export interface DeliveredEmail {
  deliveryId: string;
  /** The outbox file's id, the Message-ID or the provider's id. */
  id: string;
  /** What the server or provider answered, in a sentence. */
  reply: string;
  transport: string;
}

const MAX_ERROR_LENGTH = 2000;

function failureText(error: unknown): string {
  const message = error instanceof Error ? error.message || error.name : String(error);
  return message.length > MAX_ERROR_LENGTH ? `${message.slice(0, MAX_ERROR_LENGTH)}…` : message;
}

export async function deliverEmail<K extends EmailKind>(db: Db, input: DeliverEmailInput<K>, job: EmailJob | null): Promise<DeliveredEmail> {
  const { subject, html, text } = await renderEmail(input.kind, input.locale, input.data);
  const [organization] = await db
    .select({ senderName: organizations.emailSenderName, replyTo: organizations.emailReplyTo })
    .from(organizations)
    .where(eq(organizations.id, input.organizationId));
  const transport = getMailTransport();
  const row = {
    organizationId: input.organizationId,
    signingProcessId: input.meta.signingProcessId,
    signerId: input.meta.signerId,
    jobKey: job?.jobId ?? null,
    kind: input.kind,
    toAddress: input.to,
    subject,
    transport: transport.name,
    status: "SENDING" as const,
    attempts: job?.attempt ?? 1,
  };
  const [delivery] = await db
    .insert(emailDeliveries)
    .values(row)
    .onConflictDoUpdate({
      target: emailDeliveries.jobKey,
      set: { ...row, updatedAt: sql`now()` },
    })
    .returning({ id: emailDeliveries.id });
  const deliveryId = delivery!.id;

  try {
    const { id, reply } = await transport.send({
      to: input.to,
      subject,
      html,
      text,
      sender: { name: organization?.senderName ?? null, replyTo: organization?.replyTo ?? null },
      attachments: input.attachments,
      meta: { ...input.meta, kind: input.kind },
    });
    await db
      .update(emailDeliveries)
      .set({ status: "SENT", providerMessageId: id, lastError: null, sentAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(emailDeliveries.id, deliveryId));
    metrics().emailsSent.inc({ transport: transport.name, status: "SENT" });
    return { deliveryId, id, reply, transport: transport.name };
  } catch (error) {
    const final = job === null || (error instanceof MailDeliveryError && !error.retryable);
    metrics().emailsSent.inc({ transport: transport.name, status: final ? "FAILED" : "RETRYING" });
    await db
      .update(emailDeliveries)
      .set({ status: final ? "FAILED" : "RETRYING", lastError: failureText(error), updatedAt: sql`now()` })
      .where(eq(emailDeliveries.id, deliveryId));
    if (job !== null && final) throw new PermanentJobError(failureText(error), { cause: error });
    throw error;
  }
}

/** A sending job gave up (attempts used up): its email, unless it went out, failed. */
export async function markEmailGivenUp(db: Db, jobId: string, error: Error): Promise<void> {
  await db
    .update(emailDeliveries)
    .set({ status: "FAILED", lastError: sql`coalesce(${emailDeliveries.lastError}, ${failureText(error)})`, updatedAt: sql`now()` })
    .where(sql`${emailDeliveries.jobKey} = ${jobId} and ${emailDeliveries.status} <> 'SENT'`);
}
