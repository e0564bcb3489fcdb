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

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const PRIVATE_HEADERS = { "Cache-Control": "no-store", "Referrer-Policy": "no-referrer", "X-Content-Type-Options": "nosniff", "X-Robots-Tag": "noindex" };

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A page a person reads on their phone: the link expired, or it does not work. */
function refusal(status: 404 | 410, language: Language): NextResponse {
  const title = translate(language, status === 410 ? "kiosk.copy.expiredTitle" : "kiosk.copy.invalidTitle");
  const body = translate(language, status === 410 ? "kiosk.copy.expiredBody" : "kiosk.copy.invalidBody");
  const html = `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head><body style="font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;line-height:1.5;color:#0f172a"><h1 style="font-size:1.4rem">${escapeHtml(title)}</h1><p>${escapeHtml(body)}</p></body></html>`;
  return new NextResponse(html, { status, headers: { "Content-Type": "text/html; charset=utf-8", ...PRIVATE_HEADERS } });
}

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
  return new NextResponse(new Uint8Array(bytes), {
    status: 200,
    headers: {
      "Content-Type": "application/pdf",
      "Content-Length": String(bytes.length),
      "Content-Disposition": attachmentDisposition(translate(language, "files.signedDocument", { subject: process.subject })),
      ...PRIVATE_HEADERS,
    },
  });
}
