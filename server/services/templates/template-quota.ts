import { and, count, eq } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { onlineForms, organizations, templates } from "../../db/schema";
import { enforceQuota } from "../plans";

/**
 * The template quota counts PDF, HTML and form templates together, every one not deleted. The
 * organization's row stays locked until the transaction ends, so two creations cannot both take
 * the last place.
 */
export async function enforceTemplateQuota(tx: Tx, organizationId: string): Promise<void> {
  const [org] = await tx.select().from(organizations).where(eq(organizations.id, organizationId)).for("update");
  enforceQuota(org!.plan, "templates", await countTemplates(tx, organizationId), 1);
}

/** What the templates quota counts: PDF, HTML and form templates together. */
export async function countTemplates(db: Db | Tx, organizationId: string): Promise<number> {
  const [[documents], [forms]] = await Promise.all([
    db.select({ used: count() }).from(templates).where(eq(templates.organizationId, organizationId)),
    db.select({ used: count() }).from(onlineForms).where(and(eq(onlineForms.organizationId, organizationId), eq(onlineForms.kind, "TEMPLATE"))),
  ]);
  return (documents?.used ?? 0) + (forms?.used ?? 0);
}
