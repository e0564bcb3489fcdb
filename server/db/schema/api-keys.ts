import { relations } from "drizzle-orm";
import { index, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { organizations, users } from "./organizations";

export const API_KEY_ROLES = ["ADMIN", "MEMBER"] as const;
export const apiKeyRoleEnum = pgEnum("api_key_role", API_KEY_ROLES);

export const apiKeys = pgTable(
  "api_keys",
  {
    id: uuid().primaryKey().defaultRandom(),
    organizationId: uuid()
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    createdByUserId: uuid()
      .notNull()
      .references(() => users.id),
    name: text().notNull(),
    // SHA-256 (hex) of the whole key; the key itself is never stored.
    keyHash: text().notNull(),
    // The first characters of the key, shown so that people can tell their keys apart.
    prefix: text().notNull(),
    role: apiKeyRoleEnum().notNull(),
    expiresAt: timestamp({ withTimezone: true }),
    revokedAt: timestamp({ withTimezone: true }),
    lastUsedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("api_keys_key_hash_unique").on(table.keyHash),
    index("api_keys_organization_idx").on(table.organizationId),
  ],
);

export const apiKeysRelations = relations(apiKeys, ({ one }) => ({
  organization: one(organizations, {
    fields: [apiKeys.organizationId],
    references: [organizations.id],
  }),
  createdBy: one(users, { fields: [apiKeys.createdByUserId], references: [users.id] }),
}));

export type ApiKey = typeof apiKeys.$inferSelect;
export type ApiKeyRole = (typeof API_KEY_ROLES)[number];
