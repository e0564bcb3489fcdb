/**
 * What a copy link answers (a kiosk signer's, an observer's): the PDF as a download, or a short
 * page in plain words saying the link expired or does not work, never the reason in detail.
 */
import { NextResponse } from "next/server";
import type { Language } from "@/lib/languages";

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const PRIVATE_HEADERS = { "Cache-Control": "no-store", "Referrer-Policy": "no-referrer", "X-Content-Type-Options": "nosniff", "X-Robots-Tag": "noindex" };

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A page a person reads on their phone: a title and a sentence, in `language`. */
export function copyRefusal(status: 404 | 410, language: Language, { title, body }: { title: string; body: string }): NextResponse {
  const html = `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head><body style="font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;line-height:1.5;color:#0f172a"><h1 style="font-size:1.4rem">${escapeHtml(title)}</h1><p>${escapeHtml(body)}</p></body></html>`;
  return new NextResponse(html, { status, headers: { "Content-Type": "text/html; charset=utf-8", ...PRIVATE_HEADERS } });
}

export function pdfAttachment(bytes: Uint8Array, disposition: string): NextResponse {
  return new NextResponse(new Uint8Array(bytes), {
    status: 200,
    headers: {
      "Content-Type": "application/pdf",
      "Content-Length": String(bytes.length),
      "Content-Disposition": disposition,
      ...PRIVATE_HEADERS,
    },
  });
}
