import { and, eq } from "drizzle-orm";
import { signers } from "../../db/schema";
import { AppError, notFound } from "../../errors";
import { requireAdmin, type ServiceContext } from "../context";
import { signerLink, signerTokenOf } from "../signing/signer-tokens";
import { loadOnlineForm } from "./online-form-access";

/**
 * A signer's private link to a published form: the same link every time, until a resend-invite
 * rotates it. A signer whose turn has not come opens it to a waiting screen.
 */
export async function getOnlineFormSignerLink(ctx: ServiceContext, input: { id: string; signerId: string }): Promise<{ url: string }> {
  requireAdmin(ctx);
  const form = await loadOnlineForm(ctx, input.id);
  if (!form.signingProcessId) throw new AppError("INVALID_STATE", "The form is not published yet; signers get links once it is");
  const [signer] = await ctx.db
    .select()
    .from(signers)
    .where(and(eq(signers.id, input.signerId), eq(signers.signingProcessId, form.signingProcessId)));
  if (!signer) throw notFound("Signer");
  return { url: signerLink(signerTokenOf(signer.tokenEncrypted)) };
}
