/**
 * Writing the organization's activity log (docs/people.md, "Activity"). An operation declares
 * its entry in its definition (`activity:` in server/services/*\/operations.ts) and
 * `defineOperation` runs the change and the entry in one transaction; code outside an operation
 * (a sign-in setting, say) calls `recordActivity` itself. Values that are secrets never go in.
 */
import type { ActivityAction } from "@/lib/activity/actions";
import type { Tx } from "../../db/client";
import { activityEntries, type ActivityChange } from "../../db/schema";
import type { ServiceContext } from "../context";

/** A subject's fields as the entry compares them (plain JSON values, never a secret). */
export type ActivityFields = Record<string, unknown>;

export interface ActivityFacts {
  action: ActivityAction;
  /** What the action was about and its name now (an email, a key's name, a webhook's URL). */
  subjectId?: string | null;
  subjectName?: string | null;
  /** Fields before and after; only those that differ are kept. Null for a created or deleted subject. */
  before?: ActivityFields | null;
  after?: ActivityFields | null;
  /** Another organization than the actor's (the installation's operator changing an organization's plan). */
  organizationId?: string;
}

/** The fields whose values differ, each with both values. */
export function changedFields(before: ActivityFields | null | undefined, after: ActivityFields | null | undefined): Record<string, ActivityChange> {
  const changes: Record<string, ActivityChange> = {};
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  for (const key of keys) {
    const was = before?.[key] ?? null;
    const now = after?.[key] ?? null;
    if (JSON.stringify(was) !== JSON.stringify(now)) changes[key] = { before: was, after: now };
  }
  return changes;
}

/** Appends one entry for the context's actor; pass the transaction of the change when there is one. */
export async function recordActivity(ctx: Pick<ServiceContext, "db" | "organizationId" | "actor" | "origin">, facts: ActivityFacts, db: Tx | ServiceContext["db"] = ctx.db): Promise<void> {
  await db.insert(activityEntries).values({
    organizationId: facts.organizationId ?? ctx.organizationId,
    action: facts.action,
    actorKind: ctx.actor.kind,
    actorId: ctx.actor.id,
    actorName: ctx.actor.name,
    ip: ctx.origin?.ip ?? null,
    subjectId: facts.subjectId ?? null,
    subjectName: facts.subjectName ?? null,
    changes: changedFields(facts.before, facts.after),
  });
}
