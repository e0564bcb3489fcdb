/**
 * What each plan allows (API.md, "Plans"). Quotas are checked where records are created;
 * QUOTA_EXCEEDED carries {quota, limit, used} with the quota's name as in this table.
 */
import type { Plan } from "../db/schema";
import { AppError } from "../errors";

const MiB = 1024 * 1024;
const GiB = 1024 * MiB;

export interface PlanLimits {
  storageBytes: number;
  signingProcessesPerMonth: number;
  templates: number;
  pdfSizeBytes: number;
  smsSigning: boolean;
  webhooks: boolean;
}

export const PLAN_LIMITS: Record<Plan, PlanLimits> = {
  FREE: { storageBytes: 100 * MiB, signingProcessesPerMonth: 10, templates: 3, pdfSizeBytes: 10 * MiB, smsSigning: false, webhooks: false },
  PRO: { storageBytes: 10 * GiB, signingProcessesPerMonth: 500, templates: 100, pdfSizeBytes: 50 * MiB, smsSigning: true, webhooks: true },
  ENTERPRISE: { storageBytes: 1024 * GiB, signingProcessesPerMonth: 100_000, templates: 10_000, pdfSizeBytes: 100 * MiB, smsSigning: true, webhooks: true },
};

export type Quota = "storageBytes" | "signingProcessesPerMonth" | "templates" | "pdfSizeBytes";

/** Throws QUOTA_EXCEEDED when `used + adding` would pass the plan's limit. */
export function enforceQuota(plan: Plan, quota: Quota, used: number, adding: number): void {
  const limit = PLAN_LIMITS[plan][quota];
  if (used + adding > limit) {
    throw new AppError("QUOTA_EXCEEDED", `The ${plan} plan allows ${quota} up to ${limit}`, { quota, limit, used });
  }
}
