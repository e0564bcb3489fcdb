/**
 * GET /copies/<processId>/<file>/<token>: an observer's copy of a COMPLETED process's signed
 * document or completion certificate (services/observers/observer-copy-link.ts). The token is
 * the only credential; what it cannot open gets a short page in plain words.
 */
import { eq } from "drizzle-orm";
import type { NextResponse } from "next/server";
import { resolveLanguage } from "@/lib/i18n/resolve-language";
import { signerLanguage } from "@/lib/i18n/signer-language";
import { translate } from "@/lib/i18n/translate";
import type { Language } from "@/lib/languages";
import { getDb } from "../db/client";
import { organizations, pdfAssets, signingProcesses } from "../db/schema";
import { checkObserverCopyToken, isCopyFile } from "../services/observers/observer-copy-link";
import { attachmentDisposition } from "../storage/content-disposition";
import { getStorage } from "../storage/storage";
import { copyRefusal, pdfAttachment, UUID } from "./copy-response";

const REFUSAL = {
  404: { title: "copies.invalidTitle", body: "copies.invalidBody" },
  410: { title: "copies.expiredTitle", body: "copies.expiredBody" },
} as const;
const refusal = (status: 404 | 410, language: Language) =>
  copyRefusal(status, language, { title: translate(language, REFUSAL[status].title), body: translate(language, REFUSAL[status].body) });

export async function serveObserverCopy(
  link: { processId: string; file: string; token: string },
  acceptLanguage: string | null,
  now = new Date(),
): Promise<NextResponse> {
  const fallback = signerLanguage({ locale: "en", localeExplicit: false, acceptLanguage, organizationLanguage: "en" });
  const { processId, file, token } = link;
  if (!UUID.test(processId) || !isCopyFile(file)) return refusal(404, fallback);
  const checked = checkObserverCopyToken(processId, file, token, now.getTime());
  if (!checked.valid) return refusal(checked.reason === "EXPIRED" ? 410 : 404, fallback);

  const db = await getDb();
  const [row] = await db
    .select({ process: signingProcesses, organizationLanguage: organizations.defaultLanguage })
    .from(signingProcesses)
    .innerJoin(organizations, eq(organizations.id, signingProcesses.organizationId))
    .where(eq(signingProcesses.id, processId));
  const observer = row?.process.observers.find((candidate) => candidate.id === checked.holderId);
  if (!row || !observer) return refusal(404, fallback);
  const { process } = row;
  const language = signerLanguage({
    locale: observer.locale,
    localeExplicit: observer.localeExplicit,
    acceptLanguage,
    organizationLanguage: resolveLanguage(row.organizationLanguage),
  });
  const assetId = file === "document" ? process.signedPdfAssetId : process.certificatePdfAssetId;
  if (process.status !== "COMPLETED" || !assetId) return refusal(404, language);
  const [asset] = await db.select({ storageKey: pdfAssets.storageKey }).from(pdfAssets).where(eq(pdfAssets.id, assetId));
  if (!asset) return refusal(404, language);
  const fileName = translate(language, file === "document" ? "files.signedDocument" : "files.completionCertificate", { subject: process.subject });
  return pdfAttachment(await getStorage().readBytes(asset.storageKey), attachmentDisposition(fileName));
}
