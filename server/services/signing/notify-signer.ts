import { and, count, eq } from "drizzle-orm";
import { renderingLanguage } from "@/lib/i18n/resolve-language";
import type { Db } from "../../db/client";
import { organizations, signers, signingProcesses, users } from "../../db/schema";
import { deliverEmail, type EmailJob } from "../email-deliveries/deliver-email";
import { signedDocumentAttachment } from "./signed-document-attachment";
import { signerLink, signerTokenOf } from "./signer-tokens";

export type SignerNotificationKind = "invite" | "reminder" | "completed" | "declined" | "voided" | "expired";

/**
 * Sends one signer one email about their signing, in the signer's language. Signers without an
 * email address (KIOSK, CURRENT_USER) are skipped. The signing link also serves a completed
 * process: the page then offers the signer's copy of the signed files.
 */
export async function notifySigner(
  db: Db,
  input: { signerId: string; kind: SignerNotificationKind; reminder?: { message?: string; mentionExpiry: boolean } },
  job: EmailJob,
): Promise<void> {
  const [row] = await db
    .select({
      signer: signers,
      process: signingProcesses,
      organizationName: organizations.name,
      organizationLanguage: organizations.defaultLanguage,
      senderName: users.name,
    })
    .from(signers)
    .innerJoin(signingProcesses, eq(signingProcesses.id, signers.signingProcessId))
    .innerJoin(organizations, eq(organizations.id, signingProcesses.organizationId))
    .innerJoin(users, eq(users.id, signingProcesses.createdByUserId))
    .where(eq(signers.id, input.signerId));
  if (!row?.signer.email) return;
  const { signer, process, organizationName, organizationLanguage, senderName } = row;
  const link = signerLink(signerTokenOf(signer.tokenEncrypted));
  const envelope = { organizationId: process.organizationId, locale: renderingLanguage(signer.locale, organizationLanguage), to: signer.email!, meta: { signingProcessId: process.id, signerId: signer.id } };
  const about = { signerName: signer.name, organizationName, subject: process.subject };

  switch (input.kind) {
    case "invite":
      await deliverEmail(db, {
        ...envelope,
        kind: "invite",
        data: { ...about, message: process.message, signUrl: link, expiresAt: process.expiresAt.toISOString() },
      }, job);
      return;
    case "reminder":
      // The same link as the invitation (never rotated), who is waiting and since when.
      await deliverEmail(db, {
        ...envelope,
        kind: "reminder",
        data: {
          ...about,
          senderName,
          waitingSince: (signer.invitedAt ?? process.sentAt).toISOString(),
          message: input.reminder?.message ?? null,
          signUrl: link,
          expiresAt: input.reminder?.mentionExpiry === false ? null : process.expiresAt.toISOString(),
        },
      }, job);
      return;
    case "completed": {
      // The link is the signing page, whose completed screen serves this signer's copy with
      // fresh short-lived URLs: no file URL in an email outlives the token.
      const [{ signerCount } = { signerCount: 0 }] = await db
        .select({ signerCount: count() })
        .from(signers)
        .where(eq(signers.signingProcessId, process.id));
      const attachment = await signedDocumentAttachment(db, process, envelope.locale);
      await deliverEmail(db, { ...envelope, kind: "completed", data: { ...about, downloadUrl: link, signerCount, attached: attachment !== null }, attachments: attachment ? [attachment] : undefined }, job);
      return;
    }
    case "declined": {
      const [decliner] = await db
        .select()
        .from(signers)
        .where(and(eq(signers.signingProcessId, process.id), eq(signers.status, "DECLINED")));
      await deliverEmail(db, {
        ...envelope,
        kind: "declined",
        data: { ...about, declinedBy: decliner?.name ?? "", reason: decliner?.declineReason ?? "" },
      }, job);
      return;
    }
    case "voided":
      await deliverEmail(db, { ...envelope, kind: "voided", data: { ...about, reason: process.voidReason } }, job);
      return;
    case "expired":
      await deliverEmail(db, { ...envelope, kind: "expired", data: about }, job);
  }
}
