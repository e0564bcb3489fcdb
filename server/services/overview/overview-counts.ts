import { and, eq, exists, gt, gte, inArray, not, sql, type SQL } from "drizzle-orm";
import { ACTIVE_PROCESS_STATUSES } from "@/lib/signing/statuses";
import { signers, signingProcesses } from "../../db/schema";
import { actingUserId, type ServiceContext } from "../context";
import { myTurnToSign } from "../signing/list-my-pending-signatures";
import { startOfMonthUtc } from "../signing/monthly-process-count";
import { visibleProcesses } from "./visible-processes";

export interface OverviewCounts {
  /** Active, not past expiry, not fully signed, and the signer whose turn it is is not the caller. */
  waitingForOthers: number;
  /** The caller's own turn to sign (CURRENT_USER slots), as "Waiting for my signature" lists them. */
  waitingForMe: number;
  /** Completed since the month began in UTC. */
  completedThisMonth: number;
  /** Every signer signed, but the final files could not be made; an admin can retry. */
  failedFinalizations: number;
  /** Every process the caller may see, whatever its state. */
  total: number;
}

const counted = (condition: SQL | undefined) => sql<number>`count(*) filter (where ${condition})`.mapWith(Number);

/** The four counts of the Overview, in one pass over the organization's processes. */
export async function overviewCounts(ctx: ServiceContext, now: Date): Promise<OverviewCounts> {
  const visible = visibleProcesses(ctx);
  const userId = actingUserId(ctx.actor);
  // Correlated with the outer row: this process has a slot where it is the caller's turn.
  const myTurn = userId
    ? exists(ctx.db.select({ one: sql`1` }).from(signers).where(and(eq(signers.signingProcessId, signingProcesses.id), myTurnToSign(ctx.organizationId, userId, now))))
    : sql`false`;
  const [row] = await ctx.db
    .select({
      waitingForOthers: counted(
        and(
          visible,
          inArray(signingProcesses.status, [...ACTIVE_PROCESS_STATUSES]),
          eq(signingProcesses.finalizationStatus, "NONE"),
          gt(signingProcesses.expiresAt, now),
          not(myTurn),
        ),
      ),
      waitingForMe: counted(myTurn),
      completedThisMonth: counted(and(visible, eq(signingProcesses.status, "COMPLETED"), gte(signingProcesses.completedAt, startOfMonthUtc(now)))),
      failedFinalizations: counted(and(visible, eq(signingProcesses.finalizationStatus, "FAILED"))),
      total: counted(visible),
    })
    .from(signingProcesses)
    .where(eq(signingProcesses.organizationId, ctx.organizationId));
  return row ?? { waitingForOthers: 0, waitingForMe: 0, completedThisMonth: 0, failedFinalizations: 0, total: 0 };
}
