/**
 * Templates (API.md, "Templates"): a mutable draft per template, immutable numbered versions
 * made by publishing it, and the organization's categories and tags for the library.
 */
import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgEnum, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import type { TemplateDefinition } from "../../../lib/schemas/templates";
import { TEMPLATE_KINDS, TEMPLATE_STATUSES } from "../../../lib/schemas/templates";
import { organizations, users } from "./organizations";

export const templateKindEnum = pgEnum("template_kind", TEMPLATE_KINDS);
export const templateStatusEnum = pgEnum("template_status", TEMPLATE_STATUSES);

export const templateCategories = pgTable(
  "template_categories",
  {
    id: uuid().primaryKey().defaultRandom(),
    organizationId: uuid()
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    name: text().notNull(),
    createdAt: timestamp({ withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  // Names are unique per organization whatever their case: "Sales" and "sales" are one category.
  (table) => [uniqueIndex("template_categories_org_name_unique").on(table.organizationId, sql`lower(${table.name})`)],
);

export const templateTags = pgTable(
  "template_tags",
  {
    id: uuid().primaryKey().defaultRandom(),
    organizationId: uuid()
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    name: text().notNull(),
    createdAt: timestamp({ withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("template_tags_org_name_unique").on(table.organizationId, sql`lower(${table.name})`)],
);

export const templates = pgTable(
  "templates",
  {
    id: uuid().primaryKey().defaultRandom(),
    organizationId: uuid()
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    kind: templateKindEnum().notNull(),
    name: text().notNull(),
    description: text(),
    status: templateStatusEnum().notNull().default("DRAFT"),
    categoryId: uuid().references(() => templateCategories.id, { onDelete: "set null" }),
    draft: jsonb().$type<TemplateDefinition>().notNull(),
    // The number of the newest version, null while never published.
    latestVersion: integer(),
    // Retention of the processes started from it, in days after they ended; null: the organization's.
    retentionDays: integer(),
    createdByUserId: uuid().references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp({ withTimezone: true, precision: 3 }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [index("templates_org_updated_idx").on(table.organizationId, table.updatedAt)],
);

export const templateTagLinks = pgTable(
  "template_tag_links",
  {
    templateId: uuid()
      .notNull()
      .references(() => templates.id, { onDelete: "cascade" }),
    tagId: uuid()
      .notNull()
      .references(() => templateTags.id, { onDelete: "cascade" }),
  },
  (table) => [primaryKey({ columns: [table.templateId, table.tagId] }), index("template_tag_links_tag_idx").on(table.tagId)],
);

export const templateVersions = pgTable(
  "template_versions",
  {
    id: uuid().primaryKey().defaultRandom(),
    templateId: uuid()
      .notNull()
      .references(() => templates.id, { onDelete: "cascade" }),
    number: integer().notNull(),
    definition: jsonb().$type<TemplateDefinition>().notNull(),
    publishedAt: timestamp({ withTimezone: true, precision: 3 }).notNull().defaultNow(),
    publishedByUserId: uuid().references(() => users.id, { onDelete: "set null" }),
  },
  (table) => [uniqueIndex("template_versions_template_number_unique").on(table.templateId, table.number)],
);

export type Template = typeof templates.$inferSelect;
export type TemplateVersion = typeof templateVersions.$inferSelect;
export type TemplateKind = (typeof TEMPLATE_KINDS)[number];
export type TemplateCategory = typeof templateCategories.$inferSelect;
export type TemplateTag = typeof templateTags.$inferSelect;
