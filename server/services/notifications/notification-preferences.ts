/** The signed-in user's choice of emails about their own processes (Settings, "Emails to you"). */
import { eq, sql } from "drizzle-orm";
import type { NotificationPreferences } from "@/lib/schemas/notifications";
import { notificationPreferences } from "../../db/schema";
import { AppError } from "../../errors";
import type { ServiceContext } from "../context";

/** Preferences belong to a person: API keys and the operator's CLI have none. */
function signedInUserId(ctx: ServiceContext): string {
  if (ctx.actor.kind !== "USER") throw new AppError("SESSION_REQUIRED", "Email preferences belong to a signed-in dashboard user");
  return ctx.actor.id;
}

export const ALL_NOTIFICATIONS_ON: NotificationPreferences = {
  signed: true,
  declined: true,
  completed: true,
  expired: true,
  finalizationFailed: true,
};

export async function getNotificationPreferences(ctx: ServiceContext): Promise<NotificationPreferences> {
  const userId = signedInUserId(ctx);
  const [row] = await ctx.db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, userId));
  if (!row) return ALL_NOTIFICATIONS_ON;
  const { signed, declined, completed, expired, finalizationFailed } = row;
  return { signed, declined, completed, expired, finalizationFailed };
}

export async function updateNotificationPreferences(ctx: ServiceContext, input: NotificationPreferences): Promise<NotificationPreferences> {
  const userId = signedInUserId(ctx);
  await ctx.db
    .insert(notificationPreferences)
    .values({ userId, ...input })
    .onConflictDoUpdate({ target: notificationPreferences.userId, set: { ...input, updatedAt: sql`now()` } });
  return input;
}
