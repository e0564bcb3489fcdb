import { eq } from "drizzle-orm";
import { getToken, type JWT } from "next-auth/jwt";
import { cookies } from "next/headers";
import type { NextRequest } from "next/server";
import type { Db } from "../db/client";
import { memberships, users, userSessions, type Membership, type User } from "../db/schema";
import { secrets } from "../secrets";
import type { ServiceContext } from "../services/context";
import { usesSecureCookies } from "./options";
import { sessionIdOf, sessionRuns, touchUserSession } from "./user-sessions";

function contextOf(db: Db, user: User, membership: Membership): ServiceContext {
  return {
    db,
    organizationId: membership.organizationId,
    actor: {
      kind: "USER",
      id: user.id,
      name: user.name,
      email: user.email,
      role: membership.role === "MEMBER" ? "MEMBER" : "ADMIN",
    },
  };
}

/** The service context of a user, read fresh so that a removed member loses access. */
export async function userContext(db: Db, userId: string): Promise<ServiceContext | null> {
  const [row] = await db
    .select({ user: users, membership: memberships })
    .from(users)
    .innerJoin(memberships, eq(memberships.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  return row ? contextOf(db, row.user, row.membership) : null;
}

export interface SignedInSession {
  ctx: ServiceContext;
  sessionId: string;
}

/**
 * The user a session cookie's token names, while its session runs on the server
 * (server/auth/user-sessions.ts): the signature alone is not enough, since signing out ends
 * the session and not every copy of the cookie.
 */
export async function tokenSession(db: Db, token: JWT | null, now = new Date()): Promise<SignedInSession | null> {
  const sessionId = sessionIdOf(token?.sid);
  if (!sessionId) return null;
  const [row] = await db
    .select({ session: userSessions, user: users, membership: memberships })
    .from(userSessions)
    .innerJoin(users, eq(users.id, userSessions.userId))
    .innerJoin(memberships, eq(memberships.userId, users.id))
    .where(eq(userSessions.id, sessionId))
    .limit(1);
  if (!row || !sessionRuns(row.session, now)) return null;
  await touchUserSession(db, row.session, now);
  return { ctx: contextOf(db, row.user, row.membership), sessionId };
}

/** The signed token of a request's session cookie, unchecked against the server's sessions. */
export function requestToken(request: NextRequest): Promise<JWT | null> {
  return getToken({ req: request, secret: secrets().authSecret, secureCookie: usesSecureCookies() });
}

/** The session carried by a request's cookie (route handlers). */
export async function requestSessionContext(db: Db, request: NextRequest): Promise<ServiceContext | null> {
  return (await tokenSession(db, await requestToken(request)))?.ctx ?? null;
}

/** The session of the current request (server components), with its id. */
export async function currentSession(db: Db): Promise<SignedInSession | null> {
  const store = await cookies();
  // Only the cookie: a server component has no business reading an Authorization header as a session.
  const req = { cookies: Object.fromEntries(store.getAll().map((cookie) => [cookie.name, cookie.value])), headers: {} };
  const token = await getToken({ req: req as unknown as NextRequest, secret: secrets().authSecret, secureCookie: usesSecureCookies() });
  return tokenSession(db, token);
}

/** The session context of the current request (server components). */
export async function currentSessionContext(db: Db): Promise<ServiceContext | null> {
  return (await currentSession(db))?.ctx ?? null;
}
