/**
 * The organization's notification address: who hears about processes that no dashboard user
 * created (those created with an API key). Everyone in the organization may read it; owners
 * and admins set or clear it.
 */
import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import type { notificationAddressSchema } from "@/lib/schemas/notifications";
import { organizations } from "../../db/schema";
import { notFound } from "../../errors";
import { requireAdmin, requireSession, type ServiceContext } from "../context";

export const notificationAddressRecordSchema = z.object({ notificationEmail: z.string().nullable() });
export type NotificationAddress = z.output<typeof notificationAddressRecordSchema>;

export async function getNotificationAddress(ctx: ServiceContext): Promise<NotificationAddress> {
  const [org] = await ctx.db
    .select({ notificationEmail: organizations.notificationEmail })
    .from(organizations)
    .where(eq(organizations.id, ctx.organizationId));
  if (!org) throw notFound("Organization");
  return org;
}

export async function updateNotificationAddress(
  ctx: ServiceContext,
  input: z.output<typeof notificationAddressSchema>,
): Promise<NotificationAddress> {
  requireSession(ctx);
  requireAdmin(ctx);
  const [org] = await ctx.db
    .update(organizations)
    .set({ notificationEmail: input.notificationEmail, updatedAt: sql`now()` })
    .where(eq(organizations.id, ctx.organizationId))
    .returning({ notificationEmail: organizations.notificationEmail });
  if (!org) throw notFound("Organization");
  return org;
}
