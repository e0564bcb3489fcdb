import { eq } from "drizzle-orm";
import { templates } from "../../db/schema";
import { AppError } from "../../errors";
import { requireAdmin, type ServiceContext } from "../context";
import { loadWritableOrganization } from "../organizations/writable-organization";
import { lockTemplate } from "./template-access";

/** Only a never-published template can be deleted: a version may be the evidence of a process. */
export async function deleteTemplate(ctx: ServiceContext, input: { id: string }): Promise<null> {
  requireAdmin(ctx);
  await loadWritableOrganization(ctx);
  await ctx.db.transaction(async (tx) => {
    const template = await lockTemplate(tx, ctx, input.id);
    if (template.latestVersion !== null) {
      throw new AppError("INVALID_STATE", "A published template cannot be deleted; archive it instead", { latestVersion: template.latestVersion });
    }
    await tx.delete(templates).where(eq(templates.id, template.id));
  });
  return null;
}
