/**
 * "Sign now" on a process's page: the signing link of the signed-in user's own slot in one
 * process, or null when it is not theirs to sign now (another dispatch mode, someone else's
 * slot, not their turn, already signed, or the process is over).
 */
import { and, eq, inArray } from "drizzle-orm";
import { z } from "zod";
import { signers } from "../../db/schema";
import type { ServiceContext } from "../context";
import { signingUserOf } from "./list-my-pending-signatures";
import { loadSigningProcess } from "./load-signing-process";
import { signerLink, signerTokenOf } from "./signer-tokens";
import { effectiveProcessStatus, isActiveStatus } from "@/lib/signing/statuses";

export const mySigningLinkSchema = z.object({ signerId: z.uuid(), signUrl: z.string() }).nullable();

export async function getMySigningLink(ctx: ServiceContext, input: { id: string }): Promise<z.output<typeof mySigningLinkSchema>> {
  const userId = signingUserOf(ctx);
  const process = await loadSigningProcess(ctx, input);
  if (process.dispatchMode !== "CURRENT_USER" || !isActiveStatus(effectiveProcessStatus(process, new Date()))) return null;
  const [signer] = await ctx.db
    .select()
    .from(signers)
    .where(and(eq(signers.signingProcessId, process.id), eq(signers.userId, userId), inArray(signers.status, ["READY", "OPENED"])));
  return signer ? { signerId: signer.id, signUrl: signerLink(signerTokenOf(signer.tokenEncrypted)) } : null;
}
