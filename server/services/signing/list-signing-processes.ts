import { and, count, desc, eq, gte, ilike, inArray, lte, type SQL } from "drizzle-orm";
import { ACTIVE_PROCESS_STATUSES, type ProcessStatus } from "@/lib/signing/statuses";
import type { z } from "zod";
import type { listSigningProcessesSchema } from "@/lib/schemas/signing-processes";
import { offsetOf, type Page } from "@/lib/pagination";
import { onlineForms, signingProcesses } from "../../db/schema";
import { actingUserId, type ServiceContext } from "../context";
import { effectiveStatusSql } from "./process-state";
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
    // Overdue processes read (and filter) as EXPIRED before the sweep records it; reads never write.
    filter.status?.length ? inArray(effectiveStatusSql(new Date()), [...filter.status]) : undefined,
    // The same filter on the stored status, which an index can answer (EXPIRED includes overdue open ones).
    filter.status?.length ? inArray(signingProcesses.status, storedStatusesOf(filter.status)) : undefined,
    filter.createdFrom ? gte(signingProcesses.createdAt, new Date(filter.createdFrom)) : undefined,
    filter.createdTo ? lte(signingProcesses.createdAt, new Date(filter.createdTo)) : undefined,
    filter.q ? ilike(signingProcesses.subject, containsPattern(filter.q)) : undefined,
    filter.templateId ? eq(signingProcesses.templateId, filter.templateId) : undefined,
    filter.bulkSendId ? eq(signingProcesses.bulkSendId, filter.bulkSendId) : undefined,
  );
}

function storedStatusesOf(statuses: readonly ProcessStatus[]): ProcessStatus[] {
  return statuses.includes("EXPIRED") ? [...new Set([...statuses, ...ACTIVE_PROCESS_STATUSES])] : [...statuses];
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
  const [rows, [totals]] = await Promise.all([
    ctx.db
      .select()
      .from(signingProcesses)
      .where(inArray(signingProcesses.id, pageIds))
      .orderBy(...newestFirst),
    ctx.db.select({ total: count() }).from(signingProcesses).where(where),
  ]);
  return { items: await toSigningProcessRecords(ctx.db, rows), total: totals?.total ?? 0, page: input.page, pageSize: input.pageSize };
}
