import { eq } from "drizzle-orm";
import { signingProcesses } from "@/server/db/schema";
import { notFound } from "@/server/errors";
import { defineCommand } from "../command";

/** Asks again for the final files of a process whose finalization FAILED; answers the process. */
export const processesFinalize = defineCommand({
  name: "processes finalize",
  required: { id: "ID" },
  uuids: ["id"],
  run: async ({ id }, { db }) => {
    const [process] = await db.select({ organizationId: signingProcesses.organizationId }).from(signingProcesses).where(eq(signingProcesses.id, id));
    if (!process) throw notFound("Signing process");
    // Loaded here: the finalization job brings the whole PDF stack, which no other command needs.
    const { retrySigningProcessFinalization } = await import("@/server/services/signing/retry-finalization");
    return retrySigningProcessFinalization({ db, organizationId: process.organizationId, actor: { kind: "SYSTEM", id: null, name: "cli" } }, { id });
  },
});
