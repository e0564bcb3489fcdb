/**
 * Single sign-on with OpenID Connect, one connection per organization (docs/people.md). The
 * client secret is sealed with SECRET_KEY. Email domains say which connection the sign-in page
 * offers to an address nobody has used yet; a domain belongs to one organization at most.
 * Identities tie a provider's subject to a user, so an address changed at the provider still
 * signs in the same person.
 */
import { sql } from "drizzle-orm";
import { boolean, check, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { membershipRoleEnum, organizations, users } from "./organizations";

export const ssoConnections = pgTable(
  "sso_connections",
  {
    organizationId: uuid()
      .primaryKey()
      .references(() => organizations.id, { onDelete: "cascade" }),
    issuer: text().notNull(),
    clientId: text().notNull(),
    clientSecretEncrypted: text().notNull(),
    // The role of a member who joins through the provider, unless the role claim says ADMIN.
    defaultRole: membershipRoleEnum().notNull().default("MEMBER"),
    // A claim of the ID token (a string or a list of strings) and the values that make an ADMIN.
    roleClaim: text(),
    adminClaimValues: text().array().notNull().default(sql`'{}'::text[]`),
    // Password sign-in is refused for the organization's admins and members (owners keep it).
    requireSso: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true, precision: 3 }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  // An owner is made by another owner, never by a provider's say-so.
  (table) => [check("sso_connections_default_role_not_owner", sql`${table.defaultRole} <> 'OWNER'`)],
);

export const ssoEmailDomains = pgTable("sso_email_domains", {
  // Lower-cased, without "@".
  domain: text().primaryKey(),
  organizationId: uuid()
    .notNull()
    .references(() => ssoConnections.organizationId, { onDelete: "cascade" }),
});

export const ssoIdentities = pgTable(
  "sso_identities",
  {
    organizationId: uuid()
      .notNull()
      .references(() => ssoConnections.organizationId, { onDelete: "cascade" }),
    // The provider's `sub` claim.
    subject: text().notNull(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp({ withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.organizationId, table.subject] })],
);

export type SsoConnection = typeof ssoConnections.$inferSelect;
