import { eq } from "drizzle-orm";
import { placementProblems } from "@/lib/templates/definition-rules";
import { templates, templateVersions } from "../../db/schema";
import { AppError } from "../../errors";
import { actingUserId, requireAdmin, type ServiceContext } from "../context";
import { loadWritableOrganization } from "../organizations/writable-organization";
import { loadDraftAsset, lockTemplate, refuseArchived, refuseIncomplete } from "./template-access";
import { toTemplateVersionRecord, type TemplateVersionRecord } from "./template-versions";

/**
 * Freezes the draft into the next numbered version. Refused with a 400 that says why when the
 * definition could not be started, and with 409 ASSET_NOT_READY while a PDF template's document
 * is still being processed. Processes already running keep the version they started from.
 */
export async function publishTemplate(ctx: ServiceContext, input: { id: string }): Promise<TemplateVersionRecord> {
  requireAdmin(ctx);
  await loadWritableOrganization(ctx);
  const version = await ctx.db.transaction(async (tx) => {
    const template = await lockTemplate(tx, ctx, input.id);
    refuseArchived(template, "publish it");
    refuseIncomplete(template.kind, template.draft);
    const asset = await loadDraftAsset(ctx, template.draft, tx);
    if (asset) {
      if (asset.processingStatus !== "READY") {
        throw new AppError("ASSET_NOT_READY", `The template's PDF is ${asset.processingStatus}; publish once processing is READY`, {
          processingStatus: asset.processingStatus,
        });
      }
      const problems = placementProblems(template.draft, asset.pages);
      if (problems.length > 0) throw new AppError("VALIDATION_FAILED", problems.map((problem) => problem.api));
    }
    const number = (template.latestVersion ?? 0) + 1;
    const [created] = await tx
      .insert(templateVersions)
      .values({ templateId: template.id, number, definition: template.draft, publishedByUserId: actingUserId(ctx.actor) })
      .returning();
    await tx
      .update(templates)
      .set({ status: "PUBLISHED", latestVersion: number, updatedAt: new Date() })
      .where(eq(templates.id, template.id));
    return created!;
  });
  return toTemplateVersionRecord(version);
}
