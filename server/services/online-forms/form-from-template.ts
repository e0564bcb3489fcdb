/**
 * A document made from a published form template: the newest version's blocks with their
 * placeholders filled from `data`, once (spec "Online form", rule 5), and held to the same
 * limits as blocks written out. The document keeps its own snapshot, so later template versions
 * change only later documents.
 */
import { and, eq } from "drizzle-orm";
import { filledBlockProblems } from "@/lib/forms/form-size";
import { fillPlaceholders, flattenPlaceholderData } from "@/lib/forms/placeholders";
import type { FormAnswer, FormDraft } from "@/lib/schemas/online-forms";
import type { Tx } from "../../db/client";
import { onlineForms, onlineFormVersions } from "../../db/schema";
import { AppError, notFound } from "../../errors";
import type { ServiceContext } from "../context";

export interface FromTemplate {
  templateId: string;
  expectedTemplateVersion?: number;
  data?: Record<string, unknown>;
  prefills?: Record<string, FormAnswer>;
}

export async function draftFromTemplate(
  tx: Tx,
  ctx: ServiceContext,
  draft: FormDraft,
  input: FromTemplate,
): Promise<{ draft: FormDraft; templateVersion: number }> {
  const [template] = await tx
    .select()
    .from(onlineForms)
    .where(and(eq(onlineForms.id, input.templateId), eq(onlineForms.organizationId, ctx.organizationId), eq(onlineForms.kind, "TEMPLATE")));
  if (!template) throw notFound("Form template");
  if (template.status === "ARCHIVED") throw new AppError("INVALID_STATE", "The form template is archived: no new documents can be made from it");
  if (template.latestVersion === null) throw new AppError("INVALID_STATE", "The form template has no published version yet");
  if (input.expectedTemplateVersion !== undefined && input.expectedTemplateVersion !== template.latestVersion) {
    throw new AppError("DRAFT_VERSION_CONFLICT", `The template's newest version is ${template.latestVersion}, not ${input.expectedTemplateVersion}`, {
      currentTemplateVersion: template.latestVersion,
    });
  }
  const [version] = await tx
    .select()
    .from(onlineFormVersions)
    .where(and(eq(onlineFormVersions.onlineFormId, template.id), eq(onlineFormVersions.number, template.latestVersion)));
  const filled = fillPlaceholders(version!.draft.definition?.blocks ?? [], flattenPlaceholderData(input.data ?? {}));
  if (filled.missing.length > 0) {
    throw new AppError("VALIDATION_FAILED", filled.missing.map((name) => `data.${name} is needed: the template writes {{${name}}}`));
  }
  // The form's total is checked with the rest of the draft (refuseBrokenDraft).
  const tooLong = filledBlockProblems(filled.blocks, "definition");
  if (tooLong.length > 0) throw new AppError("VALIDATION_FAILED", tooLong);
  return {
    draft: { ...draft, definition: { blocks: filled.blocks }, ...(input.prefills && { prefills: input.prefills }) },
    templateVersion: template.latestVersion,
  };
}
