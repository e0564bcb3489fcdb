/**
 * What each plan allows (API.md, "Plans"): one table for the server, which enforces it, and the
 * dashboard, which only uses it to explain beforehand what the server would refuse.
 */
export const PLANS = ["FREE", "PRO", "ENTERPRISE"] as const;
export type Plan = (typeof PLANS)[number];

const MiB = 1024 * 1024;
const GiB = 1024 * MiB;
/**
 * PDF 32000 (Annex C) puts the default page size limit at 14,400 units, 200 inches; larger
 * pages need /UserUnit and no signer could place a field on them. Rendering cost does not grow
 * with page size (previews are capped in pixels), so every plan has the same limit.
 */
const MAX_PAGE_SIDE_PT = 14_400;

export interface PlanLimits {
  storageBytes: number;
  signingProcessesPerMonth: number;
  templates: number;
  pdfSizeBytes: number;
  /** Pages of one uploaded PDF: every page is parsed, rendered and stored as a preview. */
  pdfPages: number;
  /** Longest side of a page in points: 14,400 pt (200 in) is the largest page PDF viewers make. */
  pdfPageSidePt: number;
  smsSigning: boolean;
  webhooks: boolean;
}

export const PLAN_LIMITS: Record<Plan, PlanLimits> = {
  FREE: { storageBytes: 100 * MiB, signingProcessesPerMonth: 10, templates: 3, pdfSizeBytes: 10 * MiB, pdfPages: 100, pdfPageSidePt: MAX_PAGE_SIDE_PT, smsSigning: false, webhooks: false },
  PRO: { storageBytes: 10 * GiB, signingProcessesPerMonth: 500, templates: 100, pdfSizeBytes: 50 * MiB, pdfPages: 500, pdfPageSidePt: MAX_PAGE_SIDE_PT, smsSigning: true, webhooks: true },
  ENTERPRISE: { storageBytes: 1024 * GiB, signingProcessesPerMonth: 100_000, templates: 10_000, pdfSizeBytes: 100 * MiB, pdfPages: 1000, pdfPageSidePt: MAX_PAGE_SIDE_PT, smsSigning: true, webhooks: true },
};
