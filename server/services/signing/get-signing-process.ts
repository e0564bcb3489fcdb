import type { ServiceContext } from "../context";
import { loadSigningProcess } from "./load-signing-process";
import { toSigningProcessRecord, type SigningProcessRecord } from "./signing-process-record";

export async function getSigningProcess(ctx: ServiceContext, input: { id: string }): Promise<SigningProcessRecord> {
  return toSigningProcessRecord(ctx.db, await loadSigningProcess(ctx, input));
}
