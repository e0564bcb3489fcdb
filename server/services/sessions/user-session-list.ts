/**
 * Settings, "Your sessions": the signed-in user's running dashboard sessions, this one marked,
 * and ending one or all the others. Ending a session deletes its row, so its cookie stops
 * working on the next request (server/auth/session.ts reads the row on every request).
 */
import { and, desc, eq, ne } from "drizzle-orm";
import { z } from "zod";
import { endUserSession, sessionRuns } from "../../auth/user-sessions";
import { userSessions } from "../../db/schema";
import { AppError, notFound } from "../../errors";
import type { ServiceContext } from "../context";

export const userSessionRecordSchema = z.object({
  id: z.uuid(),
  createdAt: z.iso.datetime(),
  lastSeenAt: z.iso.datetime(),
  expiresAt: z.iso.datetime(),
  userAgent: z.string().nullable(),
  ip: z.string().nullable(),
  /** The session this request came with. */
  current: z.boolean(),
  /** A device others use (the kiosk's tablet). */
  shared: z.boolean(),
});
export type UserSessionRecord = z.output<typeof userSessionRecordSchema>;

export const endedSessionsSchema = z.object({ ended: z.number().int().min(0) });

/** The user of a dashboard request; keys and the CLI have no sessions of their own here. */
function signedInUser(ctx: ServiceContext): string {
  if (ctx.actor.kind !== "USER") throw new AppError("SESSION_REQUIRED", "Only a signed-in dashboard user has sessions");
  return ctx.actor.id;
}

export async function listMySessions(ctx: ServiceContext): Promise<UserSessionRecord[]> {
  const userId = signedInUser(ctx);
  const now = new Date();
  const rows = await ctx.db.select().from(userSessions).where(eq(userSessions.userId, userId)).orderBy(desc(userSessions.lastSeenAt), desc(userSessions.id));
  return rows
    .filter((row) => sessionRuns(row, now))
    .map((row) => ({
      id: row.id,
      createdAt: row.createdAt.toISOString(),
      lastSeenAt: row.lastSeenAt.toISOString(),
      expiresAt: row.expiresAt.toISOString(),
      userAgent: row.userAgent,
      ip: row.ip,
      current: row.id === ctx.sessionId,
      shared: row.idleSeconds !== null,
    }))
    // This device first, then the others by their last request.
    .sort((a, b) => Number(b.current) - Number(a.current));
}

/** Ends one of the user's sessions (this one too: that signs this browser out). */
export async function endMySession(ctx: ServiceContext, input: { id: string }): Promise<{ ended: number }> {
  const userId = signedInUser(ctx);
  const [row] = await ctx.db
    .select({ id: userSessions.id })
    .from(userSessions)
    .where(and(eq(userSessions.id, input.id), eq(userSessions.userId, userId)));
  // Another user's session is as unknown as one that does not exist.
  if (!row) throw notFound("Session");
  await endUserSession(ctx.db, row.id);
  return { ended: 1 };
}

/** Ends every session of the user but the one this request came with. */
export async function endMyOtherSessions(ctx: ServiceContext): Promise<{ ended: number }> {
  const userId = signedInUser(ctx);
  const others = ctx.sessionId ? and(eq(userSessions.userId, userId), ne(userSessions.id, ctx.sessionId)) : eq(userSessions.userId, userId);
  const ended = await ctx.db.delete(userSessions).where(others).returning({ id: userSessions.id });
  return { ended: ended.length };
}
