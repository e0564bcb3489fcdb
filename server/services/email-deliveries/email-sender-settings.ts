/**
 * The organization's sender name and reply-to address, shown on every email it sends. Everyone
 * in the organization may read them; owners and admins change them.
 */
import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import type { emailSenderSettingsSchema } from "@/lib/schemas/email";
import { organizations } from "../../db/schema";
import { notFound } from "../../errors";
import { requireAdmin, requireSession, type ServiceContext } from "../context";

export const emailSenderSettingsRecordSchema = z.object({ senderName: z.string().nullable(), replyTo: z.string().nullable() });
export type EmailSenderSettings = z.output<typeof emailSenderSettingsRecordSchema>;

const columns = { senderName: organizations.emailSenderName, replyTo: organizations.emailReplyTo };

export async function getEmailSenderSettings(ctx: ServiceContext): Promise<EmailSenderSettings> {
  const [org] = await ctx.db.select(columns).from(organizations).where(eq(organizations.id, ctx.organizationId));
  if (!org) throw notFound("Organization");
  return org;
}

export async function updateEmailSenderSettings(
  ctx: ServiceContext,
  input: z.output<typeof emailSenderSettingsSchema>,
): Promise<EmailSenderSettings> {
  requireSession(ctx);
  requireAdmin(ctx);
  const [org] = await ctx.db
    .update(organizations)
    .set({ emailSenderName: input.senderName, emailReplyTo: input.replyTo, updatedAt: sql`now()` })
    .where(eq(organizations.id, ctx.organizationId))
    .returning(columns);
  if (!org) throw notFound("Organization");
  return org;
}
