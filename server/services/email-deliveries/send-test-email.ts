/**
 * Settings' "Send a test email": to the signed-in admin's own address (never another one, so the
 * button cannot mail strangers), at once, answering what the mail server or provider said.
 */
import { eq } from "drizzle-orm";
import { z } from "zod";
import { organizations } from "../../db/schema";
import { AppError, notFound } from "../../errors";
import { getMailTransport } from "../../mail/get-mail-transport";
import { MailDeliveryError } from "../../mail/mail-transport";
import { requireAdmin, requireSession, type ServiceContext } from "../context";
import { deliverEmail } from "./deliver-email";

export const testEmailResultSchema = z.object({
  delivered: z.boolean(),
  transport: z.string(),
  to: z.string(),
  /** The server's or provider's answer, or why it failed, in a sentence. */
  reply: z.string(),
});
export type TestEmailResult = z.output<typeof testEmailResultSchema>;

export async function sendTestEmail(ctx: ServiceContext): Promise<TestEmailResult> {
  requireSession(ctx);
  requireAdmin(ctx);
  if (ctx.actor.kind !== "USER") throw new AppError("SESSION_REQUIRED", "A test email goes to the signed-in user's own address");
  const [org] = await ctx.db
    .select({ name: organizations.name, language: organizations.defaultLanguage })
    .from(organizations)
    .where(eq(organizations.id, ctx.organizationId));
  if (!org) throw notFound("Organization");
  const to = ctx.actor.email;
  try {
    const sent = await deliverEmail(
      ctx.db,
      {
        organizationId: ctx.organizationId,
        kind: "test",
        locale: org.language,
        to,
        data: { recipientName: ctx.actor.name, organizationName: org.name },
        meta: { signingProcessId: null, signerId: null },
      },
      null,
    );
    return { delivered: true, transport: sent.transport, to, reply: sent.reply };
  } catch (error) {
    if (!(error instanceof MailDeliveryError)) throw error;
    return { delivered: false, transport: getMailTransport().name, to, reply: error.message };
  }
}
