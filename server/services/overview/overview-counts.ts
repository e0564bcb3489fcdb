import { and, countDistinct, eq, sql } from "drizzle-orm";
import { signers, signingProcesses } from "../../db/schema";
import { actingUserId, type ServiceContext } from "../context";
import { myTurnToSign } from "../signing/list-my-pending-signatures";
import { processCounts } from "../signing/process-counts";
import { visibleProcesses, visibleProcessesCreator } from "./visible-processes";

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

/**
 * The counts of the Overview from the kept counts (process-counts.ts), which stay flat as the
 * organization grows, and the caller's own turns, read from their signer slots.
 */
export async function overviewCounts(ctx: ServiceContext, now: Date): Promise<OverviewCounts> {
  const userId = actingUserId(ctx.actor);
  const [kept, myTurns] = await Promise.all([
    processCounts(ctx.db, ctx.organizationId, visibleProcessesCreator(ctx), now),
    userId
      ? ctx.db
          .select({
            waitingForMe: countDistinct(signingProcesses.id),
            // My turn means open and not past the deadline; these are the ones not waiting for others.
            visibleWaiting: sql<number>`count(distinct ${signingProcesses.id}) filter (where ${and(visibleProcesses(ctx), eq(signingProcesses.finalizationStatus, "NONE"))})`.mapWith(Number),
          })
          .from(signers)
          .innerJoin(signingProcesses, eq(signingProcesses.id, signers.signingProcessId))
          .where(myTurnToSign(ctx.organizationId, userId, now))
          .then(([row]) => row)
      : undefined,
  ]);
  return {
    waitingForOthers: kept.waiting - (myTurns?.visibleWaiting ?? 0),
    waitingForMe: myTurns?.waitingForMe ?? 0,
    completedThisMonth: kept.completedThisMonth,
    failedFinalizations: kept.failedFinalizations,
    total: kept.total,
  };
}
