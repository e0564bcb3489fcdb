/**
 * An invitation to join an organization (docs/people.md). Its link carries a token of 256 random
 * bits, stored as SHA-256 for lookup and sealed with SECRET_KEY so the email job can write the
 * link; resending replaces the token, so only the newest link works. Accepted, revoked and
 * expired invitations stay as a record of who was invited by whom.
 */
import { sql } from "drizzle-orm";
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { membershipRoleEnum, organizations, users } from "./organizations";

export const memberInvitations = pgTable(
  "member_invitations",
  {
    id: uuid().primaryKey().defaultRandom(),
    organizationId: uuid()
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    // Lower-cased, as users.email.
    email: text().notNull(),
    role: membershipRoleEnum().notNull(),
    tokenHash: text().notNull(),
    tokenEncrypted: text().notNull(),
    invitedByUserId: uuid().references(() => users.id, { onDelete: "set null" }),
    expiresAt: timestamp({ withTimezone: true, precision: 3 }).notNull(),
    acceptedAt: timestamp({ withTimezone: true, precision: 3 }),
    revokedAt: timestamp({ withTimezone: true, precision: 3 }),
    createdAt: timestamp({ withTimezone: true, precision: 3 }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("member_invitations_token_hash_unique").on(table.tokenHash),
    // One open invitation per address and organization: inviting again resends it.
    uniqueIndex("member_invitations_open_unique")
      .on(table.organizationId, table.email)
      .where(sql`${table.acceptedAt} is null and ${table.revokedAt} is null`),
    index("member_invitations_org_created_idx").on(table.organizationId, table.createdAt),
  ],
);

export type MemberInvitation = typeof memberInvitations.$inferSelect;
