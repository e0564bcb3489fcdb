/**
 * The embedded email and SMS outbox for the operator's dashboard (DESIGN.md, "Embedded default
 * and scale-out"). Admins only, and only the messages about their own organization's
 * processes: one install may hold several organizations, and the outbox directory is shared.
 * While the outbox is a channel's transport the admin passes links and codes on by hand, so the
 * listing shows them (and the dashboard says that the sender can sign as anyone then); once
 * Resend or Twilio delivers the channel, the listing hides them: whoever reads the dashboard
 * must not be able to act as a signer.
 */
import { and, eq, inArray } from "drizzle-orm";
import { z } from "zod";
import { offsetOf, type Page } from "@/lib/pagination";
import type { listOutboxSchema } from "@/lib/schemas/outbox";
import { signingProcesses } from "../../db/schema";
import { getMailTransport } from "../../mail/get-mail-transport";
import { listOutboxMessages } from "../../outbox/list-outbox-messages";
import type { OutboxChannel, OutboxMessage } from "../../outbox/outbox-message";
import { redactSecrets } from "../../log/redact.mjs";
import { getSmsTransport } from "../../sms/get-sms-transport";
import { notFound } from "../../errors";
import { requireAdmin, type ServiceContext } from "../context";

/**
 * A message as the dashboard shows it; the HTML body is left out, its text and links say the
 * same. `credentialsHidden`: its signing links and code were removed (a real transport now
 * delivers its channel).
 */
export type OutboxListItem = Omit<OutboxMessage, "html"> & { credentialsHidden: boolean };

export const outboxListItemSchema = z.object({
  id: z.string(),
  channel: z.enum(["email", "sms"]),
  to: z.string(),
  subject: z.string().nullable(),
  text: z.string(),
  links: z.array(z.string()),
  createdAt: z.iso.datetime(),
  // Note: open by design, as in the outbox file: each kind of message records its own facts.
  meta: z.looseObject({ signingProcessId: z.string().nullable(), signerId: z.string().nullable(), kind: z.string(), code: z.string().optional() }),
  credentialsHidden: z.boolean(),
});

export const outboxTransportsSchema = z.object({ email: z.string(), sms: z.string() });

function listItem(message: OutboxMessage, hideCredentials: boolean): OutboxListItem {
  const { id, channel, to, subject, text, links, createdAt, meta } = message;
  if (!hideCredentials) return { id, channel, to, subject, text, links, createdAt, meta, credentialsHidden: false };
  const { code, ...metaWithoutCode } = meta;
  let hiddenText = links.reduce((result, link) => result.split(link).join(redactSecrets(link)), text);
  if (typeof code === "string" && code !== "") hiddenText = hiddenText.split(code).join("[hidden]");
  return {
    id,
    channel,
    to,
    subject,
    text: redactSecrets(hiddenText),
    links: links.map(redactSecrets),
    createdAt,
    meta: metaWithoutCode,
    credentialsHidden: true,
  };
}

/** The channels a real transport delivers: their links and codes are not shown. */
function deliveredChannels(): Set<OutboxChannel> {
  const channels = new Set<OutboxChannel>();
  if (getMailTransport().name !== "outbox") channels.add("email");
  if (getSmsTransport().name !== "outbox") channels.add("sms");
  return channels;
}

/** A filter by another organization's process answers as an unknown one does: 404. */
async function requireOwnProcess(ctx: ServiceContext, id: string): Promise<void> {
  const [own] = await ctx.db
    .select({ id: signingProcesses.id })
    .from(signingProcesses)
    .where(and(eq(signingProcesses.organizationId, ctx.organizationId), eq(signingProcesses.id, id)));
  if (!own) throw notFound("Signing process");
}

export async function listOrganizationOutbox(ctx: ServiceContext, input: z.output<typeof listOutboxSchema>): Promise<Page<OutboxListItem>> {
  requireAdmin(ctx);
  if (input.signingProcessId) await requireOwnProcess(ctx, input.signingProcessId);
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
  const delivered = deliveredChannels();
  return {
    items: visible.slice(offsetOf(input), offsetOf(input) + input.pageSize).map((message) => listItem(message, delivered.has(message.channel))),
    total: visible.length,
    page: input.page,
    pageSize: input.pageSize,
  };
}

/** Which transports deliver now: with Resend or Twilio configured, nothing new lands in the outbox. */
export function outboxTransports(ctx: ServiceContext): z.output<typeof outboxTransportsSchema> {
  requireAdmin(ctx);
  return { email: getMailTransport().name, sms: getSmsTransport().name };
}
