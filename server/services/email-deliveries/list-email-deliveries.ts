/**
 * The delivery log as the dashboard shows it, newest first: for one process, to whoever may see
 * that process; across the organization, to admins. Another organization's process answers 404.
 */
import { and, count, desc, eq, type SQL } from "drizzle-orm";
import { z } from "zod";
import { EMAIL_DELIVERY_STATUSES } from "@/lib/mail/email-delivery-status";
import { offsetOf, type Page } from "@/lib/pagination";
import type { listEmailDeliveriesSchema } from "@/lib/schemas/email";
import { emailDeliveries } from "../../db/schema";
import { requireAdmin, type ServiceContext } from "../context";
import { loadSigningProcess } from "../signing/load-signing-process";

export const emailDeliveryRecordSchema = z.object({
  id: z.string(),
  signingProcessId: z.string().nullable(),
  signerId: z.string().nullable(),
  kind: z.string(),
  to: z.string(),
  subject: z.string(),
  transport: z.string(),
  status: z.enum(EMAIL_DELIVERY_STATUSES),
  attempts: z.number(),
  lastError: z.string().nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  sentAt: z.iso.datetime().nullable(),
});
export type EmailDeliveryRecord = z.output<typeof emailDeliveryRecordSchema>;

export async function listEmailDeliveries(
  ctx: ServiceContext,
  input: z.output<typeof listEmailDeliveriesSchema>,
): Promise<Page<EmailDeliveryRecord>> {
  if (input.signingProcessId) await loadSigningProcess(ctx, { id: input.signingProcessId });
  else requireAdmin(ctx);
  const filters: SQL[] = [eq(emailDeliveries.organizationId, ctx.organizationId)];
  if (input.signingProcessId) filters.push(eq(emailDeliveries.signingProcessId, input.signingProcessId));
  if (input.status) filters.push(eq(emailDeliveries.status, input.status));
  const where = and(...filters);
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select()
      .from(emailDeliveries)
      .where(where)
      .orderBy(desc(emailDeliveries.createdAt), desc(emailDeliveries.id))
      .limit(input.pageSize)
      .offset(offsetOf(input)),
    ctx.db.select({ total: count() }).from(emailDeliveries).where(where),
  ]);
  return {
    items: rows.map((row) => ({
      id: row.id,
      signingProcessId: row.signingProcessId,
      signerId: row.signerId,
      kind: row.kind,
      to: row.toAddress,
      subject: row.subject,
      transport: row.transport,
      status: row.status,
      attempts: row.attempts,
      lastError: row.lastError,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      sentAt: row.sentAt?.toISOString() ?? null,
    })),
    total: total?.total ?? 0,
    page: input.page,
    pageSize: input.pageSize,
  };
}
