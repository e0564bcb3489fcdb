/**
 * Exports (docs/api.md, "Exports"): an ADMIN's ZIP of the organization's processes, built by a
 * background job that counts its progress. The file lives in storage under storageKey until
 * expiresAt (7 days after it was built); a sweep then deletes it and clears the key.
 */
import { index, integer, jsonb, pgEnum, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type { ProcessStatus } from "../../../lib/signing/statuses";
import type { StoredActor } from "./bulk-sends";
import { organizations, users } from "./organizations";

export const EXPORT_STATUSES = ["QUEUED", "RUNNING", "COMPLETED", "FAILED"] as const;
export const exportStatusEnum = pgEnum("export_status", EXPORT_STATUSES);
export type ExportStatus = (typeof EXPORT_STATUSES)[number];

/** The processes an export holds, as the API received it (null: the whole organization). */
export interface ExportFilter {
  status?: ProcessStatus[];
  templateId?: string;
  createdFrom?: string;
  createdTo?: string;
  q?: string;
  bulkSendId?: string;
}

export const exports = pgTable(
  "exports",
  {
    id: uuid().primaryKey().defaultRandom(),
    organizationId: uuid()
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    createdByUserId: uuid().references(() => users.id, { onDelete: "set null" }),
    actor: jsonb().$type<StoredActor>().notNull(),
    filter: jsonb().$type<ExportFilter | null>(),
    status: exportStatusEnum().notNull().default("QUEUED"),
    processCount: integer().notNull().default(0),
    processedCount: integer().notNull().default(0),
    storageKey: text(),
    error: text(),
    createdAt: timestamp({ withTimezone: true, precision: 3 }).notNull().defaultNow(),
    completedAt: timestamp({ withTimezone: true, precision: 3 }),
    // When the file is deleted: 7 days after completion.
    expiresAt: timestamp({ withTimezone: true, precision: 3 }),
  },
  (table) => [index("exports_org_created_idx").on(table.organizationId, table.createdAt), index("exports_expires_idx").on(table.expiresAt)],
);

export type Export = typeof exports.$inferSelect;
