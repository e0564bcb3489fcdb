import { and, count, desc, eq, gte, ilike, inArray, lte, or, type SQL } from "drizzle-orm";
import { ACTIVE_PROCESS_STATUSES, type ProcessStatus } from "@/lib/signing/statuses";
import type { z } from "zod";
import type { listSigningProcessesSchema } from "@/lib/schemas/signing-processes";
import { offsetOf, type Page } from "@/lib/pagination";
import { onlineForms, signingProcesses } from "../../db/schema";
import { actingUserId, type ServiceContext } from "../context";
import { effectiveStatusSql } from "./process-state";
import { processCounts } from "./process-counts";
import { toSigningProcessRecords, type SigningProcessRecord } from "./signing-process-record";
import { containsPattern } from "../../db/like-pattern";

/** The filters the processes list shares with exports (lib/schemas/exports.ts). */
export interface ProcessFilter {
  status?: readonly ProcessStatus[];
  templateId?: string;
  createdFrom?: string;
  createdTo?: string;
  q?: string;
  bulkSendId?: string;
}

export function processFilterConditions(filter: ProcessFilter): SQL | undefined {
  return and(
    filter.status?.length ? statusCondition(filter.status) : undefined,
    filter.createdFrom ? gte(signingProcesses.createdAt, new Date(filter.createdFrom)) : undefined,
    filter.createdTo ? lte(signingProcesses.createdAt, new Date(filter.createdTo)) : undefined,
    filter.q ? ilike(signingProcesses.subject, containsPattern(filter.q)) : undefined,
    filter.templateId ? eq(signingProcesses.templateId, filter.templateId) : undefined,
    filter.bulkSendId ? eq(signingProcesses.bulkSendId, filter.bulkSendId) : undefined,
  );
}

/** The statuses an overdue open process reads as, or reads as until it is overdue. */
const TIME_DEPENDENT_STATUSES = new Set<ProcessStatus>([...ACTIVE_PROCESS_STATUSES, "EXPIRED"]);

/**
 * Overdue processes read (and filter) as EXPIRED before the sweep records it; reads never write.
 * Every condition names the stored status too, so the status index answers it, and the ended
 * statuses other than EXPIRED need nothing else (counting them reads the index alone).
 */
function statusCondition(statuses: readonly ProcessStatus[]): SQL | undefined {
  const ended = statuses.filter((status) => !TIME_DEPENDENT_STATUSES.has(status));
  const timed = statuses.filter((status) => TIME_DEPENDENT_STATUSES.has(status));
  const stored = timed.includes("EXPIRED") ? [...new Set([...timed, ...ACTIVE_PROCESS_STATUSES])] : timed;
  return or(
    ended.length > 0 ? inArray(signingProcesses.status, ended) : undefined,
    timed.length > 0 ? and(inArray(signingProcesses.status, stored), inArray(effectiveStatusSql(new Date()), timed)) : undefined,
  );
}

/** The processes the caller may see, newest first, filtered as API.md lists. */
export async function listSigningProcesses(
  ctx: ServiceContext,
  input: z.output<typeof listSigningProcessesSchema>,
): Promise<Page<SigningProcessRecord>> {
  const member = ctx.actor.kind !== "SYSTEM" && ctx.actor.role === "MEMBER";
  const where = and(
    eq(signingProcesses.organizationId, ctx.organizationId),
    member ? eq(signingProcesses.createdByUserId, actingUserId(ctx.actor)!) : undefined,
    processFilterConditions(input),
    input.origin ? eq(signingProcesses.origin, input.origin) : undefined,
    input.onlineFormId ? eq(signingProcesses.onlineFormId, input.onlineFormId) : undefined,
    input.formTemplateId
      ? inArray(signingProcesses.onlineFormId, ctx.db.select({ id: onlineForms.id }).from(onlineForms).where(eq(onlineForms.templateId, input.formTemplateId)))
      : undefined,
  );
  const newestFirst = [desc(signingProcesses.createdAt), desc(signingProcesses.id)];
  // The page's ids first: skipping the earlier pages' rows then reads the index alone, not the rows.
  const pageIds = ctx.db.select({ id: signingProcesses.id }).from(signingProcesses).where(where).orderBy(...newestFirst).limit(input.pageSize).offset(offsetOf(input));
  const [rows, total] = await Promise.all([
    ctx.db
      .select()
      .from(signingProcesses)
      .where(inArray(signingProcesses.id, pageIds))
      .orderBy(...newestFirst),
    filtersOnlyByStatus(input)
      ? keptTotal(ctx, member ? actingUserId(ctx.actor)! : undefined, input.status)
      : ctx.db.select({ total: count() }).from(signingProcesses).where(where).then(([totals]) => totals?.total ?? 0),
  ]);
  return { items: await toSigningProcessRecords(ctx.db, rows), total, page: input.page, pageSize: input.pageSize };
}

/** The inputs the kept counts answer; any other filter (and any added later) is counted row by row. */
const KEPT_COUNT_INPUTS = new Set(["page", "pageSize", "status"]);

function filtersOnlyByStatus(input: z.output<typeof listSigningProcessesSchema>): boolean {
  return Object.entries(input).every(([key, value]) => value === undefined || KEPT_COUNT_INPUTS.has(key));
}

/** The total from the kept counts, which stays flat as the organization grows (a count reads every match). */
async function keptTotal(ctx: ServiceContext, createdByUserId: string | undefined, statuses: readonly ProcessStatus[] | undefined): Promise<number> {
  const counts = await processCounts(ctx.db, ctx.organizationId, createdByUserId, new Date());
  return statuses?.length ? [...new Set(statuses)].reduce((sum, status) => sum + counts.byStatus[status], 0) : counts.total;
}
