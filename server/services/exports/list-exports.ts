/** GET /exports: the organization's exports, newest first, paginated like every list. */
import { count, desc, eq } from "drizzle-orm";
import type { z } from "zod";
import { offsetOf, type Page } from "@/lib/pagination";
import type { listExportsSchema } from "@/lib/schemas/exports";
import { exports } from "../../db/schema";
import type { ServiceContext } from "../context";
import { toExportRecord, type ExportRecord } from "./export-record";

export async function listExports(ctx: ServiceContext, input: z.output<typeof listExportsSchema>): Promise<Page<ExportRecord>> {
  const where = eq(exports.organizationId, ctx.organizationId);
  const [rows, [totals]] = await Promise.all([
    ctx.db.select().from(exports).where(where).orderBy(desc(exports.createdAt), desc(exports.id)).limit(input.pageSize).offset(offsetOf(input)),
    ctx.db.select({ total: count() }).from(exports).where(where),
  ]);
  const now = new Date();
  return { items: await Promise.all(rows.map((row) => toExportRecord(row, now))), total: totals?.total ?? 0, page: input.page, pageSize: input.pageSize };
}
