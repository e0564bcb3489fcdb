import { eq, sql, type SQL } from "drizzle-orm";
import { signingProcesses } from "../../db/schema";
import { actingUserId, type ServiceContext } from "../context";

/**
 * The user whose processes alone the caller may see, or undefined when it sees the whole
 * organization's: a MEMBER sees only the processes their own user created, as in the process
 * list (list-signing-processes.ts) and loadSigningProcess.
 */
export function visibleProcessesCreator(ctx: ServiceContext): string | undefined {
  const member = ctx.actor.kind !== "SYSTEM" && ctx.actor.role === "MEMBER";
  return member ? actingUserId(ctx.actor)! : undefined;
}

/** The processes of the organization the caller may see, as a condition on signing_processes. */
export function visibleProcesses(ctx: ServiceContext): SQL {
  const creator = visibleProcessesCreator(ctx);
  return creator ? eq(signingProcesses.createdByUserId, creator) : sql`true`;
}
