import { eq } from "drizzle-orm";
import { onlineForms } from "../../db/schema";
import { AppError } from "../../errors";
import { requireAdmin, type ServiceContext } from "../context";
import { loadWritableOrganization } from "../organizations/writable-organization";
import { lockOnlineForm } from "./online-form-access";

/** Only a form never published can be deleted. */
export async function deleteOnlineForm(ctx: ServiceContext, input: { id: string }): Promise<null> {
  requireAdmin(ctx);
  await loadWritableOrganization(ctx);
  await ctx.db.transaction(async (tx) => {
    const form = await lockOnlineForm(tx, ctx, input.id);
    if (form.firstPublishedAt) throw new AppError("INVALID_STATE", "A form that was published cannot be deleted");
    await tx.delete(onlineForms).where(eq(onlineForms.id, form.id));
  });
  return null;
}
