/** Settings, "Activity": the organization's log, newest first, for owners and admins. */
import { and, desc, eq, gte, lte, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import { offsetOf, pageSchema, type Page } from "@/lib/pagination";
import type { listActivitySchema } from "@/lib/schemas/activity";
import { activityEntries, type ActivityEntry } from "../../db/schema";
import { requireAdmin, requireSession, type ServiceContext } from "../context";

export const activityEntryRecordSchema = z.object({
  id: z.uuid(),
  occurredAt: z.iso.datetime(),
  action: z.string(),
  actor: z.object({ kind: z.enum(["USER", "API_KEY", "SYSTEM"]), id: z.string().nullable(), name: z.string() }),
  ip: z.string().nullable(),
  subjectId: z.string().nullable(),
  subjectName: z.string().nullable(),
  changes: z.record(z.string(), z.object({ before: z.unknown(), after: z.unknown() })),
});
export type ActivityEntryRecord = z.output<typeof activityEntryRecordSchema>;

/** The page, and everybody who acted in the organization, for the actor filter. */
export const activityPageSchema = pageSchema(activityEntryRecordSchema).extend({
  actors: z.array(z.object({ id: z.string(), name: z.string() })),
});
type ActivityPage = Page<ActivityEntryRecord> & { actors: { id: string; name: string }[] };

function toRecord(entry: ActivityEntry): ActivityEntryRecord {
  return {
    id: entry.id,
    occurredAt: entry.occurredAt.toISOString(),
    action: entry.action,
    actor: { kind: entry.actorKind as ActivityEntryRecord["actor"]["kind"], id: entry.actorId, name: entry.actorName },
    ip: entry.ip,
    subjectId: entry.subjectId,
    subjectName: entry.subjectName,
    changes: entry.changes,
  };
}

export async function listActivity(ctx: ServiceContext, input: z.output<typeof listActivitySchema>): Promise<ActivityPage> {
  requireSession(ctx);
  requireAdmin(ctx);
  const conditions: SQL[] = [eq(activityEntries.organizationId, ctx.organizationId)];
  if (input.action) conditions.push(eq(activityEntries.action, input.action));
  if (input.actorId) conditions.push(eq(activityEntries.actorId, input.actorId));
  if (input.from) conditions.push(gte(activityEntries.occurredAt, new Date(input.from)));
  if (input.to) conditions.push(lte(activityEntries.occurredAt, new Date(input.to)));
  const where = and(...conditions);
  const [rows, [count], actors] = await Promise.all([
    ctx.db.select().from(activityEntries).where(where).orderBy(desc(activityEntries.occurredAt), desc(activityEntries.id)).limit(input.pageSize).offset(offsetOf(input)),
    ctx.db.select({ total: sql<number>`count(*)::int` }).from(activityEntries).where(where),
    ctx.db
      .selectDistinctOn([activityEntries.actorId], { id: activityEntries.actorId, name: activityEntries.actorName })
      .from(activityEntries)
      .where(and(eq(activityEntries.organizationId, ctx.organizationId), sql`${activityEntries.actorId} is not null`))
      .orderBy(activityEntries.actorId, desc(activityEntries.occurredAt)),
  ]);
  return {
    items: rows.map(toRecord),
    total: count?.total ?? 0,
    page: input.page,
    pageSize: input.pageSize,
    actors: actors.map((actor) => ({ id: actor.id!, name: actor.name })).sort((a, b) => a.name.localeCompare(b.name)),
  };
}
