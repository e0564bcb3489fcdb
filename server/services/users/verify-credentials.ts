import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { memberships, users } from "../../db/schema";
import { hashPassword, verifyPassword } from "./password";

export interface SignedInUser {
  id: string;
  email: string;
  name: string;
  organizationId: string;
}

// Note: a hash to verify against when the email is unknown, so that the answer takes as long
// as for a known email and does not reveal which emails have accounts.
let decoyHash: Promise<string> | undefined;

export async function verifyCredentials(db: Db, email: string, password: string): Promise<SignedInUser | null> {
  const [row] = await db
    .select({ user: users, organizationId: memberships.organizationId })
    .from(users)
    .innerJoin(memberships, eq(memberships.userId, users.id))
    .where(eq(users.email, email.trim().toLowerCase()))
    .limit(1);
  if (!row) {
    decoyHash ??= hashPassword("decoy password for unknown emails");
    await verifyPassword(await decoyHash, password);
    return null;
  }
  if (!(await verifyPassword(row.user.passwordHash, password))) return null;
  return { id: row.user.id, email: row.user.email, name: row.user.name, organizationId: row.organizationId };
}
