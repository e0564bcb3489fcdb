/**
 * What every service receives: the database (or a transaction), the organization the call is
 * scoped to, and who acts. The organization always comes from the credential, never from input.
 */
import type { Db } from "../db/client";
import type { ApiKeyRole } from "../db/schema";
import { AppError } from "../errors";

/** Both API-key roles and dashboard roles collapse to these two levels of permission. */
export type AccessLevel = ApiKeyRole;

export type Actor =
  | { kind: "API_KEY"; id: string; name: string; userId: string; role: AccessLevel }
  | { kind: "USER"; id: string; name: string; email: string; role: AccessLevel }
  | { kind: "SYSTEM"; id: null; name: string };

/** Where a request came from, for the audit trail. */
export interface RequestOrigin {
  ip: string | null;
  userAgent: string | null;
}

export interface ServiceContext {
  db: Db;
  organizationId: string;
  actor: Actor;
  origin?: RequestOrigin;
  /** The dashboard session a signed-in user's request came with (a password change keeps it). */
  sessionId?: string;
}

/** The user a request acts for: the session's user, or the user who created the key. */
export function actingUserId(actor: Actor): string | null {
  if (actor.kind === "USER") return actor.id;
  if (actor.kind === "API_KEY") return actor.userId;
  return null;
}

export function requireAdmin(ctx: ServiceContext): void {
  if (ctx.actor.kind !== "SYSTEM" && ctx.actor.role !== "ADMIN") {
    throw new AppError("INSUFFICIENT_ROLE", "This operation needs the ADMIN role");
  }
}

/** Operations that must come from a person in the dashboard (or the operator's CLI). */
export function requireSession(ctx: ServiceContext): void {
  if (ctx.actor.kind === "API_KEY") {
    throw new AppError("SESSION_REQUIRED", "This operation needs a signed-in dashboard user; API keys cannot perform it");
  }
}
