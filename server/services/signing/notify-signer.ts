import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { organizations, signers, signingProcesses } from "../../db/schema";
import { sendEmail } from "../../mail/send-email";
import { signerLink, signerTokenOf } from "./signer-tokens";

export type SignerNotificationKind = "invite" | "reminder" | "completed" | "declined" | "voided" | "expired";

/**
 * Sends one signer one email about their signing, in the signer's language. Signers without an
 * email address (KIOSK, CURRENT_USER) are skipped.
 */
export async function notifySigner(db: Db, input: { signerId: string; kind: SignerNotificationKind }): Promise<void> {
  const [row] = await db
    .select({ signer: signers, process: signingProcesses, organizationName: organizations.name })
    .from(signers)
    .innerJoin(signingProcesses, eq(signingProcesses.id, signers.signingProcessId))
    .innerJoin(organizations, eq(organizations.id, signingProcesses.organizationId))
    .where(eq(signers.id, input.signerId));
  if (!row?.signer.email) return;
  const { signer, process, organizationName } = row;
  const link = signerLink(signerTokenOf(signer.tokenEncrypted));
  const common = { signerName: signer.name, organizationName, subject: process.subject };
  const meta = { signingProcessId: process.id, signerId: signer.id, kind: input.kind };
  const send = (data: Record<string, unknown>) =>
    sendEmail({ kind: input.kind, locale: signer.locale, to: signer.email!, data: { ...common, ...data }, meta } as Parameters<typeof sendEmail>[0]);

  switch (input.kind) {
    case "invite":
    case "reminder":
      return void (await send({ message: process.message ?? undefined, signUrl: link, expiresAt: process.expiresAt.toISOString() }));
    case "completed":
      return void (await send({ downloadUrl: link }));
    case "declined": {
      const [decliner] = await db
        .select()
        .from(signers)
        .where(and(eq(signers.signingProcessId, process.id), eq(signers.status, "DECLINED")));
      return void (await send({ declinedBy: decliner?.name ?? "", reason: decliner?.declineReason ?? "" }));
    }
    case "voided":
      return void (await send({ reason: process.voidReason ?? undefined }));
    case "expired":
      return void (await send({}));
  }
}
