/**
 * A "forgot password" link (docs/people.md): single-use, 30 minutes. Its token is stored as
 * SHA-256 for lookup and sealed with SECRET_KEY for the email job, as other emailed links are.
 */
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./organizations";

export const passwordResets = pgTable(
  "password_resets",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text().notNull(),
    tokenEncrypted: text().notNull(),
    expiresAt: timestamp({ withTimezone: true, precision: 3 }).notNull(),
    usedAt: timestamp({ withTimezone: true, precision: 3 }),
    createdAt: timestamp({ withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("password_resets_token_hash_unique").on(table.tokenHash), index("password_resets_user_created_idx").on(table.userId, table.createdAt)],
);

export type PasswordReset = typeof passwordResets.$inferSelect;
