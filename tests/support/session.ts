import { encode } from "next-auth/jwt";
import { startUserSession } from "@/server/auth/user-sessions";
import type { Db } from "@/server/db/client";

/** A dashboard session cookie for the user, with its session on the server, signed exactly as next-auth signs its own. */
export async function sessionCookie(db: Db, userId: string, email = "user@example.test"): Promise<string> {
  const sid = await startUserSession(db, userId);
  const token = await encode({ token: { sub: userId, email, sid }, secret: process.env.AUTH_SECRET! });
  return `next-auth.session-token=${token}`;
}
