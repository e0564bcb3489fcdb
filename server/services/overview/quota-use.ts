import type { Plan } from "../../db/schema";
import type { ServiceContext } from "../context";
import { usedStorageBytes } from "../assets/used-storage";
import { PLAN_LIMITS } from "../plans";
import { countProcessesThisMonth } from "../signing/monthly-process-count";
import { countTemplates } from "../templates/template-quota";

export interface QuotaFigure {
  used: number;
  limit: number;
}

export interface QuotaUse {
  plan: Plan;
  storageBytes: QuotaFigure;
  signingProcessesPerMonth: QuotaFigure;
  templates: QuotaFigure;
}

/** The plan's quotas as the checks that enforce them count (organization-wide, whoever asks). */
export async function quotaUse(ctx: ServiceContext, plan: Plan, now: Date): Promise<QuotaUse> {
  const limits = PLAN_LIMITS[plan];
  const [storage, processes, templates] = await Promise.all([
    usedStorageBytes(ctx.db, ctx.organizationId),
    countProcessesThisMonth(ctx.db, ctx.organizationId, now),
    countTemplates(ctx.db, ctx.organizationId),
  ]);
  return {
    plan,
    storageBytes: { used: storage, limit: limits.storageBytes },
    signingProcessesPerMonth: { used: processes, limit: limits.signingProcessesPerMonth },
    templates: { used: templates, limit: limits.templates },
  };
}
