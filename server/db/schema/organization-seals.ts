/**
 * An organization's own document seal (docs/pdf-finalization.md, "Seals"): at most one per
 * organization; without one its final PDFs are sealed with the installation's. The PKCS#12 and
 * its password are sealed with SECRET_KEY (server/crypto/secret-box.ts); the rest describes the
 * certificate for Settings and the readiness warnings, and is never secret.
 */
import { boolean, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { organizations, users } from "./organizations";

export const organizationSeals = pgTable("organization_seals", {
  organizationId: uuid()
    .primaryKey()
    .references(() => organizations.id, { onDelete: "cascade" }),
  // The PKCS#12 file in base64, then sealed; and its password, sealed.
  p12Encrypted: text().notNull(),
  passwordEncrypted: text().notNull(),
  subject: text().notNull(),
  issuer: text().notNull(),
  // "RSA 3072" or "ECDSA P-256".
  keyDescription: text().notNull(),
  notBefore: timestamp({ withTimezone: true, precision: 3 }).notNull(),
  notAfter: timestamp({ withTimezone: true, precision: 3 }).notNull(),
  fingerprintSha256: text().notNull(),
  selfSigned: boolean().notNull(),
  uploadedAt: timestamp({ withTimezone: true, precision: 3 }).notNull().defaultNow(),
  uploadedBy: uuid().references(() => users.id, { onDelete: "set null" }),
});

export type OrganizationSeal = typeof organizationSeals.$inferSelect;
