import { count } from "drizzle-orm";
import { z } from "zod";
import type { firstRunSetupSchema } from "@/lib/schemas/organizations";
import { takeAdvisoryLock } from "../../db/advisory-locks";
import type { Db, Tx } from "../../db/client";
import { users } from "../../db/schema";
import { env } from "../../env";
import { AppError } from "../../errors";
import { bootstrapOrganization } from "./bootstrap-organization";

export async function isSetupComplete(db: Db | Tx): Promise<boolean> {
  const [row] = await db.select({ users: count() }).from(users);
  return (row?.users ?? 0) > 0;
}

/**
 * The first visit to a fresh install creates the organization and its owner. Once any user
 * exists it refuses, so that nobody can claim an installation that is already set up.
 * Note: the plan is the visitor's choice on purpose. Whoever reaches this page first runs the
 * installation and may change any plan later anyway; on their own installation (no plan named)
 * it is DEFAULT_PLAN, so that nobody meets a paywall of their own software.
 */
export const setupResultSchema = z.object({ organizationId: z.uuid(), userId: z.uuid() });

export async function completeFirstRunSetup(db: Db, input: z.output<typeof firstRunSetupSchema>): Promise<z.output<typeof setupResultSchema>> {
  return db.transaction(async (tx) => {
    // Two browsers submitting setup at once: the lock makes the second see the first's user.
    await takeAdvisoryLock(tx, "firstRunSetup");
    if (await isSetupComplete(tx)) {
      throw new AppError("SETUP_ALREADY_COMPLETED", "Signet is set up already; sign in instead");
    }
    const created = await bootstrapOrganization(tx, {
      organizationName: input.organizationName,
      plan: input.plan ?? env().DEFAULT_PLAN,
      ownerName: input.name,
      email: input.email,
      password: input.password,
      defaultLanguage: input.defaultLanguage,
      withApiKey: false,
    });
    return { organizationId: created.organizationId, userId: created.userId };
  });
}
