/**
 * Enforces what each plan allows (the table is lib/plans.ts). Quotas are checked where records
 * are created; QUOTA_EXCEEDED carries {quota, limit, used} with the quota's name as in the table.
 */
import { PLAN_LIMITS, type Plan } from "../../lib/plans";
import { AppError } from "../errors";
import type { PdfLimits } from "../pdf/inspect-pdf";

export { PLAN_LIMITS };

export type Quota = "storageBytes" | "signingProcessesPerMonth" | "templates" | "pdfSizeBytes";

/** Throws QUOTA_EXCEEDED when `used + adding` would pass the plan's limit. */
export function enforceQuota(plan: Plan, quota: Quota, used: number, adding: number): void {
  const limit = PLAN_LIMITS[plan][quota];
  if (used + adding > limit) {
    throw new AppError("QUOTA_EXCEEDED", `The ${plan} plan allows ${quota} up to ${limit}`, { quota, limit, used });
  }
}

/** The page limits of a plan, as the PDF inspection checks them. */
export function pdfLimitsOf(plan: Plan): PdfLimits {
  const limits = PLAN_LIMITS[plan];
  return { planName: `the ${plan} plan`, maxPages: limits.pdfPages, maxPageSidePt: limits.pdfPageSidePt };
}
