/**
 * Signing in through an organization's OpenID provider (docs/people.md). The provider vouches for
 * the person; this decides who they are here: the user its subject signed in as before, else the
 * user with its verified email, else a new member of the organization with a role from an open
 * invitation, the role claim, or the connection's default. Nobody joins a second organization
 * this way, a removed member comes back only when invited again, and a provider never makes or
 * unmakes an owner.
 */
import { randomBytes } from "node:crypto";
import { and, eq, isNull, gt, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { memberInvitations, memberships, ssoConnections, ssoEmailDomains, ssoIdentities, users, type SsoConnection } from "../../db/schema";
import { hashPassword } from "../users/password";

/** The ID token's claims as the provider sent them; nothing in them is trusted to have a type. */
export type SsoClaims = Record<string, unknown> & { sub: string };

/** Why a sign-in through single sign-on was refused; the sign-in page says each in a sentence. */
export const SSO_REFUSALS = ["SsoUnavailable", "SsoEmailMissing", "SsoOtherOrganization", "SsoMemberRemoved"] as const;
export type SsoRefusal = (typeof SSO_REFUSALS)[number];

export type SsoSignInResult =
  | { outcome: "signedIn"; user: { id: string; email: string; name: string } }
  | { outcome: "refused"; reason: SsoRefusal };

type MemberRole = "OWNER" | "ADMIN" | "MEMBER";

/** ADMIN when the role claim (a string or a list) holds one of the admin values, else the default. */
export function mappedRole(connection: Pick<SsoConnection, "roleClaim" | "adminClaimValues" | "defaultRole">, claims: SsoClaims): "ADMIN" | "MEMBER" {
  if (connection.roleClaim) {
    const claim = claims[connection.roleClaim];
    const values = Array.isArray(claim) ? claim : [claim];
    if (values.some((value) => typeof value === "string" && connection.adminClaimValues.includes(value))) return "ADMIN";
  }
  return connection.defaultRole === "ADMIN" ? "ADMIN" : "MEMBER";
}

function claimedEmail(claims: SsoClaims): string | null {
  // A provider that says the address is unverified is not vouching for it.
  if (typeof claims.email !== "string" || claims.email_verified === false || claims.email_verified === "false") return null;
  const email = claims.email.trim().toLowerCase();
  return /^[^\s@]+@[^\s@]+$/.test(email) && email.length <= 254 ? email : null;
}

function claimedName(claims: SsoClaims, email: string): string {
  const name = typeof claims.name === "string" ? claims.name.trim().slice(0, 200) : "";
  return name || email.split("@")[0]!;
}

/** A password hash nobody knows the password of: members who came through a provider sign in there. */
async function unusablePasswordHash(): Promise<string> {
  return hashPassword(randomBytes(32).toString("base64url"));
}

async function openInvitationRole(tx: Tx, organizationId: string, email: string): Promise<MemberRole | null> {
  const [invitation] = await tx
    .update(memberInvitations)
    .set({ acceptedAt: sql`now()`, updatedAt: sql`now()` })
    .where(
      and(
        eq(memberInvitations.organizationId, organizationId),
        eq(memberInvitations.email, email),
        isNull(memberInvitations.acceptedAt),
        isNull(memberInvitations.revokedAt),
        gt(memberInvitations.expiresAt, sql`now()`),
      ),
    )
    .returning({ role: memberInvitations.role });
  return invitation?.role ?? null;
}

export async function completeSsoSignIn(db: Db, organizationId: string, claims: SsoClaims): Promise<SsoSignInResult> {
  const [connection] = await db.select().from(ssoConnections).where(eq(ssoConnections.organizationId, organizationId));
  if (!connection || typeof claims.sub !== "string" || claims.sub === "") return { outcome: "refused", reason: "SsoUnavailable" };
  const email = claimedEmail(claims);
  if (!email) return { outcome: "refused", reason: "SsoEmailMissing" };
  const passwordHash = await unusablePasswordHash();
  return db.transaction(async (tx): Promise<SsoSignInResult> => {
    const [identity] = await tx
      .select({ userId: ssoIdentities.userId })
      .from(ssoIdentities)
      .where(and(eq(ssoIdentities.organizationId, organizationId), eq(ssoIdentities.subject, claims.sub)));
    const [known] = identity
      ? await tx.select().from(users).where(eq(users.id, identity.userId))
      : await tx.select().from(users).where(eq(users.email, email));
    const name = claimedName(claims, email);
    // Two first sign-ins at once: the email's unique index makes them one user.
    const user =
      known ??
      (await tx.insert(users).values({ email, name, passwordHash }).onConflictDoNothing().returning())[0] ??
      (await tx.select().from(users).where(eq(users.email, email)))[0]!;
    const memberOf = await tx.select({ organizationId: memberships.organizationId, role: memberships.role }).from(memberships).where(eq(memberships.userId, user.id));
    if (memberOf.some((membership) => membership.organizationId !== organizationId)) return { outcome: "refused", reason: "SsoOtherOrganization" };
    const membership = memberOf[0];
    if (!membership) {
      // A user without a membership was removed from the organization: only a new invitation brings them back.
      const role = (await openInvitationRole(tx, organizationId, user.email)) ?? (known ? null : mappedRole(connection, claims));
      if (!role) return { outcome: "refused", reason: "SsoMemberRemoved" };
      await tx.insert(memberships).values({ organizationId, userId: user.id, role }).onConflictDoNothing();
    } else if (connection.roleClaim && membership.role !== "OWNER") {
      // With a role claim the provider is where roles are kept: each sign-in brings its word over.
      const role = mappedRole(connection, claims);
      if (role !== membership.role) {
        await tx.update(memberships).set({ role }).where(and(eq(memberships.organizationId, organizationId), eq(memberships.userId, user.id)));
      }
    }
    await tx.insert(ssoIdentities).values({ organizationId, subject: claims.sub, userId: user.id }).onConflictDoNothing();
    return { outcome: "signedIn", user: { id: user.id, email: user.email, name: user.name } };
  });
}

/** Whether a user may sign in with a password: not while their organization requires single sign-on, unless they own it. */
export async function passwordSignInAllowed(db: Db | Tx, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ role: memberships.role, requireSso: ssoConnections.requireSso })
    .from(memberships)
    .innerJoin(ssoConnections, eq(ssoConnections.organizationId, memberships.organizationId))
    .where(eq(memberships.userId, userId));
  return !row?.requireSso || row.role === "OWNER";
}

/**
 * The organization whose single sign-on an address uses: a member's own organization, when it
 * has a connection; for an address nobody uses yet, the organization whose connection claims its
 * domain.
 */
export async function ssoOrganizationFor(db: Db, email: string): Promise<{ organizationId: string } | null> {
  const [member] = await db
    .select({ organizationId: ssoConnections.organizationId })
    .from(users)
    .innerJoin(memberships, eq(memberships.userId, users.id))
    .leftJoin(ssoConnections, eq(ssoConnections.organizationId, memberships.organizationId))
    .where(eq(users.email, email));
  if (member) return member.organizationId ? { organizationId: member.organizationId } : null;
  const domain = email.split("@")[1] ?? "";
  const [claimed] = await db.select({ organizationId: ssoEmailDomains.organizationId }).from(ssoEmailDomains).where(eq(ssoEmailDomains.domain, domain));
  return claimed ?? null;
}
