import { eq } from "drizzle-orm";
import { resolveLanguage } from "@/lib/i18n/resolve-language";
import { organizations } from "../../db/schema";
import { requireAdmin, type ServiceContext } from "../context";
import { FileAnswer } from "../operation";
import { attachmentDisposition } from "../../storage/content-disposition";
import { loadOnlineForm } from "./online-form-access";

/**
 * GET /online-forms/{id}/unsigned-pdf: the whole form with every branch, each condition in
 * words, and "UNSIGNED" on every page; rendered on request and never stored as an asset.
 */
export async function unsignedFormPdf(ctx: ServiceContext, input: { id: string }): Promise<FileAnswer> {
  requireAdmin(ctx);
  const form = await loadOnlineForm(ctx, input.id);
  const [organization] = await ctx.db.select().from(organizations).where(eq(organizations.id, ctx.organizationId));
  // Loaded on first use: the PDF renderer stays out of the other form routes.
  const { renderUnsignedForm } = await import("../../pdf/form/render-form");
  const subject = form.draft.subject ?? "Form";
  const bytes = await renderUnsignedForm({
    subject,
    organizationName: organization!.name,
    language: resolveLanguage(organization!.defaultLanguage),
    blocks: form.draft.definition?.blocks ?? [],
  });
  return new FileAnswer(new Uint8Array(bytes), {
    "Content-Type": "application/pdf",
    "Content-Disposition": attachmentDisposition(`${subject} - unsigned.pdf`),
    "Cache-Control": "private, no-store",
  });
}
