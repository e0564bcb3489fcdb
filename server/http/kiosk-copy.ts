/**
 * GET /copy/<processId>/<token>: one signer's copy of a COMPLETED kiosk process, for a phone
 * that scanned the kiosk's QR code. The token (services/kiosk/copy-link.ts) is the only
 * credential; what it cannot open gets a short page in plain words, never the reason in detail.
 */
import { and, eq } from "drizzle-orm";
import { NextResponse } from "next/server";
import { resolveLanguage } from "@/lib/i18n/resolve-language";
import { signerLanguage } from "@/lib/i18n/signer-language";
import { translate } from "@/lib/i18n/translate";
import type { Language } from "@/lib/languages";
import { getDb } from "../db/client";
import { organizations, pdfAssets, signers, signingProcesses } from "../db/schema";
import { checkCopyToken } from "../services/kiosk/copy-link";
import { getStorage } from "../storage/storage";
import { attachmentDisposition } from "../storage/content-disposition";
import { copyRefusal, pdfAttachment, UUID } from "./copy-response";

const REFUSAL = {
  404: { title: "kiosk.copy.invalidTitle", body: "kiosk.copy.invalidBody" },
  410: { title: "kiosk.copy.expiredTitle", body: "kiosk.copy.expiredBody" },
} as const;
const refusal = (status: 404 | 410, language: Language) =>
  copyRefusal(status, language, { title: translate(language, REFUSAL[status].title), body: translate(language, REFUSAL[status].body) });

export async function serveKioskCopy(processId: string, token: string, acceptLanguage: string | null): Promise<NextResponse> {
  const fallback = signerLanguage({ locale: "en", localeExplicit: false, acceptLanguage, organizationLanguage: "en" });
  if (!UUID.test(processId)) return refusal(404, fallback);
  const checked = checkCopyToken(processId, token);
  if (!checked.valid) return refusal(checked.reason === "EXPIRED" ? 410 : 404, fallback);

  const db = await getDb();
  const [row] = await db
    .select({ process: signingProcesses, signer: signers, organizationLanguage: organizations.defaultLanguage })
    .from(signers)
    .innerJoin(signingProcesses, eq(signingProcesses.id, signers.signingProcessId))
    .innerJoin(organizations, eq(organizations.id, signingProcesses.organizationId))
    .where(and(eq(signers.id, checked.signerId), eq(signers.signingProcessId, processId)));
  if (!row) return refusal(404, fallback);
  const { process, signer } = row;
  const language = signerLanguage({
    locale: signer.locale,
    localeExplicit: signer.localeExplicit,
    acceptLanguage,
    organizationLanguage: resolveLanguage(row.organizationLanguage),
  });
  if (process.dispatchMode !== "KIOSK" || signer.status !== "COMPLETED" || process.status !== "COMPLETED" || !process.signedPdfAssetId) {
    return refusal(404, language);
  }
  const [asset] = await db.select().from(pdfAssets).where(eq(pdfAssets.id, process.signedPdfAssetId));
  if (!asset) return refusal(404, language);
  const bytes = await getStorage().readBytes(asset.storageKey);
  return pdfAttachment(bytes, attachmentDisposition(translate(language, "files.signedDocument", { subject: process.subject })));
}
