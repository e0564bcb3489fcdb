import { and, asc, eq, gt, gte, inArray, lte, or, sql } from "drizzle-orm";
import { ACTIVE_PROCESS_STATUSES } from "@/lib/signing/statuses";
import { signers, signingProcesses } from "../../db/schema";
import type { ServiceContext } from "../context";
import { visibleProcesses } from "./visible-processes";

const DAY_MS = 86_400_000;
/** Declines stay on the list this long: long enough to be seen after a weekend or a holiday. */
export const DECLINED_WITHIN_DAYS = 14;
/** Unfinished processes this close to their expiry, while extending them still helps. */
export const EXPIRING_WITHIN_DAYS = 3;
const MAX_ITEMS = 20;

export type AttentionReason = "FINALIZATION_FAILED" | "DECLINED" | "EXPIRING";

export interface AttentionItem {
  signingProcessId: string;
  subject: string;
  reason: AttentionReason;
  /** When it failed (last change), was declined, or will expire. */
  at: string;
  /** The signer who declined, and what they wrote, for DECLINED. */
  declinedBy: string | null;
  declineReason: string | null;
}

/**
 * The processes that wait for the sender rather than for a signer: final files that failed
 * (retry is on the process page), recent declines, and unfinished processes about to expire.
 * Failures come first, then what expires soonest, then the latest declines.
 */
export async function needsAttention(ctx: ServiceContext, now: Date): Promise<AttentionItem[]> {
  const failed = eq(signingProcesses.finalizationStatus, "FAILED");
  const declined = and(eq(signingProcesses.status, "DECLINED"), gte(signingProcesses.declinedAt, new Date(now.getTime() - DECLINED_WITHIN_DAYS * DAY_MS)));
  const expiring = and(
    inArray(signingProcesses.status, [...ACTIVE_PROCESS_STATUSES]),
    eq(signingProcesses.finalizationStatus, "NONE"),
    gt(signingProcesses.expiresAt, now),
    lte(signingProcesses.expiresAt, new Date(now.getTime() + EXPIRING_WITHIN_DAYS * DAY_MS)),
  );
  const reason = sql<AttentionReason>`case when ${failed} then 'FINALIZATION_FAILED' when ${declined} then 'DECLINED' else 'EXPIRING' end`;
  const rows = await ctx.db
    .select({
      signingProcessId: signingProcesses.id,
      subject: signingProcesses.subject,
      reason,
      updatedAt: signingProcesses.updatedAt,
      declinedAt: signingProcesses.declinedAt,
      expiresAt: signingProcesses.expiresAt,
      declinedBy: signers.name,
      declineReason: signers.declineReason,
    })
    .from(signingProcesses)
    // A decline ends the process, so at most one signer matches.
    .leftJoin(signers, and(eq(signers.signingProcessId, signingProcesses.id), eq(signers.status, "DECLINED")))
    .where(and(eq(signingProcesses.organizationId, ctx.organizationId), visibleProcesses(ctx), or(failed, declined, expiring)))
    .orderBy(
      sql`case when ${failed} then 0 when ${expiring} then 1 else 2 end`,
      asc(sql`case when ${expiring} then ${signingProcesses.expiresAt} end`),
      sql`${signingProcesses.declinedAt} desc nulls last`,
      asc(signingProcesses.id),
    )
    .limit(MAX_ITEMS);
  return rows.map((row) => ({
    signingProcessId: row.signingProcessId,
    subject: row.subject,
    reason: row.reason,
    at: (row.reason === "DECLINED" ? row.declinedAt! : row.reason === "EXPIRING" ? row.expiresAt : row.updatedAt).toISOString(),
    declinedBy: row.declinedBy,
    declineReason: row.declineReason,
  }));
}
