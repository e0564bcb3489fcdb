import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { prepared } from "../../db/prepared";
import { organizations, type Organization } from "../../db/schema";
import { AppError, notFound } from "../../errors";
import type { ServiceContext } from "../context";

/**
 * The organization of a write. A read-only organization (an unpaid invoice) may still read and
 * download, but every write is refused with 402 BILLING_ORG_READ_ONLY.
 */
export async function loadWritableOrganization(ctx: ServiceContext): Promise<Organization> {
  // Every write starts here: the statement is built once per database handle (prepared.ts).
  const [org] = await prepared(ctx.db, "organization-by-id", organizationById).execute({ id: ctx.organizationId });
  if (!org) throw notFound("Organization");
  if (org.readOnly) {
    throw new AppError("BILLING_ORG_READ_ONLY", "The organization is read-only because of an unpaid invoice; reading and downloads still work");
  }
  return org;
}

function organizationById(db: Db) {
  return db.select().from(organizations).where(eq(organizations.id, sql.placeholder("id"))).prepare("organization_by_id");
}
