/**
 * Who may manage people: owners and admins, signed in to the dashboard. Only an owner makes or
 * unmakes owners, so an admin can never raise themselves or lower the people above them.
 */
import { and, asc, eq } from "drizzle-orm";
import type { MemberRole } from "@/lib/schemas/members";
import type { Tx } from "../../db/client";
import { memberships } from "../../db/schema";
import { AppError } from "../../errors";
import { requireAdmin, requireSession, type ServiceContext } from "../context";

/** The signed-in manager's own role in the organization (OWNER or ADMIN). */
export async function requirePeopleManager(ctx: ServiceContext): Promise<MemberRole> {
  requireSession(ctx);
  requireAdmin(ctx);
  if (ctx.actor.kind !== "USER") return "OWNER";
  const [own] = await ctx.db
    .select({ role: memberships.role })
    .from(memberships)
    .where(and(eq(memberships.organizationId, ctx.organizationId), eq(memberships.userId, ctx.actor.id)));
  if (!own || own.role === "MEMBER") throw new AppError("INSUFFICIENT_ROLE", "Only owners and admins can manage people");
  return own.role;
}

/** An admin touching the OWNER role, giving it or taking it: refused. */
export function requireMayTouchRole(managerRole: MemberRole, ...roles: MemberRole[]): void {
  if (managerRole !== "OWNER" && roles.includes("OWNER")) {
    throw new AppError("INSUFFICIENT_ROLE", "Only an owner can make someone an owner or change an owner's role");
  }
}

/**
 * Locks every membership of the organization, in one order, for the rest of the transaction:
 * people changes in one organization take turns, so two owners demoting each other at once can
 * neither leave it without an owner nor deadlock.
 */
export async function lockMemberships(tx: Tx, organizationId: string): Promise<{ id: string; userId: string; role: MemberRole }[]> {
  return tx
    .select({ id: memberships.id, userId: memberships.userId, role: memberships.role })
    .from(memberships)
    .where(eq(memberships.organizationId, organizationId))
    .orderBy(asc(memberships.id))
    .for("update");
}
