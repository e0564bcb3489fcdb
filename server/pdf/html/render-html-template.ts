/**
 * An HTML template (stored HTML with Liquid, plus CSS) rendered with runtime data to a PDF,
 * with the rectangle of every signer-field marker as it landed in that PDF.
 */
import { randomBytes } from "node:crypto";
import { composeDocument } from "./compose-document";
import { printHtml } from "./print-html";
import { type MarkerRect, readMarkers } from "./read-markers";
import { renderLiquid } from "./render-liquid";
import { withRenderSlot } from "./render-slots";

export type { MarkerRect };

export interface HtmlTemplateRender {
  pdf: Uint8Array;
  pageCount: number;
  markers: Record<string, MarkerRect>;
}

/**
 * `organizationId` is whose turn the render takes (render-slots.ts). With `maxPages`, at most
 * one page more is printed: a `pageCount` above `maxPages` means "too long", not the length.
 */
export async function renderHtmlTemplate(input: {
  organizationId: string;
  maxPages?: number;
  html: string;
  css: string;
  data: Record<string, unknown>;
}): Promise<HtmlTemplateRender> {
  const body = await renderLiquid(input.html, input.data);
  const document = composeDocument(body, input.css);
  // A fresh secret per render: a link the template writes itself can never pass for a marker.
  const linkPrefix = `https://marker.signet.invalid/${randomBytes(12).toString("hex")}/`;
  const pdf = await withRenderSlot(input.organizationId, (slot) => printHtml(document, linkPrefix, { slot, maxPages: input.maxPages }));
  return readMarkers(pdf, linkPrefix);
}
