/**
 * The embedded email and SMS outbox for the operator's dashboard (DESIGN.md, "Embedded default
 * and scale-out"). Admins only, and only the messages about their own organization's
 * processes: one install may hold several organizations, and the outbox directory is shared.
 */
import { and, eq, inArray } from "drizzle-orm";
import { z } from "zod";
import { paginationSchema, type Page } from "@/lib/pagination";
import { signingProcesses } from "../../db/schema";
import { getMailTransport } from "../../mail/get-mail-transport";
import { listOutboxMessages } from "../../outbox/list-outbox-messages";
import type { OutboxMessage } from "../../outbox/outbox-message";
import { requireAdmin, type ServiceContext } from "../../services/context";
import { getSmsTransport } from "../../sms/get-sms-transport";
import { router, sessionProcedure } from "../init";

const listOutboxSchema = paginationSchema.extend({
  channel: z.enum(["email", "sms"]).optional(),
  signingProcessId: z.uuid().optional(),
});

/** A message as the dashboard shows it; the HTML body is left out, its text and links say the same. */
export type OutboxListItem = Omit<OutboxMessage, "html">;

function withoutHtml(message: OutboxMessage): OutboxListItem {
  const { id, channel, to, subject, text, links, createdAt, meta } = message;
  return { id, channel, to, subject, text, links, createdAt, meta };
}

async function listOrganizationOutbox(ctx: ServiceContext, input: z.output<typeof listOutboxSchema>): Promise<Page<OutboxListItem>> {
  requireAdmin(ctx);
  // Note: every file is read to scope it to the organization; the outbox is the small,
  // single-machine default, and the filters read every file anyway.
  const { items } = await listOutboxMessages({ limit: Number.MAX_SAFE_INTEGER, channel: input.channel, signingProcessId: input.signingProcessId });
  const processIds = [...new Set(items.map((message) => message.meta.signingProcessId).filter((id): id is string => typeof id === "string"))];
  const own = processIds.length
    ? await ctx.db
        .select({ id: signingProcesses.id })
        .from(signingProcesses)
        .where(and(eq(signingProcesses.organizationId, ctx.organizationId), inArray(signingProcesses.id, processIds)))
    : [];
  const ownIds = new Set(own.map((row) => row.id));
  const visible = items.filter((message) => message.meta.signingProcessId !== null && ownIds.has(message.meta.signingProcessId));
  const start = (input.page - 1) * input.pageSize;
  return {
    items: visible.slice(start, start + input.pageSize).map(withoutHtml),
    total: visible.length,
    page: input.page,
    pageSize: input.pageSize,
  };
}

export const outboxRouter = router({
  list: sessionProcedure.input(listOutboxSchema).query(({ ctx, input }) => listOrganizationOutbox(ctx.session, input)),
  /** Which transports deliver now: with Resend or Twilio configured, nothing new lands in the outbox. */
  transports: sessionProcedure.query(({ ctx }) => {
    requireAdmin(ctx.session);
    return { email: getMailTransport().name, sms: getSmsTransport().name };
  }),
});
