/**
 * The dashboard's Overview: the work at a glance for the signed-in user (docs/dashboard.md
 * defines each figure). Read-only; each card is one query over the organization's processes,
 * scoped as the process list is (a MEMBER sees their own), and the quota figures are counted
 * exactly as the quota checks count them.
 */
import { z } from "zod";
import { planSchema } from "@/lib/schemas/organizations";
import { auditEventSchema } from "../audit/list-audit-events";
import { requireSession, type ServiceContext } from "../context";
import { getOrganization } from "../organizations/organization-settings";
import { startOfMonthUtc } from "../signing/monthly-process-count";
import { ATTENTION_REASONS, needsAttention, type AttentionItem } from "./needs-attention";
import { overviewCounts, type OverviewCounts } from "./overview-counts";
import { quotaUse, type QuotaUse } from "./quota-use";
import { recentActivity, type ActivityItem } from "./recent-activity";

const figure = z.object({ used: z.number(), limit: z.number() });

export const overviewSchema = z.object({
  monthStartedAt: z.iso.datetime(),
  counts: z.object({
    waitingForOthers: z.number().int().min(0),
    waitingForMe: z.number().int().min(0),
    completedThisMonth: z.number().int().min(0),
    failedFinalizations: z.number().int().min(0),
    total: z.number().int().min(0),
  }),
  attention: z.array(
    z.object({
      signingProcessId: z.uuid(),
      subject: z.string(),
      reason: z.enum(ATTENTION_REASONS),
      at: z.iso.datetime(),
      declinedBy: z.string().nullable(),
      declineReason: z.string().nullable(),
      waitingSigner: z.string().nullable(),
      reminderCount: z.number().int().nullable(),
    }),
  ),
  activity: z.array(
    z.object({
      signingProcessId: z.uuid(),
      subject: z.string(),
      event: auditEventSchema.pick({ id: true, type: true, occurredAt: true, actor: true, details: true }),
      signers: z.array(z.object({ id: z.uuid(), signOrder: z.number().int(), name: z.string() })),
    }),
  ),
  quota: z.object({ plan: planSchema, storageBytes: figure, signingProcessesPerMonth: figure, templates: figure }),
});

export interface Overview {
  /** Where "this month" began (UTC), for the counts and the monthly quota. */
  monthStartedAt: string;
  counts: OverviewCounts;
  attention: AttentionItem[];
  activity: ActivityItem[];
  quota: QuotaUse;
}

export async function getOverview(ctx: ServiceContext, now = new Date()): Promise<Overview> {
  requireSession(ctx);
  const organization = await getOrganization(ctx);
  const [counts, attention, activity, quota] = await Promise.all([
    overviewCounts(ctx, now),
    needsAttention(ctx, now),
    recentActivity(ctx),
    quotaUse(ctx, organization.plan, now),
  ]);
  return { monthStartedAt: startOfMonthUtc(now).toISOString(), counts, attention, activity, quota };
}
