import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { organizations, users } from "./organizations";
import { signingProcesses } from "./signing";
import { templates } from "./templates";

/** A later role's signer, fixed when the link is made (the visitor always signs the first role). */
export interface PublicLinkSigner {
  roleKey: string;
  name: string;
  email: string;
  phoneE164?: string;
  locale?: string;
}

/**
 * A public link to a template (docs/templates.md, "Public links"): `${APP_URL}/p/<code>` lets
 * anyone start a signing of the template's latest published version as its first role. The
 * code is a link token: its SHA-256 finds the link, its sealed copy lets the dashboard show the
 * address again. `uses` only grows, by a conditional UPDATE that also checks `maxUses`.
 */
export const publicLinks = pgTable(
  "public_links",
  {
    id: uuid().primaryKey().defaultRandom(),
    organizationId: uuid()
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    templateId: uuid()
      .notNull()
      .references(() => templates.id, { onDelete: "cascade" }),
    // The processes a link starts are created in this admin's name; gone, the link stops working.
    createdByUserId: uuid().references(() => users.id, { onDelete: "set null" }),
    label: text().notNull(),
    codeHash: text().notNull().unique(),
    codeEncrypted: text().notNull(),
    /** EMAIL_SES_LINK_ONLY or EMAIL_AES_OTP (lib/schemas/public-links.ts). */
    policy: text().notNull(),
    signers: jsonb().$type<PublicLinkSigner[]>().notNull().default([]),
    signingDays: integer().notNull(),
    enabled: boolean().notNull().default(true),
    expiresAt: timestamp({ withTimezone: true, precision: 3 }),
    maxUses: integer(),
    uses: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true, precision: 3 }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [index("public_links_organization_idx").on(table.organizationId, table.createdAt)],
);

/**
 * A visitor's details waiting for the emailed code that confirms them; the code is kept as an
 * HMAC (signer/otp-codes.ts, keyed by this row's id). `usedAt` is set by the one start it allows.
 */
export const publicLinkConfirmations = pgTable(
  "public_link_confirmations",
  {
    id: uuid().primaryKey().defaultRandom(),
    publicLinkId: uuid()
      .notNull()
      .references(() => publicLinks.id, { onDelete: "cascade" }),
    name: text().notNull(),
    email: text().notNull(),
    phoneE164: text(),
    locale: text(),
    codeHash: text().notNull(),
    attempts: integer().notNull().default(0),
    expiresAt: timestamp({ withTimezone: true, precision: 3 }).notNull(),
    usedAt: timestamp({ withTimezone: true, precision: 3 }),
    signingProcessId: uuid().references(() => signingProcesses.id, { onDelete: "set null" }),
    createdAt: timestamp({ withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [index("public_link_confirmations_link_idx").on(table.publicLinkId)],
);

export type PublicLinkRow = typeof publicLinks.$inferSelect;
export type PublicLinkConfirmationRow = typeof publicLinkConfirmations.$inferSelect;
