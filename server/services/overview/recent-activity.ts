import { and, desc, eq, sql } from "drizzle-orm";
import { auditEvents, signers, signingProcesses } from "../../db/schema";
import { toAuditEvent } from "../audit/append-audit-event";
import type { AuditEvent } from "../audit/audit-chain";
import type { ServiceContext } from "../context";
import { visibleProcesses } from "./visible-processes";

const RECENT_EVENTS = 10;

export interface ActivitySigner {
  id: string;
  signOrder: number;
  name: string;
}

/** One audit event with the process it belongs to and that process's signers, to name them in words. */
export interface ActivityItem {
  signingProcessId: string;
  subject: string;
  event: Pick<AuditEvent, "id" | "type" | "occurredAt" | "actor" | "details">;
  signers: ActivitySigner[];
}

/** The latest audit events across the processes the caller may see, newest first. */
export async function recentActivity(ctx: ServiceContext): Promise<ActivityItem[]> {
  const rows = await ctx.db
    .select({
      event: auditEvents,
      subject: signingProcesses.subject,
      // Correlated: the process's signers, so that events naming a signer by id or order read with a name.
      signers: sql<ActivitySigner[]>`(${ctx.db
        .select({
          list: sql`coalesce(jsonb_agg(jsonb_build_object('id', ${signers.id}, 'signOrder', ${signers.signOrder}, 'name', ${signers.name})), '[]'::jsonb)`,
        })
        .from(signers)
        .where(eq(signers.signingProcessId, signingProcesses.id))})`,
    })
    .from(auditEvents)
    .innerJoin(signingProcesses, eq(signingProcesses.id, auditEvents.signingProcessId))
    .where(and(eq(signingProcesses.organizationId, ctx.organizationId), visibleProcesses(ctx)))
    .orderBy(desc(auditEvents.occurredAt), desc(auditEvents.sequence))
    .limit(RECENT_EVENTS);
  return rows.map((row) => {
    const { id, type, occurredAt, actor, details } = toAuditEvent(row.event);
    return { signingProcessId: row.event.signingProcessId, subject: row.subject, event: { id, type, occurredAt, actor, details }, signers: row.signers };
  });
}
