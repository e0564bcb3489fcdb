/**
 * Online forms (API.md, "Online forms"): block documents and reusable block templates, each
 * with a draft guarded by an integer version, and the Idempotency-Key answers of their creation.
 */
import { type AnyPgColumn, index, integer, jsonb, pgEnum, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import type { FormDraft } from "../../../lib/schemas/online-forms";
import { signingProcesses } from "./signing";
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
    // Documents: the form template and version they were made from, if any.
    templateId: uuid().references((): AnyPgColumn => onlineForms.id, { onDelete: "set null" }),
    templateVersion: integer(),
    // Form templates: the number of the newest version, null while never published.
    latestVersion: integer(),
    // Documents, once published: the process, the draft version it froze, and the SHA-256 of the
    // canonical JSON of the frozen definition.
    signingProcessId: uuid().references((): AnyPgColumn => signingProcesses.id, { onDelete: "set null" }),
    publishedDraftVersion: integer(),
    formContentSha256: text(),
    createdByUserId: uuid().references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp({ withTimezone: true, precision: 3 }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [index("online_forms_org_created_idx").on(table.organizationId, table.createdAt)],
);

/** A form template's published versions: the draft as it was, numbered from 1. */
export const onlineFormVersions = pgTable(
  "online_form_versions",
  {
    id: uuid().primaryKey().defaultRandom(),
    onlineFormId: uuid()
      .notNull()
      .references(() => onlineForms.id, { onDelete: "cascade" }),
    number: integer().notNull(),
    draft: jsonb().$type<FormDraft>().notNull(),
    publishedAt: timestamp({ withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("online_form_versions_form_number_unique").on(table.onlineFormId, table.number)],
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
    // The answer's `data` as the JSON text first sent (sealed when it holds a secret), its
    // status and the envelope's timestamp.
    responseData: text().notNull(),
    responseStatus: integer().notNull().default(201),
    responseTimestamp: text().notNull(),
    createdAt: timestamp({ withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("idempotency_keys_org_operation_key_unique").on(table.organizationId, table.operation, table.key)],
);

export type OnlineForm = typeof onlineForms.$inferSelect;
export type OnlineFormVersion = typeof onlineFormVersions.$inferSelect;
export type OnlineFormKind = (typeof ONLINE_FORM_KINDS)[number];
