/**
 * POST /exports (docs/api.md, "Exports"): counts the processes the filter holds now and queues
 * the job that builds the ZIP (build-export.ts); the answer is the QUEUED export (202).
 */
import { and, count, eq } from "drizzle-orm";
import type { z } from "zod";
import type { createExportSchema } from "@/lib/schemas/exports";
import { exports, signingProcesses, type ExportFilter } from "../../db/schema";
import { buildExportJob } from "../../queue/definitions/build-export";
import { triggerJob } from "../../queue/trigger-job";
import { actingUserId, type ServiceContext } from "../context";
import { processFilterConditions } from "../signing/list-signing-processes";
import { AppError } from "../../errors";
import { toExportRecord, type ExportRecord } from "./export-record";

/**
 * The ZIP is written without ZIP64 (fflate has none), which caps it at 65,535 files: at most
 * five per process and the manifest, so 10,000 processes stay well below.
 */
export const MAX_EXPORT_PROCESSES = 10_000;

export async function createExport(ctx: ServiceContext, input: z.output<typeof createExportSchema>): Promise<ExportRecord> {
  const filter: ExportFilter | null = input.filter ?? null;
  const [totals] = await ctx.db
    .select({ total: count() })
    .from(signingProcesses)
    .where(and(eq(signingProcesses.organizationId, ctx.organizationId), processFilterConditions(filter ?? {})));
  const processCount = totals?.total ?? 0;
  if (processCount > MAX_EXPORT_PROCESSES) {
    throw new AppError("VALIDATION_FAILED", [
      `filter holds ${processCount} processes; an export holds at most ${MAX_EXPORT_PROCESSES}: narrow it, for example with createdFrom and createdTo`,
    ]);
  }
  const [created] = await ctx.db
    .insert(exports)
    .values({
      organizationId: ctx.organizationId,
      createdByUserId: actingUserId(ctx.actor),
      actor: ctx.actor,
      filter,
      processCount,
    })
    .returning();
  await triggerJob(ctx.db, buildExportJob, { exportId: created!.id, organizationId: ctx.organizationId });
  return toExportRecord(created!);
}
