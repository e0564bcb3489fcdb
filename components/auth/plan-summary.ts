import { formatBytes } from "@/components/dashboard/documents/format-bytes";
import { PLAN_LIMITS, type Plan } from "@/lib/plans";

const count = new Intl.NumberFormat("en");

/** What a plan allows, in one line for someone choosing it at first run. */
export function planSummary(plan: Plan): string {
  const limits = PLAN_LIMITS[plan];
  const extras = limits.smsSigning && limits.webhooks ? "text-message codes and webhooks" : "no text-message codes or webhooks";
  return `${count.format(limits.signingProcessesPerMonth)} signing processes a month, ${count.format(limits.templates)} templates, ${formatBytes(limits.storageBytes)} of storage, ${extras}.`;
}
