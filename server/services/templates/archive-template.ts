/** Archiving hides a template from new signings; running processes are not touched. */
import { eq } from "drizzle-orm";
import { templates } from "../../db/schema";
import { AppError } from "../../errors";
import { requireAdmin, type ServiceContext } from "../context";
import { loadWritableOrganization } from "../organizations/writable-organization";
import { lockTemplate } from "./template-access";
import { toTemplateRecord, type TemplateRecord } from "./template-record";

export async function archiveTemplate(ctx: ServiceContext, input: { id: string }): Promise<TemplateRecord> {
  requireAdmin(ctx);
  await loadWritableOrganization(ctx);
  const row = await ctx.db.transaction(async (tx) => {
    const template = await lockTemplate(tx, ctx, input.id);
    if (template.status === "ARCHIVED") throw new AppError("INVALID_STATE", "The template is already archived", { status: template.status });
    const [updated] = await tx.update(templates).set({ status: "ARCHIVED", updatedAt: new Date() }).where(eq(templates.id, template.id)).returning();
    return updated!;
  });
  return toTemplateRecord(ctx.db, row);
}

/** Back to PUBLISHED when a version exists, else to DRAFT. */
export async function unarchiveTemplate(ctx: ServiceContext, input: { id: string }): Promise<TemplateRecord> {
  requireAdmin(ctx);
  await loadWritableOrganization(ctx);
  const row = await ctx.db.transaction(async (tx) => {
    const template = await lockTemplate(tx, ctx, input.id);
    if (template.status !== "ARCHIVED") throw new AppError("INVALID_STATE", "The template is not archived", { status: template.status });
    const status = template.latestVersion === null ? "DRAFT" : "PUBLISHED";
    const [updated] = await tx.update(templates).set({ status, updatedAt: new Date() }).where(eq(templates.id, template.id)).returning();
    return updated!;
  });
  return toTemplateRecord(ctx.db, row);
}
