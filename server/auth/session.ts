import { eq } from "drizzle-orm";
import { getServerSession } from "next-auth";
import { getToken } from "next-auth/jwt";
import type { NextRequest } from "next/server";
import type { Db } from "../db/client";
import { memberships, users } from "../db/schema";
import { secrets } from "../secrets";
import type { ServiceContext } from "../services/context";
import { authOptions, usesSecureCookies } from "./options";

/** The service context of a signed-in user, read fresh so that a removed member loses access. */
export async function userContext(db: Db, userId: string): Promise<ServiceContext | null> {
  const [row] = await db
    .select({ user: users, membership: memberships })
    .from(users)
    .innerJoin(memberships, eq(memberships.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) return null;
  return {
    db,
    organizationId: row.membership.organizationId,
    actor: {
      kind: "USER",
      id: row.user.id,
      name: row.user.name,
      email: row.user.email,
      role: row.membership.role === "MEMBER" ? "MEMBER" : "ADMIN",
    },
  };
}

/** The session carried by a request's cookie (route handlers). */
export async function requestSessionContext(db: Db, request: NextRequest): Promise<ServiceContext | null> {
  const token = await getToken({ req: request, secret: secrets().authSecret, secureCookie: usesSecureCookies() });
  return token?.sub ? userContext(db, token.sub) : null;
}

/** The session of the current request (server components, tRPC). */
export async function currentSessionContext(db: Db): Promise<ServiceContext | null> {
  const session = await getServerSession(authOptions());
  const userId = (session?.user as { id?: string } | undefined)?.id;
  return userId ? userContext(db, userId) : null;
}
