/**
 * Dashboard sessions kept on the server (the `user_sessions` table): the signed cookie only
 * names its row, and a request is signed in while that row runs. Signing out deletes the row,
 * so a copy of the cookie stops working with it; an operator can end all of a user's sessions.
 */
import { eq, lt, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../db/client";
import { userSessions, type UserSession } from "../db/schema";

const MINUTE_MS = 60_000;

export const SESSION_LIMITS = {
  /** A session ends this long after signing in, however active. */
  maxAgeMs: 12 * 60 * MINUTE_MS,
  /** On a shared device (the kiosk's tablet), a session ends after this long without a request… */
  sharedIdleMs: 30 * MINUTE_MS,
  /** …and at the latest this long after the device became shared. */
  sharedMaxAgeMs: 2 * 60 * MINUTE_MS,
  /** How stale `lastSeenAt` may get before a request writes it: one write a minute, not one per request. */
  touchAfterMs: MINUTE_MS,
} as const;

/** The device a session started on, which its user sees in Settings, "Your sessions". */
export interface SessionDevice {
  ip?: string | null;
  userAgent?: string | null;
}

/** Enough of a User-Agent header to tell a browser apart; a longer one is cut, not refused. */
const USER_AGENT_MAX = 400;

/** A new session for a user who just signed in; its id goes into the cookie. */
export async function startUserSession(db: Db, userId: string, now = new Date(), device: SessionDevice = {}): Promise<string> {
  // Expired sessions of anybody go with each sign-in, so the table holds about the live ones.
  await db.delete(userSessions).where(lt(userSessions.expiresAt, now));
  const [row] = await db
    .insert(userSessions)
    .values({
      userId,
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + SESSION_LIMITS.maxAgeMs),
      ip: device.ip ?? null,
      userAgent: device.userAgent?.slice(0, USER_AGENT_MAX) ?? null,
    })
    .returning({ id: userSessions.id });
  return row!.id;
}

const sessionIdSchema = z.uuid();

/** The session id a token carries, when it is one (a cookie from before sessions were kept has none). */
export function sessionIdOf(value: unknown): string | null {
  const parsed = sessionIdSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** Whether a session row still runs at `now`: before its end and, on a shared device, not idle too long. */
export function sessionRuns(session: Pick<UserSession, "expiresAt" | "idleSeconds" | "lastSeenAt">, now = new Date()): boolean {
  if (session.expiresAt <= now) return false;
  return session.idleSeconds === null || session.lastSeenAt.getTime() + session.idleSeconds * 1000 > now.getTime();
}

/** Records a request on a running session (at most once a minute), which keeps an idle timeout from ending it. */
export async function touchUserSession(db: Db, session: Pick<UserSession, "id" | "lastSeenAt">, now = new Date()): Promise<void> {
  if (now.getTime() - session.lastSeenAt.getTime() < SESSION_LIMITS.touchAfterMs) return;
  await db.update(userSessions).set({ lastSeenAt: now }).where(eq(userSessions.id, session.id));
}

export async function endUserSession(db: Db, sessionId: string): Promise<void> {
  await db.delete(userSessions).where(eq(userSessions.id, sessionId));
}

/** Ends every session of a user (their password changed, their membership ended, a device went missing). */
export async function endUserSessions(db: Db, userId: string): Promise<number> {
  const ended = await db.delete(userSessions).where(eq(userSessions.userId, userId)).returning({ id: userSessions.id });
  return ended.length;
}

/**
 * The session now runs on a device others use (the kiosk's tablet): it ends after
 * `sharedIdleMs` without a request and `sharedMaxAgeMs` from now at the latest, never later
 * than it would have.
 */
export async function markSessionShared(db: Db, sessionId: string, now = new Date()): Promise<void> {
  const latest = new Date(now.getTime() + SESSION_LIMITS.sharedMaxAgeMs);
  await db
    .update(userSessions)
    .set({ idleSeconds: SESSION_LIMITS.sharedIdleMs / 1000, lastSeenAt: now, expiresAt: sql`least(${userSessions.expiresAt}, ${latest.toISOString()}::timestamptz)` })
    .where(eq(userSessions.id, sessionId));
}
