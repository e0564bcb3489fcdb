import { sql, eq } from "drizzle-orm";
import { signingProcesses } from "../../db/schema";
import { finalizeSigningProcessJob } from "../../queue/definitions/finalize-signing-process";
import { triggerJob } from "../../queue/trigger-job";
import { requireAdmin, type ServiceContext } from "../context";
import { loadWritableOrganization } from "../organizations/writable-organization";
import { loadSigningProcess } from "./load-signing-process";
import { lockProcessFor } from "./process-state";
import { toSigningProcessRecord, type SigningProcessRecord } from "./signing-process-record";

/**
 * An admin asks again for the final files of a process whose finalization FAILED: it becomes
 * PENDING and the same idempotent steps run again, keeping what earlier attempts finished.
 * Every accepted signature stayed recorded throughout. Other states answer INVALID_STATE.
 */
export async function retrySigningProcessFinalization(ctx: ServiceContext, input: { id: string }): Promise<SigningProcessRecord> {
  requireAdmin(ctx);
  const process = await loadSigningProcess(ctx, input);
  await loadWritableOrganization(ctx);
  const retried = await ctx.db.transaction(async (tx) => {
    await lockProcessFor(tx, process.id, "retryFinalization");
    const [row] = await tx
      .update(signingProcesses)
      .set({ finalizationStatus: "PENDING", finalizationError: null, updatedAt: sql`now()` })
      .where(eq(signingProcesses.id, process.id))
      .returning();
    await triggerJob(tx, finalizeSigningProcessJob, { signingProcessId: process.id, organizationId: process.organizationId });
    return row!;
  });
  return toSigningProcessRecord(ctx.db, retried);
}
