import { eq } from "drizzle-orm";
import { z } from "zod";
import { emailSchema, passwordSchema } from "@/lib/schemas/organizations";
import type { Db, Tx } from "../../db/client";
import { memberships, organizations, users, type MembershipRole } from "../../db/schema";
import { isForeignKeyViolation, isUniqueViolation } from "../../db/errors";
import { AppError } from "../../errors";
import { hashPassword } from "./password";
import { refuseWeakPassword } from "./password-rules";

export const createUserSchema = z.object({
  organizationId: z.uuid(),
  email: emailSchema,
  name: z.string().trim().min(1).max(200).optional(),
  password: passwordSchema,
  role: z.enum(["OWNER", "ADMIN", "MEMBER"]),
});
export type CreateUserInput = z.output<typeof createUserSchema>;
export const createdUserSchema = z.object({ userId: z.uuid() });

/** Creates a user with a membership in the organization (operator-level: CLI, setup). */
export async function createUser(db: Db | Tx, input: CreateUserInput): Promise<z.output<typeof createdUserSchema>> {
  const [organization] = await db.select({ name: organizations.name }).from(organizations).where(eq(organizations.id, input.organizationId));
  refuseWeakPassword(input.password, { email: input.email, organizationName: organization?.name });
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({ email: input.email, name: input.name ?? input.email.split("@")[0]!, passwordHash })
        .returning({ id: users.id });
      await tx
        .insert(memberships)
        .values({ organizationId: input.organizationId, userId: user!.id, role: input.role as MembershipRole });
      return { userId: user!.id };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError("EMAIL_TAKEN", `A user with the email ${input.email} exists already`);
    if (isForeignKeyViolation(error)) {
      throw new AppError("NOT_FOUND", "Organization not found");
    }
    throw error;
  }
}
