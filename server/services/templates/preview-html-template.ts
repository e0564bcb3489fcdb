/**
 * The HTML template editor's live preview: the draft's HTML and CSS rendered with sample data
 * exactly as a start would render them (Liquid, Chromium, markers measured in the printed PDF),
 * then the first pages drawn as small images. Nothing is stored. A template its author can fix
 * (a Liquid error, a limit reached, a bad marker, more pages than the plan allows, as a start
 * would refuse) answers `{error}` in plain words, not a failure, so the editor can show it in
 * place of the pages.
 */
import { eq } from "drizzle-orm";
import { z } from "zod";
import { templateDraftPatchSchema } from "@/lib/schemas/templates";
import { organizations } from "../../db/schema";
import { tooManyPages } from "../assets/pdf-within-plan";
import { requireAdmin, type ServiceContext } from "../context";
import { PLAN_LIMITS } from "../plans";

/** Drawn narrower than stored previews: the pane is small and the images travel as data URLs. */
export const PREVIEW_IMAGE_WIDTH_PX = 800;
/** Pages drawn: each is an image the request carries, and the start of a document shows its look. */
export const PREVIEW_PAGES = 10;
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
  z.object({
    ok: z.literal(true),
    /** The first PREVIEW_PAGES pages. */
    pages: z.array(previewPageSchema),
    /** The document has pages beyond those drawn. */
    morePages: z.boolean(),
    markers: z.record(z.string(), previewMarkerSchema),
  }),
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
  const [organization] = await ctx.db.select({ plan: organizations.plan }).from(organizations).where(eq(organizations.id, ctx.organizationId));
  const { plan } = organization!;
  const maxPages = PLAN_LIMITS[plan].pdfPages;
  let rendered: Awaited<ReturnType<typeof renderHtmlTemplate>>;
  try {
    rendered = await renderHtmlTemplate({ organizationId: ctx.organizationId, maxPages, html: input.html, css: input.css, data: input.data });
  } catch (error) {
    if (error instanceof HtmlTemplateError) return { ok: false, error: error.message };
    throw error;
  }
  if (rendered.pageCount > maxPages) return { ok: false, error: `${tooManyPages(plan, "The document").message}, so no signing could start from it.` };
  const images = await renderPageImages(rendered.pdf, PREVIEW_IMAGE_WIDTH_PX, { firstPages: PREVIEW_PAGES });
  return {
    ok: true,
    pages: images.map((page) => ({
      width: Math.round(page.widthPt * 100) / 100,
      height: Math.round(page.heightPt * 100) / 100,
      image: `data:image/webp;base64,${page.image.toString("base64")}`,
    })),
    morePages: rendered.pageCount > images.length,
    markers: rendered.markers,
  };
}
