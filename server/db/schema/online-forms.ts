/**
 * Online forms (API.md, "Online forms"): block documents and reusable block templates, each
 * with a draft guarded by an integer version, and the Idempotency-Key answers of their creation.
 */
import { index, integer, jsonb, pgEnum, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import type { FormDraft } from "../../../lib/schemas/online-forms";
import { organizations, users } from "./organizations";
import { templateCategories, templateTags } from "./templates";

export const ONLINE_FORM_KINDS = ["DOCUMENT", "TEMPLATE"] as const;
export const onlineFormKindEnum = pgEnum("online_form_kind", ONLINE_FORM_KINDS);
export const ONLINE_FORM_STATUSES = ["DRAFT", "PUBLISHED", "ARCHIVED"] as const;
export const onlineFormStatusEnum = pgEnum("online_form_status", ONLINE_FORM_STATUSES);

export const onlineForms = pgTable(
  "online_forms",
  {
    id: uuid().primaryKey().defaultRandom(),
    organizationId: uuid()
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    kind: onlineFormKindEnum().notNull(),
    status: onlineFormStatusEnum().notNull().default("DRAFT"),
    draft: jsonb().$type<FormDraft>().notNull(),
    // Each saved change adds one; a PATCH names the version it read (edit-conflict check).
    draftVersion: integer().notNull().default(1),
    // Form templates only: their place in the template library.
    description: text(),
    categoryId: uuid().references(() => templateCategories.id, { onDelete: "set null" }),
    // Set by the first publish; a form published once can no longer be deleted.
    firstPublishedAt: timestamp({ withTimezone: true, precision: 3 }),
    createdByUserId: uuid().references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp({ withTimezone: true, precision: 3 }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [index("online_forms_org_created_idx").on(table.organizationId, table.createdAt)],
);

export const onlineFormTagLinks = pgTable(
  "online_form_tag_links",
  {
    onlineFormId: uuid()
      .notNull()
      .references(() => onlineForms.id, { onDelete: "cascade" }),
    tagId: uuid()
      .notNull()
      .references(() => templateTags.id, { onDelete: "cascade" }),
  },
  (table) => [primaryKey({ columns: [table.onlineFormId, table.tagId] })],
);

/**
 * The first answer to a request sent with an Idempotency-Key, kept 24 hours: a replay with the
 * same request gets it again, byte for byte; the same key with another request is refused.
 */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    id: uuid().primaryKey().defaultRandom(),
    organizationId: uuid()
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    operation: text().notNull(),
    key: text().notNull(),
    requestSha256: text().notNull(),
    // The answer's `data` as the JSON text first sent, and the envelope's timestamp.
    responseData: text().notNull(),
    responseTimestamp: text().notNull(),
    createdAt: timestamp({ withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("idempotency_keys_org_operation_key_unique").on(table.organizationId, table.operation, table.key)],
);

export type OnlineForm = typeof onlineForms.$inferSelect;
export type OnlineFormKind = (typeof ONLINE_FORM_KINDS)[number];
