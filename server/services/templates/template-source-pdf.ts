/**
 * The document a template-started process signs: the version's PDF with the Sender fields'
 * values printed on it, or the version's HTML rendered with `data` and printed by Chromium.
 * Either way it becomes a PDF asset of the organization, with previews, like any upload, and
 * meets the plan as an upload does (pages, page size, file size, storage), before it is stored.
 */
import { readDataPath, printedInputValue } from "@/lib/templates/start-values";
import type { TemplateDefinition } from "@/lib/schemas/templates";
import { organizationRegion } from "@/lib/regional/organization-region";
import type { Organization, PdfAsset, Plan, TemplateKind } from "../../db/schema";
import { AppError } from "../../errors";
import { stampDocument } from "../../pdf/stamp/stamp-document";
import { getStorage } from "../../storage/storage";
import { tooManyPages } from "../assets/pdf-within-plan";
import { storeGeneratedPdf } from "../assets/store-generated-pdf";
import type { ServiceContext } from "../context";
import { PLAN_LIMITS } from "../plans";
import { loadReadyAsset } from "../signing/create-signing-process";

export interface MarkerBox {
  page: number;
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface TemplateSource {
  asset: PdfAsset;
  /** HTML templates: where each `data-sd-field` marker landed in the printed PDF. */
  markers: Record<string, MarkerBox> | null;
}

export function buildTemplateSource(
  ctx: ServiceContext,
  org: Pick<Organization, "plan" | "defaultLanguage" | "country">,
  template: { kind: TemplateKind; name: string },
  definition: TemplateDefinition,
  data: Record<string, unknown>,
): Promise<TemplateSource> {
  return template.kind === "PDF"
    ? pdfSource(ctx, organizationRegion(org).numberLocale, definition, data)
    : htmlSource(ctx, org.plan, template.name, definition, data);
}

async function pdfSource(ctx: ServiceContext, numberLocale: string, definition: TemplateDefinition, data: Record<string, unknown>): Promise<TemplateSource> {
  const asset = await loadReadyAsset(ctx, definition.sourcePdfAssetId!);
  const printed = definition.prefillFields
    .map((field) => ({ ...field, text: printedInputValue(readDataPath(data, field.key), numberLocale) }))
    .filter((field) => field.text.trim().length > 0);
  // Nothing to print: the signers sign the template's own PDF, byte for byte.
  if (printed.length === 0) return { asset, markers: null };

  const source = await getStorage().readBytes(asset.storageKey);
  const bytes = await stampDocument(source, {
    fields: printed.map(({ page, x, y, w, h, fontSize, text }) => ({ type: "TEXT" as const, value: text, fontSize, page, x, y, w, h })),
  });
  const stored = await storeGeneratedPdf(ctx.db, {
    organizationId: ctx.organizationId,
    bytes,
    fileName: asset.originalFileName,
    origin: "TEMPLATE_SOURCE",
    countsTowardQuota: true,
  });
  return { asset: stored, markers: null };
}

async function htmlSource(
  ctx: ServiceContext,
  plan: Plan,
  name: string,
  definition: TemplateDefinition,
  data: Record<string, unknown>,
): Promise<TemplateSource> {
  // Loaded on first use: Liquid and the browser driver stay out of every other route.
  const [{ renderHtmlTemplate }, { HtmlTemplateError }] = await Promise.all([
    import("../../pdf/html/render-html-template"),
    import("../../pdf/html/html-template-error"),
  ]);
  try {
    const maxPages = PLAN_LIMITS[plan].pdfPages;
    const rendered = await renderHtmlTemplate({ organizationId: ctx.organizationId, maxPages, html: definition.html ?? "", css: definition.css ?? "", data });
    if (rendered.pageCount > maxPages) throw tooManyPages(plan, "The document made from the template");
    const asset = await storeGeneratedPdf(ctx.db, {
      organizationId: ctx.organizationId,
      bytes: rendered.pdf,
      fileName: `${name}.pdf`,
      origin: "TEMPLATE_SOURCE",
      countsTowardQuota: true,
    });
    return { asset, markers: rendered.markers };
  } catch (error) {
    if (error instanceof HtmlTemplateError) throw new AppError("VALIDATION_FAILED", [`The template could not be rendered: ${error.message}`]);
    throw error;
  }
}
