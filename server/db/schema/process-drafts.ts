import { index, integer, jsonb, pgTable, timestamp, uuid } from "drizzle-orm/pg-core";
import type { ProcessDraftContent } from "../../../lib/schemas/process-drafts";
import { organizations, users } from "./organizations";

/**
 * A new-process wizard's work in progress (docs/process-drafts.md): the dashboard's, one user's
 * own, never part of /api/v1. Sending turns it into a signing process and deletes it in the same
 * transaction.
 */
export const processDrafts = pgTable(
  "process_drafts",
  {
    id: uuid().primaryKey().defaultRandom(),
    organizationId: uuid()
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    createdByUserId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    content: jsonb().$type<ProcessDraftContent>().notNull(),
    // Each save adds one; a save names the version it read (edit-conflict check, as online forms).
    version: integer().notNull().default(1),
    createdAt: timestamp({ withTimezone: true, precision: 3 }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [index("process_drafts_org_user_updated_idx").on(table.organizationId, table.createdByUserId, table.updatedAt)],
);

export type ProcessDraftRow = typeof processDrafts.$inferSelect;
