import { eq } from "drizzle-orm";
import { translate } from "@/lib/i18n/translate";
import type { Language } from "@/lib/languages";
import type { Db } from "../../db/client";
import { pdfAssets, type SigningProcess } from "../../db/schema";
import type { EmailAttachment } from "../../mail/mail-transport";
import { getStorage } from "../../storage/storage";

/**
 * Completion emails carry the signed PDF up to this size. Encoded for email it grows by a third,
 * which stays under the 20 to 25 MB most mail servers and inboxes take; a larger document goes
 * by its link alone.
 */
export const MAX_ATTACHED_PDF_BYTES = 10 * 1024 * 1024;

/** The signed document as an attachment named in the reader's language, or null when it is too large (or not made). */
export async function signedDocumentAttachment(db: Db, process: Pick<SigningProcess, "signedPdfAssetId" | "subject">, language: Language): Promise<EmailAttachment | null> {
  if (!process.signedPdfAssetId) return null;
  const [asset] = await db.select({ sizeBytes: pdfAssets.sizeBytes, storageKey: pdfAssets.storageKey }).from(pdfAssets).where(eq(pdfAssets.id, process.signedPdfAssetId));
  if (!asset || asset.sizeBytes > MAX_ATTACHED_PDF_BYTES) return null;
  // A subject may hold characters a file name cannot (a slash, a line break).
  const fileName = translate(language, "files.signedDocument", { subject: process.subject }).replace(/[\u0000-\u001f\u007f/\\]/g, "_");
  return { fileName, contentType: "application/pdf", content: await getStorage().readBytes(asset.storageKey) };
}
