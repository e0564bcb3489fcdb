import { index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./organizations";

/**
 * One dashboard sign-in (server/auth/user-sessions.ts). The session cookie is a signed JWT that
 * names its row; a request whose row is gone or expired is not signed in, so signing out (or
 * an operator ending a user's sessions) ends a copied cookie too.
 */
export const userSessions = pgTable(
  "user_sessions",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp({ withTimezone: true, precision: 3 }).notNull().defaultNow(),
    // The absolute end, whatever the activity.
    expiresAt: timestamp({ withTimezone: true, precision: 3 }).notNull(),
    // Set on a shared device (the kiosk): the session ends after this long without a request.
    idleSeconds: integer(),
    lastSeenAt: timestamp({ withTimezone: true, precision: 3 }).notNull().defaultNow(),
    // Where the session started, so that its user can tell their devices apart ("Your sessions").
    userAgent: text(),
    ip: text(),
  },
  (table) => [index("user_sessions_user_idx").on(table.userId), index("user_sessions_expires_idx").on(table.expiresAt)],
);

export type UserSession = typeof userSessions.$inferSelect;
