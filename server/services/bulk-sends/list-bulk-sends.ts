/** GET /bulk-sends: the sends the caller may see, newest first, paginated like every list. */
import { and, count, desc, eq } from "drizzle-orm";
import type { z } from "zod";
import { offsetOf, type Page } from "@/lib/pagination";
import type { listBulkSendsSchema } from "@/lib/schemas/bulk-sends";
import { bulkSends } from "../../db/schema";
import type { ServiceContext } from "../context";
import { toBulkSendRecords, visibleTo, type BulkSendRecord } from "./bulk-send-record";

export async function listBulkSends(ctx: ServiceContext, input: z.output<typeof listBulkSendsSchema>): Promise<Page<BulkSendRecord>> {
  const where = and(visibleTo(ctx), input.templateId ? eq(bulkSends.templateId, input.templateId) : undefined);
  const [rows, [totals]] = await Promise.all([
    ctx.db
      .select()
      .from(bulkSends)
      .where(where)
      .orderBy(desc(bulkSends.createdAt), desc(bulkSends.id))
      .limit(input.pageSize)
      .offset(offsetOf(input)),
    ctx.db.select({ total: count() }).from(bulkSends).where(where),
  ]);
  return { items: await toBulkSendRecords(ctx.db, rows), total: totals?.total ?? 0, page: input.page, pageSize: input.pageSize };
}
