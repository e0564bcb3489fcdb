/**
 * The organization's notification address: who hears about processes that no dashboard user
 * created (those created with an API key). Everyone in the organization may read it; owners
 * and admins set or clear it.
 */
import { eq, sql } from "drizzle-orm";
import { notificationAddressSchema, type NotificationAddressInput } from "@/lib/schemas/notifications";
import { organizations } from "../../db/schema";
import { notFound } from "../../errors";
import { requireAdmin, requireSession, type ServiceContext } from "../context";
import { parseInput } from "../parse-input";

export interface NotificationAddress {
  notificationEmail: string | null;
}

export async function getNotificationAddress(ctx: ServiceContext): Promise<NotificationAddress> {
  const [org] = await ctx.db
    .select({ notificationEmail: organizations.notificationEmail })
    .from(organizations)
    .where(eq(organizations.id, ctx.organizationId));
  if (!org) throw notFound("Organization");
  return org;
}

export async function updateNotificationAddress(ctx: ServiceContext, rawInput: NotificationAddressInput): Promise<NotificationAddress> {
  requireSession(ctx);
  requireAdmin(ctx);
  const input = parseInput(notificationAddressSchema, rawInput);
  const [org] = await ctx.db
    .update(organizations)
    .set({ notificationEmail: input.notificationEmail, updatedAt: sql`now()` })
    .where(eq(organizations.id, ctx.organizationId))
    .returning({ notificationEmail: organizations.notificationEmail });
  if (!org) throw notFound("Organization");
  return org;
}
