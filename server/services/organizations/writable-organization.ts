import { eq } from "drizzle-orm";
import { organizations, type Organization } from "../../db/schema";
import { AppError, notFound } from "../../errors";
import type { ServiceContext } from "../context";

/**
 * The organization of a write. A read-only organization (an unpaid invoice) may still read and
 * download, but every write is refused with 402 BILLING_ORG_READ_ONLY.
 */
export async function loadWritableOrganization(ctx: ServiceContext): Promise<Organization> {
  const [org] = await ctx.db.select().from(organizations).where(eq(organizations.id, ctx.organizationId));
  if (!org) throw notFound("Organization");
  if (org.readOnly) {
    throw new AppError("BILLING_ORG_READ_ONLY", "The organization is read-only because of an unpaid invoice; reading and downloads still work");
  }
  return org;
}
