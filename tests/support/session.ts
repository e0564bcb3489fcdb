import { encode } from "next-auth/jwt";

/** A dashboard session cookie for the user, signed exactly as next-auth signs its own. */
export async function sessionCookie(userId: string, email = "user@example.test"): Promise<string> {
  const token = await encode({ token: { sub: userId, email }, secret: process.env.AUTH_SECRET! });
  return `next-auth.session-token=${token}`;
}
