/**
 * The HTML template editor's live preview: the draft's HTML and CSS rendered with sample data
 * exactly as a start would render them (Liquid, Chromium, markers measured in the printed PDF),
 * then every page drawn as a small image. Nothing is stored. A template its author can fix
 * (a Liquid error, a limit reached, a bad marker) answers `{error}` in plain words, not a
 * failure, so the editor can show it in place of the pages.
 */
import { z } from "zod";
import { templateDraftPatchSchema } from "@/lib/schemas/templates";
import { requireAdmin, type ServiceContext } from "../context";

/** Drawn narrower than stored previews: the pane is small and the images travel as data URLs. */
export const PREVIEW_IMAGE_WIDTH_PX = 800;
/** Sample data is typed into the editor's variables panel; this bounds what a request may carry. */
export const MAX_PREVIEW_DATA_CHARS = 100_000;

const draftParts = templateDraftPatchSchema.shape;

// The same limits as a saved draft's html and css.
export const previewHtmlTemplateSchema = z.object({
  html: draftParts.html.unwrap(),
  css: draftParts.css.unwrap().default(""),
  data: z
    .record(z.string(), z.unknown())
    .default({})
    .refine((data) => JSON.stringify(data).length <= MAX_PREVIEW_DATA_CHARS, `must be at most ${MAX_PREVIEW_DATA_CHARS} characters as JSON`),
});

const previewPageSchema = z.object({
  /** Points, as displayed. */
  width: z.number(),
  height: z.number(),
  /** A `data:image/webp;base64,…` URL. */
  image: z.string(),
});
export type HtmlPreviewPage = z.output<typeof previewPageSchema>;

const previewMarkerSchema = z.object({ page: z.number().int(), x: z.number(), y: z.number(), w: z.number(), h: z.number() });
export type HtmlPreviewMarker = z.output<typeof previewMarkerSchema>;

export const htmlTemplatePreviewSchema = z.discriminatedUnion("ok", [
  z.object({ ok: z.literal(true), pages: z.array(previewPageSchema), markers: z.record(z.string(), previewMarkerSchema) }),
  z.object({ ok: z.literal(false), error: z.string() }),
]);
export type HtmlTemplatePreview = z.output<typeof htmlTemplatePreviewSchema>;

export async function previewHtmlTemplate(ctx: ServiceContext, input: z.output<typeof previewHtmlTemplateSchema>): Promise<HtmlTemplatePreview> {
  requireAdmin(ctx);
  // Loaded on first use: Liquid, the browser driver and PDF.js stay out of every other route.
  const [{ renderHtmlTemplate }, { HtmlTemplateError }, { renderPageImages }] = await Promise.all([
    import("../../pdf/html/render-html-template"),
    import("../../pdf/html/html-template-error"),
    import("../../pdf/render-pages"),
  ]);
  let rendered: Awaited<ReturnType<typeof renderHtmlTemplate>>;
  try {
    rendered = await renderHtmlTemplate({ organizationId: ctx.organizationId, html: input.html, css: input.css, data: input.data });
  } catch (error) {
    if (error instanceof HtmlTemplateError) return { ok: false, error: error.message };
    throw error;
  }
  const images = await renderPageImages(rendered.pdf, PREVIEW_IMAGE_WIDTH_PX);
  return {
    ok: true,
    pages: images.map((page) => ({
      width: Math.round(page.widthPt * 100) / 100,
      height: Math.round(page.heightPt * 100) / 100,
      image: `data:image/webp;base64,${page.image.toString("base64")}`,
    })),
    markers: rendered.markers,
  };
}
