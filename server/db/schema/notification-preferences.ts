import { boolean, pgTable, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./organizations";

/**
 * Which emails about their own processes a user wants (server/services/notifications). A user
 * without a row gets every kind: the defaults are all on.
 */
export const notificationPreferences = pgTable("notification_preferences", {
  userId: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  signed: boolean().notNull().default(true),
  declined: boolean().notNull().default(true),
  completed: boolean().notNull().default(true),
  expired: boolean().notNull().default(true),
  finalizationFailed: boolean().notNull().default(true),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export type NotificationPreferencesRow = typeof notificationPreferences.$inferSelect;
