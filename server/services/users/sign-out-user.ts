import { eq } from "drizzle-orm";
import { z } from "zod";
import { emailSchema } from "@/lib/schemas/organizations";
import { endUserSessions } from "../../auth/user-sessions";
import type { Db } from "../../db/client";
import { users } from "../../db/schema";
import { notFound } from "../../errors";

export const signOutUserSchema = z.object({ email: emailSchema });
export const signedOutUserSchema = z.object({ userId: z.uuid(), endedSessions: z.number().int().min(0) });

/** Ends every dashboard session of a user (a lost device, a password that leaked): they sign in again. */
export async function signOutUser(db: Db, input: z.output<typeof signOutUserSchema>): Promise<z.output<typeof signedOutUserSchema>> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, input.email.trim().toLowerCase()));
  if (!user) throw notFound("User");
  return { userId: user.id, endedSessions: await endUserSessions(db, user.id) };
}
