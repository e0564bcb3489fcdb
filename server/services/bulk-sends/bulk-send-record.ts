/** What the API answers for a bulk send: its counts, and (one send read alone) every row. */
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db, Tx } from "../../db/client";
import { BULK_SEND_ROW_STATUSES, BULK_SEND_STATUSES, bulkSendRows, bulkSends, type BulkSend } from "../../db/schema";
import { notFound } from "../../errors";
import { actingUserId, type ServiceContext } from "../context";

const timestamp = z.iso.datetime();

export const bulkSendRecordSchema = z.object({
  id: z.uuid(),
  templateId: z.uuid(),
  templateVersion: z.number().int(),
  status: z.enum(BULK_SEND_STATUSES),
  total: z.number().int(),
  created: z.number().int(),
  failed: z.number().int(),
  createdAt: timestamp,
  completedAt: timestamp.nullable(),
});
export type BulkSendRecord = z.output<typeof bulkSendRecordSchema>;

export const bulkSendRowRecordSchema = z.object({
  index: z.number().int(),
  status: z.enum(BULK_SEND_ROW_STATUSES),
  signingProcessId: z.uuid().nullable(),
  error: z.object({ code: z.string(), message: z.string() }).nullable(),
});

export const bulkSendDetailSchema = bulkSendRecordSchema.extend({ rows: z.array(bulkSendRowRecordSchema) });
export type BulkSendDetail = z.output<typeof bulkSendDetailSchema>;

/** The sends with their CREATED and FAILED counts, counted from the rows (one query for all). */
export async function toBulkSendRecords(db: Db | Tx, sends: BulkSend[]): Promise<BulkSendRecord[]> {
  if (sends.length === 0) return [];
  const counts = await db
    .select({
      bulkSendId: bulkSendRows.bulkSendId,
      created: sql<number>`count(*) filter (where ${bulkSendRows.status} = 'CREATED')`.mapWith(Number),
      failed: sql<number>`count(*) filter (where ${bulkSendRows.status} = 'FAILED')`.mapWith(Number),
    })
    .from(bulkSendRows)
    .where(inArray(bulkSendRows.bulkSendId, sends.map((send) => send.id)))
    .groupBy(bulkSendRows.bulkSendId);
  return sends.map((send) => {
    const count = counts.find((row) => row.bulkSendId === send.id);
    return {
      id: send.id,
      templateId: send.templateId,
      templateVersion: send.templateVersion,
      status: send.status,
      total: send.total,
      created: count?.created ?? 0,
      failed: count?.failed ?? 0,
      createdAt: send.createdAt.toISOString(),
      completedAt: send.completedAt?.toISOString() ?? null,
    };
  });
}

/** A MEMBER sees only the sends its own user started, as with processes. */
export function visibleTo(ctx: ServiceContext) {
  const member = ctx.actor.kind !== "SYSTEM" && ctx.actor.role === "MEMBER";
  return and(eq(bulkSends.organizationId, ctx.organizationId), member ? eq(bulkSends.createdByUserId, actingUserId(ctx.actor)!) : undefined);
}

/** GET /bulk-sends/{id}: another organization's id (or, for a MEMBER, another user's) is 404. */
export async function getBulkSend(ctx: ServiceContext, input: { id: string }): Promise<BulkSendDetail> {
  const [send] = await ctx.db.select().from(bulkSends).where(and(eq(bulkSends.id, input.id), visibleTo(ctx)));
  if (!send) throw notFound("Bulk send");
  const [[record], rows] = await Promise.all([
    toBulkSendRecords(ctx.db, [send]),
    ctx.db.select().from(bulkSendRows).where(eq(bulkSendRows.bulkSendId, send.id)).orderBy(asc(bulkSendRows.index)),
  ]);
  return {
    ...record!,
    rows: rows.map((row) => ({
      index: row.index,
      status: row.status,
      signingProcessId: row.signingProcessId,
      error: row.errorCode ? { code: row.errorCode, message: row.errorMessage ?? "" } : null,
    })),
  };
}
