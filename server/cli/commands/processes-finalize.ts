import { eq } from "drizzle-orm";
import { signingProcesses } from "@/server/db/schema";
import { notFound } from "@/server/errors";
import { invokeOperation } from "@/server/services/invoke-operation";
import { defineCommand } from "../command";
import { operatorContext } from "../operator-context";

/** Asks again for the final files of a process whose finalization FAILED; answers the process. */
export const processesFinalize = defineCommand({
  name: "processes finalize",
  required: { id: "ID" },
  uuids: ["id"],
  run: async ({ id }, { db }) => {
    // The operator names a process, not an organization: the process says which one it belongs to.
    const [process] = await db.select({ organizationId: signingProcesses.organizationId }).from(signingProcesses).where(eq(signingProcesses.id, id));
    if (!process) throw notFound("Signing process");
    // Loaded here: the finalization job brings the whole PDF stack, which no other command needs.
    const { signingProcessesRetryFinalization } = await import("@/server/services/signing/operations");
    return invokeOperation(signingProcessesRetryFinalization, operatorContext(db, process.organizationId), { id }, "body");
  },
});
