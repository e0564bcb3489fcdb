/**
 * Changing one's password while signed in: the current one is asked for again, and every other
 * session of the account ends (a device left signed in, or someone who had the old password);
 * the session that made the change goes on.
 */
import { and, eq, ne } from "drizzle-orm";
import type { z } from "zod";
import type { changePasswordSchema } from "@/lib/schemas/passwords";
import { users, userSessions } from "../../db/schema";
import { AppError } from "../../errors";
import { requireSession, type ServiceContext } from "../context";
import { hashPassword, verifyPassword } from "./password";

export async function changePassword(ctx: ServiceContext, input: z.output<typeof changePasswordSchema>): Promise<{ endedSessions: number }> {
  requireSession(ctx);
  if (ctx.actor.kind !== "USER") throw new AppError("SESSION_REQUIRED", "Only a signed-in person can change their password");
  const userId = ctx.actor.id;
  const [user] = await ctx.db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId));
  if (!user || !(await verifyPassword(user.passwordHash, input.currentPassword))) {
    throw new AppError("WRONG_PASSWORD", "The current password is not correct");
  }
  await ctx.db.update(users).set({ passwordHash: await hashPassword(input.newPassword) }).where(eq(users.id, userId));
  const others = ctx.sessionId ? and(eq(userSessions.userId, userId), ne(userSessions.id, ctx.sessionId)) : eq(userSessions.userId, userId);
  const ended = await ctx.db.delete(userSessions).where(others).returning({ id: userSessions.id });
  return { endedSessions: ended.length };
}
