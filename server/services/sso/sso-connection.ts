/**
 * Settings, "Single sign-on" (docs/people.md): owners and admins see the connection, only an
 * owner saves or removes it, since whoever controls the provider controls who signs in. The
 * client secret is sealed with SECRET_KEY and never answered back.
 */
import { eq } from "drizzle-orm";
import { z } from "zod";
import type { saveSsoConnectionSchema } from "@/lib/schemas/sso";
import { seal } from "../../crypto/secret-box";
import { env } from "../../env";
import type { Tx } from "../../db/client";
import { ssoConnections, ssoEmailDomains, type SsoConnection } from "../../db/schema";
import { AppError } from "../../errors";
import type { ServiceContext } from "../context";
import { recordActivity, type ActivityFields } from "../activity/record-activity";
import { requirePeopleManager } from "../members/member-roles";
import { discoverIssuer } from "./discovery";

export const SSO_SECRET_PURPOSE = "sso-client-secret";

/** next-auth's provider id for an organization's connection; its callback path ends with it. */
export function ssoProviderId(organizationId: string): string {
  return `sso-${organizationId}`;
}

export function ssoRedirectUri(organizationId: string): string {
  return `${env().APP_URL}/api/auth/callback/${ssoProviderId(organizationId)}`;
}

export const ssoSettingsSchema = z.object({
  // Where the provider must send people back: registered with the provider before saving.
  redirectUri: z.string(),
  mayEdit: z.boolean(),
  connection: z
    .object({
      issuer: z.string(),
      clientId: z.string(),
      emailDomains: z.array(z.string()),
      defaultRole: z.enum(["ADMIN", "MEMBER"]),
      roleClaim: z.string().nullable(),
      adminClaimValues: z.array(z.string()),
      requireSso: z.boolean(),
      updatedAt: z.iso.datetime(),
    })
    .nullable(),
});
export type SsoSettings = z.output<typeof ssoSettingsSchema>;

async function requireOwner(ctx: ServiceContext): Promise<void> {
  if ((await requirePeopleManager(ctx)) !== "OWNER") {
    throw new AppError("INSUFFICIENT_ROLE", "Only an owner can set up single sign-on");
  }
}

export async function getSsoSettings(ctx: ServiceContext): Promise<SsoSettings> {
  const role = await requirePeopleManager(ctx);
  const [row] = await ctx.db.select().from(ssoConnections).where(eq(ssoConnections.organizationId, ctx.organizationId));
  const domains = row
    ? (await ctx.db.select({ domain: ssoEmailDomains.domain }).from(ssoEmailDomains).where(eq(ssoEmailDomains.organizationId, ctx.organizationId))).map(
        (entry) => entry.domain,
      )
    : [];
  return {
    redirectUri: ssoRedirectUri(ctx.organizationId),
    mayEdit: role === "OWNER",
    connection: row
      ? {
          issuer: row.issuer,
          clientId: row.clientId,
          emailDomains: domains.sort(),
          defaultRole: row.defaultRole === "ADMIN" ? "ADMIN" : "MEMBER",
          roleClaim: row.roleClaim,
          adminClaimValues: row.adminClaimValues,
          requireSso: row.requireSso,
          updatedAt: row.updatedAt.toISOString(),
        }
      : null,
  };
}

/** The connection's fields as the activity log compares them: no secret, lists in words. */
function activityFields(connection: Omit<SsoConnection, "organizationId" | "clientSecretEncrypted" | "createdAt" | "updatedAt">, domains: string[]): ActivityFields {
  return {
    issuer: connection.issuer,
    clientId: connection.clientId,
    emailDomains: [...domains].sort().join(", "),
    defaultRole: connection.defaultRole,
    roleClaim: connection.roleClaim,
    adminClaimValues: connection.adminClaimValues.join(", "),
    requireSso: connection.requireSso,
  };
}

async function domainsOf(db: Tx, organizationId: string): Promise<string[]> {
  return (await db.select({ domain: ssoEmailDomains.domain }).from(ssoEmailDomains).where(eq(ssoEmailDomains.organizationId, organizationId))).map((row) => row.domain);
}

// Note: the activity entry is written here, not declared on the operation, because a declared
// one would hold a transaction open across the provider's discovery (seconds, on one connection).
export async function saveSsoConnection(ctx: ServiceContext, input: z.output<typeof saveSsoConnectionSchema>): Promise<SsoSettings> {
  await requireOwner(ctx);
  // Outside the transaction: the provider may take seconds to answer, and no lock waits on it.
  const issuer = await discoverIssuer(input.issuer);
  const domains = [...new Set(input.emailDomains)];
  await ctx.db.transaction(async (tx) => {
    const [existing] = await tx.select().from(ssoConnections).where(eq(ssoConnections.organizationId, ctx.organizationId)).for("update");
    const before = existing ? activityFields(existing, await domainsOf(tx, ctx.organizationId)) : null;
    const clientSecretEncrypted = input.clientSecret === undefined ? existing?.clientSecretEncrypted : seal(input.clientSecret, SSO_SECRET_PURPOSE);
    if (clientSecretEncrypted === undefined) {
      throw new AppError("VALIDATION_FAILED", ["input.clientSecret is needed the first time single sign-on is set up"]);
    }
    const values = {
      issuer,
      clientId: input.clientId,
      clientSecretEncrypted,
      defaultRole: input.defaultRole,
      roleClaim: input.roleClaim,
      adminClaimValues: input.roleClaim === null ? [] : input.adminClaimValues,
      requireSso: input.requireSso,
      updatedAt: new Date(),
    };
    await tx
      .insert(ssoConnections)
      .values({ organizationId: ctx.organizationId, ...values })
      .onConflictDoUpdate({ target: ssoConnections.organizationId, set: values });
    const after = { ...activityFields(values, domains), ...(input.clientSecret === undefined ? {} : { clientSecret: "replaced" }) };
    await recordActivity(ctx, { action: "sso.settingsUpdated", subjectName: issuer, before, after }, tx);
    await tx.delete(ssoEmailDomains).where(eq(ssoEmailDomains.organizationId, ctx.organizationId));
    if (domains.length === 0) return;
    // A domain another organization holds, even one claimed a moment ago, meets the primary key.
    const claimed = await tx
      .insert(ssoEmailDomains)
      .values(domains.map((domain) => ({ domain, organizationId: ctx.organizationId })))
      .onConflictDoNothing()
      .returning({ domain: ssoEmailDomains.domain });
    const taken = domains.filter((domain) => !claimed.some((entry) => entry.domain === domain));
    if (taken.length > 0) throw new AppError("SSO_DOMAIN_TAKEN", `Another organization's single sign-on uses ${taken.join(", ")} already`);
  });
  return getSsoSettings(ctx);
}

export async function removeSsoConnection(ctx: ServiceContext): Promise<SsoSettings> {
  await requireOwner(ctx);
  await ctx.db.transaction(async (tx) => {
    const domains = await domainsOf(tx, ctx.organizationId);
    // Domains and identities go with it (foreign keys); members keep their accounts and passwords.
    const [removed] = await tx.delete(ssoConnections).where(eq(ssoConnections.organizationId, ctx.organizationId)).returning();
    if (removed) await recordActivity(ctx, { action: "sso.settingsUpdated", subjectName: removed.issuer, before: activityFields(removed, domains), after: null }, tx);
  });
  return getSsoSettings(ctx);
}
