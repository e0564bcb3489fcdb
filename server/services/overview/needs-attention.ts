import { and, asc, eq, gt, gte, inArray, isNotNull, isNull, lt, lte, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { ACTING_SIGNER_STATUSES, ACTIVE_PROCESS_STATUSES } from "@/lib/signing/statuses";
import { signers, signingProcesses } from "../../db/schema";
import type { ServiceContext } from "../context";
import { visibleProcesses } from "./visible-processes";

const DAY_MS = 86_400_000;
/** Declines stay on the list this long: long enough to be seen after a weekend or a holiday. */
export const DECLINED_WITHIN_DAYS = 14;
/** Unfinished processes this close to their expiry, while extending them still helps. */
export const EXPIRING_WITHIN_DAYS = 3;
/** A reminded signer who has not even opened the document this long after the last reminder. */
export const UNANSWERED_REMINDER_HOURS = 24;
const MAX_ITEMS = 20;

export const ATTENTION_REASONS = ["FINALIZATION_FAILED", "DECLINED", "EXPIRING", "UNANSWERED_REMINDER"] as const;
export type AttentionReason = (typeof ATTENTION_REASONS)[number];

export interface AttentionItem {
  signingProcessId: string;
  subject: string;
  reason: AttentionReason;
  /** When it failed (last change), was declined, or will expire. */
  at: string;
  /** The signer who declined, and what they wrote, for DECLINED. */
  declinedBy: string | null;
  declineReason: string | null;
  /** For UNANSWERED_REMINDER: the signer whose turn it is, and how many reminders they had. */
  waitingSigner: string | null;
  reminderCount: number | null;
}

/**
 * The processes that wait for the sender rather than for a signer: final files that failed
 * (retry is on the process page), recent declines, unfinished processes about to expire, and
 * signers who have not opened the document in the day since their last reminder (a call may
 * help more than another email). Failures come first, then what expires soonest, then the
 * oldest unanswered reminders, then the latest declines.
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
  // The active signer (at most one per process) when reminded and silent since.
  const waiting = alias(signers, "waiting_signer");
  const remindedBefore = new Date(now.getTime() - UNANSWERED_REMINDER_HOURS * 3_600_000);
  const unanswered = and(
    inArray(signingProcesses.status, [...ACTIVE_PROCESS_STATUSES]),
    eq(signingProcesses.finalizationStatus, "NONE"),
    gt(signingProcesses.expiresAt, now),
    isNotNull(waiting.id),
  );
  const reason = sql<AttentionReason>`case when ${failed} then 'FINALIZATION_FAILED' when ${declined} then 'DECLINED' when ${expiring} then 'EXPIRING' else 'UNANSWERED_REMINDER' end`;
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
      waitingSigner: waiting.name,
      reminderCount: waiting.reminderCount,
      lastRemindedAt: waiting.lastRemindedAt,
    })
    .from(signingProcesses)
    // A decline ends the process, so at most one signer matches.
    .leftJoin(signers, and(eq(signers.signingProcessId, signingProcesses.id), eq(signers.status, "DECLINED")))
    .leftJoin(
      waiting,
      and(
        eq(waiting.signingProcessId, signingProcesses.id),
        inArray(waiting.status, [...ACTING_SIGNER_STATUSES]),
        lte(waiting.lastRemindedAt, remindedBefore),
        or(isNull(waiting.openedAt), lt(waiting.openedAt, waiting.lastRemindedAt)),
      ),
    )
    .where(and(eq(signingProcesses.organizationId, ctx.organizationId), visibleProcesses(ctx), or(failed, declined, expiring, unanswered)))
    .orderBy(
      sql`case when ${failed} then 0 when ${expiring} then 1 when ${unanswered} then 2 else 3 end`,
      asc(sql`case when ${expiring} then ${signingProcesses.expiresAt} end`),
      asc(sql`case when ${unanswered} then ${waiting.lastRemindedAt} end`),
      sql`${signingProcesses.declinedAt} desc nulls last`,
      asc(signingProcesses.id),
    )
    .limit(MAX_ITEMS);
  return rows.map((row) => ({
    signingProcessId: row.signingProcessId,
    subject: row.subject,
    reason: row.reason,
    at: (row.reason === "DECLINED"
      ? row.declinedAt!
      : row.reason === "EXPIRING"
        ? row.expiresAt
        : row.reason === "UNANSWERED_REMINDER"
          ? row.lastRemindedAt!
          : row.updatedAt
    ).toISOString(),
    declinedBy: row.declinedBy,
    declineReason: row.declineReason,
    waitingSigner: row.reason === "UNANSWERED_REMINDER" ? row.waitingSigner : null,
    reminderCount: row.reason === "UNANSWERED_REMINDER" ? row.reminderCount : null,
  }));
}
