import { relations } from "drizzle-orm";
import { boolean, integer, jsonb, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

import { PLANS, type Plan } from "../../../lib/plans";
import type { ReminderSchedule } from "../../../lib/schemas/reminders";

export { PLANS, type Plan };
export const planEnum = pgEnum("plan", PLANS);

export const MEMBERSHIP_ROLES = ["OWNER", "ADMIN", "MEMBER"] as const;
export const membershipRoleEnum = pgEnum("membership_role", MEMBERSHIP_ROLES);

export const organizations = pgTable("organizations", {
  id: uuid().primaryKey().defaultRandom(),
  name: text().notNull(),
  plan: planEnum().notNull().default("FREE"),
  defaultLanguage: text().notNull().default("en"),
  // ISO 3166 alpha-2: where phone numbers typed without "+" are from, and how numbers are written
  // (with defaultLanguage). Null: the language's main country (lib/phone/phone-number.ts).
  country: text(),
  readOnly: boolean().notNull().default(false),
  // Where notices about processes created through the API go (a person created none of them).
  notificationEmail: text(),
  // Shown on every email as the sender's name and the address replies go to; MAIL_FROM stays the
  // envelope sender, so that the operator's mail server and its SPF/DKIM setup keep working.
  emailSenderName: text(),
  emailReplyTo: text(),
  // Set by an owner: members without two-factor sign-in are sent to set it up before the dashboard.
  requireTwoFactor: boolean().notNull().default(false),
  // The automatic reminders of processes that name none themselves (nor their template); null: none.
  defaultReminders: jsonb().$type<ReminderSchedule>(),
  // Retention: ended processes are erased this many days after they ended; null keeps them.
  retentionDays: integer(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export const users = pgTable(
  "users",
  {
    id: uuid().primaryKey().defaultRandom(),
    // Stored lower-cased so that sign-in is case-insensitive.
    email: text().notNull(),
    name: text().notNull(),
    passwordHash: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("users_email_unique").on(table.email)],
);

export const memberships = pgTable(
  "memberships",
  {
    id: uuid().primaryKey().defaultRandom(),
    organizationId: uuid()
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    role: membershipRoleEnum().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("memberships_org_user_unique").on(table.organizationId, table.userId)],
);

export const organizationsRelations = relations(organizations, ({ many }) => ({
  memberships: many(memberships),
}));

export const usersRelations = relations(users, ({ many }) => ({
  memberships: many(memberships),
}));

export const membershipsRelations = relations(memberships, ({ one }) => ({
  organization: one(organizations, {
    fields: [memberships.organizationId],
    references: [organizations.id],
  }),
  user: one(users, { fields: [memberships.userId], references: [users.id] }),
}));

export type Organization = typeof organizations.$inferSelect;
export type User = typeof users.$inferSelect;
export type Membership = typeof memberships.$inferSelect;
export type MembershipRole = (typeof MEMBERSHIP_ROLES)[number];
