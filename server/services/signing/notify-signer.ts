import { and, count, eq } from "drizzle-orm";
import { renderingLanguage } from "@/lib/i18n/resolve-language";
import type { Db } from "../../db/client";
import { organizations, signers, signingProcesses } from "../../db/schema";
import { sendEmail } from "../../mail/send-email";
import { signerLink, signerTokenOf } from "./signer-tokens";

export type SignerNotificationKind = "invite" | "reminder" | "completed" | "declined" | "voided" | "expired";

/**
 * Sends one signer one email about their signing, in the signer's language. Signers without an
 * email address (KIOSK, CURRENT_USER) are skipped. The signing link also serves a completed
 * process: the page then offers the signer's copy of the signed files.
 */
export async function notifySigner(db: Db, input: { signerId: string; kind: SignerNotificationKind }): Promise<void> {
  const [row] = await db
    .select({ signer: signers, process: signingProcesses, organizationName: organizations.name, organizationLanguage: organizations.defaultLanguage })
    .from(signers)
    .innerJoin(signingProcesses, eq(signingProcesses.id, signers.signingProcessId))
    .innerJoin(organizations, eq(organizations.id, signingProcesses.organizationId))
    .where(eq(signers.id, input.signerId));
  if (!row?.signer.email) return;
  const { signer, process, organizationName, organizationLanguage } = row;
  const link = signerLink(signerTokenOf(signer.tokenEncrypted));
  const envelope = { locale: renderingLanguage(signer.locale, organizationLanguage), to: signer.email!, meta: { signingProcessId: process.id, signerId: signer.id } };
  const about = { signerName: signer.name, organizationName, subject: process.subject };

  switch (input.kind) {
    case "invite":
    case "reminder":
      await sendEmail({
        ...envelope,
        kind: input.kind,
        data: { ...about, message: process.message, signUrl: link, expiresAt: process.expiresAt.toISOString() },
      });
      return;
    case "completed": {
      // The link is the signing page, whose completed screen serves this signer's copy with
      // fresh short-lived URLs: no file URL in an email outlives the token.
      const [{ signerCount } = { signerCount: 0 }] = await db
        .select({ signerCount: count() })
        .from(signers)
        .where(eq(signers.signingProcessId, process.id));
      await sendEmail({ ...envelope, kind: "completed", data: { ...about, downloadUrl: link, signerCount } });
      return;
    }
    case "declined": {
      const [decliner] = await db
        .select()
        .from(signers)
        .where(and(eq(signers.signingProcessId, process.id), eq(signers.status, "DECLINED")));
      await sendEmail({
        ...envelope,
        kind: "declined",
        data: { ...about, declinedBy: decliner?.name ?? "", reason: decliner?.declineReason ?? "" },
      });
      return;
    }
    case "voided":
      await sendEmail({ ...envelope, kind: "voided", data: { ...about, reason: process.voidReason } });
      return;
    case "expired":
      await sendEmail({ ...envelope, kind: "expired", data: about });
  }
}
