import { eq, sql, type SQL } from "drizzle-orm";
import { signingProcesses } from "../../db/schema";
import { actingUserId, type ServiceContext } from "../context";

/**
 * The processes of the organization the caller may see, as a condition on signing_processes:
 * a MEMBER sees only the processes their own user created, as in the process list
 * (list-signing-processes.ts) and loadSigningProcess.
 */
export function visibleProcesses(ctx: ServiceContext): SQL {
  const member = ctx.actor.kind !== "SYSTEM" && ctx.actor.role === "MEMBER";
  return member ? eq(signingProcesses.createdByUserId, actingUserId(ctx.actor)!) : sql`true`;
}
