/**
 * Changing one's password while signed in: the current one is asked for again, and every other
 * session of the account ends (a device left signed in, or someone who had the old password);
 * the session that made the change goes on, and remembered devices ask for a two-factor code
 * again. Wrong current passwords are throttled (confirm-password.ts).
 */
import { and, eq, ne } from "drizzle-orm";
import type { z } from "zod";
import type { changePasswordSchema } from "@/lib/schemas/passwords";
import { organizations, users, userSessions } from "../../db/schema";
import { AppError } from "../../errors";
import { requireSession, type ServiceContext } from "../context";
import { forgetRememberedDevices } from "../two-factor/two-factor";
import { confirmCurrentPassword } from "./confirm-password";
import { hashPassword } from "./password";
import { refuseWeakPassword } from "./password-rules";

export async function changePassword(ctx: ServiceContext, input: z.output<typeof changePasswordSchema>): Promise<{ endedSessions: number }> {
  requireSession(ctx);
  if (ctx.actor.kind !== "USER") throw new AppError("SESSION_REQUIRED", "Only a signed-in person can change their password");
  const userId = ctx.actor.id;
  await confirmCurrentPassword(ctx.db, userId, input.currentPassword);
  const [organization] = await ctx.db.select({ name: organizations.name }).from(organizations).where(eq(organizations.id, ctx.organizationId));
  refuseWeakPassword(input.newPassword, { email: ctx.actor.email, organizationName: organization?.name });
  await ctx.db.update(users).set({ passwordHash: await hashPassword(input.newPassword) }).where(eq(users.id, userId));
  await forgetRememberedDevices(ctx.db, userId);
  const others = ctx.sessionId ? and(eq(userSessions.userId, userId), ne(userSessions.id, ctx.sessionId)) : eq(userSessions.userId, userId);
  const ended = await ctx.db.delete(userSessions).where(others).returning({ id: userSessions.id });
  return { endedSessions: ended.length };
}
