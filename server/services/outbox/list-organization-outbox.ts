/**
 * The embedded email and SMS outbox for the operator's dashboard (DESIGN.md, "Embedded default
 * and scale-out"). Admins only, and only the messages about their own organization's
 * processes: one install may hold several organizations, and the outbox directory is shared.
 */
import { and, eq, inArray } from "drizzle-orm";
import { offsetOf, type Page } from "@/lib/pagination";
import { listOutboxSchema, type ListOutboxInput } from "@/lib/schemas/outbox";
import { signingProcesses } from "../../db/schema";
import { getMailTransport } from "../../mail/get-mail-transport";
import { listOutboxMessages } from "../../outbox/list-outbox-messages";
import type { OutboxMessage } from "../../outbox/outbox-message";
import { getSmsTransport } from "../../sms/get-sms-transport";
import { requireAdmin, type ServiceContext } from "../context";
import { parseInput } from "../parse-input";

/** A message as the dashboard shows it; the HTML body is left out, its text and links say the same. */
export type OutboxListItem = Omit<OutboxMessage, "html">;

function withoutHtml(message: OutboxMessage): OutboxListItem {
  const { id, channel, to, subject, text, links, createdAt, meta } = message;
  return { id, channel, to, subject, text, links, createdAt, meta };
}

export async function listOrganizationOutbox(ctx: ServiceContext, rawInput: ListOutboxInput = {}): Promise<Page<OutboxListItem>> {
  requireAdmin(ctx);
  const input = parseInput(listOutboxSchema, rawInput, "query");
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
  return {
    items: visible.slice(offsetOf(input), offsetOf(input) + input.pageSize).map(withoutHtml),
    total: visible.length,
    page: input.page,
    pageSize: input.pageSize,
  };
}

/** Which transports deliver now: with Resend or Twilio configured, nothing new lands in the outbox. */
export function outboxTransports(ctx: ServiceContext): { email: string; sms: string } {
  requireAdmin(ctx);
  return { email: getMailTransport().name, sms: getSmsTransport().name };
}
