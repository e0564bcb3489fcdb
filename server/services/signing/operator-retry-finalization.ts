import { eq } from "drizzle-orm";
import { signingProcesses } from "../../db/schema";
import { notFound } from "../../errors";
import type { DatabaseContext } from "../operation";
import { operatorContext } from "../operator-context";
import { retrySigningProcessFinalization } from "./retry-finalization";
import type { SigningProcessRecord } from "./signing-process-record";

/** The operator's `signet processes finalize`: the process names its organization, where the admin's retry runs. */
export async function retryFinalizationAsOperator({ db }: DatabaseContext, { id }: { id: string }): Promise<SigningProcessRecord> {
  const [process] = await db.select({ organizationId: signingProcesses.organizationId }).from(signingProcesses).where(eq(signingProcesses.id, id));
  if (!process) throw notFound("Signing process");
  return retrySigningProcessFinalization(operatorContext(db, process.organizationId), { id });
}
