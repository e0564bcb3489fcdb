import { and, count, eq } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { onlineForms, organizations, templates } from "../../db/schema";
import { enforceQuota } from "../plans";

/**
 * The template quota counts PDF, HTML and form templates together, every one not deleted. The
 * organization's row stays locked until the transaction ends, so two creations cannot both take
 * the last place.
 */
export async function enforceTemplateQuota(tx: Tx, organizationId: string): Promise<void> {
  const [org] = await tx.select().from(organizations).where(eq(organizations.id, organizationId)).for("update");
  const [[documents], [forms]] = await Promise.all([
    tx.select({ used: count() }).from(templates).where(eq(templates.organizationId, organizationId)),
    tx.select({ used: count() }).from(onlineForms).where(and(eq(onlineForms.organizationId, organizationId), eq(onlineForms.kind, "TEMPLATE"))),
  ]);
  enforceQuota(org!.plan, "templates", (documents?.used ?? 0) + (forms?.used ?? 0), 1);
}
