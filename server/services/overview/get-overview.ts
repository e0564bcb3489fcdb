/**
 * The dashboard's Overview: the work at a glance for the signed-in user (docs/dashboard.md
 * defines each figure). Read-only; each card is one query over the organization's processes,
 * scoped as the process list is (a MEMBER sees their own), and the quota figures are counted
 * exactly as the quota checks count them.
 */
import { requireSession, type ServiceContext } from "../context";
import { getOrganization } from "../organizations/organization-settings";
import { startOfMonthUtc } from "../signing/monthly-process-count";
import { needsAttention, type AttentionItem } from "./needs-attention";
import { overviewCounts, type OverviewCounts } from "./overview-counts";
import { quotaUse, type QuotaUse } from "./quota-use";
import { recentActivity, type ActivityItem } from "./recent-activity";

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
