import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { organizations } from "./organizations";
import { signers, signingProcesses } from "./signing";

/**
 * An embedded-signing address (docs/embedding.md): `${APP_URL}/embed/sign/<code>` opens the
 * signer's page in a frame on `origin` once, before `expiresAt`. Only the code's SHA-256 is
 * kept; `usedAt` is set by the one page load that consumes it.
 */
export const embedLinks = pgTable(
  "embed_links",
  {
    id: uuid().primaryKey().defaultRandom(),
    organizationId: uuid()
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    signingProcessId: uuid()
      .notNull()
      .references(() => signingProcesses.id, { onDelete: "cascade" }),
    signerId: uuid()
      .notNull()
      .references(() => signers.id, { onDelete: "cascade" }),
    codeHash: text().notNull().unique(),
    origin: text().notNull(),
    expiresAt: timestamp({ withTimezone: true, precision: 3 }).notNull(),
    usedAt: timestamp({ withTimezone: true, precision: 3 }),
    createdAt: timestamp({ withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [index("embed_links_signer_idx").on(table.signerId)],
);

export type EmbedLinkRow = typeof embedLinks.$inferSelect;
