/** GET /online-forms (newest first; draftsOnly lists documents not sent yet) and GET /online-forms/{id}. */
import { and, count, desc, eq } from "drizzle-orm";
import type { z } from "zod";
import { offsetOf, type Page } from "@/lib/pagination";
import type { listOnlineFormsSchema } from "@/lib/schemas/online-forms";
import { onlineForms } from "../../db/schema";
import { requireAdmin, type ServiceContext } from "../context";
import { loadOnlineForm } from "./online-form-access";
import { toOnlineFormRecord, toOnlineFormSummaries, type OnlineFormRecord, type OnlineFormSummary } from "./online-form-record";

export async function listOnlineForms(ctx: ServiceContext, input: z.output<typeof listOnlineFormsSchema>): Promise<Page<OnlineFormSummary>> {
  requireAdmin(ctx);
  const where = and(
    eq(onlineForms.organizationId, ctx.organizationId),
    input.kind ? eq(onlineForms.kind, input.kind) : undefined,
    input.draftsOnly ? and(eq(onlineForms.kind, "DOCUMENT"), eq(onlineForms.status, "DRAFT")) : undefined,
  );
  const [rows, [totals]] = await Promise.all([
    ctx.db.select().from(onlineForms).where(where).orderBy(desc(onlineForms.createdAt), desc(onlineForms.id)).limit(input.pageSize).offset(offsetOf(input)),
    ctx.db.select({ total: count() }).from(onlineForms).where(where),
  ]);
  return { items: await toOnlineFormSummaries(ctx.db, rows), total: totals?.total ?? 0, page: input.page, pageSize: input.pageSize };
}

export async function getOnlineForm(ctx: ServiceContext, input: { id: string }): Promise<OnlineFormRecord> {
  requireAdmin(ctx);
  return toOnlineFormRecord(ctx.db, await loadOnlineForm(ctx, input.id));
}
