import { eq } from "drizzle-orm";
import { resolveLanguage } from "@/lib/i18n/resolve-language";
import { organizations } from "../../db/schema";
import { AppError } from "../../errors";
import { FormTooLargeError, renderUnsignedFormInWorker } from "../../pdf/form/render-form-in-worker";
import { requireAdmin, type ServiceContext } from "../context";
import { FileAnswer } from "../operation";
import { attachmentDisposition } from "../../storage/content-disposition";
import { loadOnlineForm } from "./online-form-access";

/**
 * GET /online-forms/{id}/unsigned-pdf: the whole form with every branch, each condition in
 * words, and "UNSIGNED" on every page; rendered on request, in a worker thread under a budget
 * (422 FORM_TOO_LARGE beyond it), and never stored as an asset.
 */
export async function unsignedFormPdf(ctx: ServiceContext, input: { id: string }): Promise<FileAnswer> {
  requireAdmin(ctx);
  const form = await loadOnlineForm(ctx, input.id);
  const [organization] = await ctx.db.select().from(organizations).where(eq(organizations.id, ctx.organizationId));
  const subject = form.draft.subject ?? "Form";
  const bytes = await renderUnsignedFormInWorker({
    subject,
    organizationName: organization!.name,
    language: resolveLanguage(organization!.defaultLanguage),
    blocks: form.draft.definition?.blocks ?? [],
  }).catch((error: unknown) => {
    if (error instanceof FormTooLargeError) throw new AppError("FORM_TOO_LARGE", `The form is too large to print: ${error.message}`);
    throw error;
  });
  return new FileAnswer(new Uint8Array(bytes), {
    "Content-Type": "application/pdf",
    "Content-Disposition": attachmentDisposition(`${subject} - unsigned.pdf`),
    "Cache-Control": "private, no-store",
  });
}
