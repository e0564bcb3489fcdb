/**
 * Bulk sends (API.md, "Bulk sends"): one template, many start-signing requests. Each row is kept
 * as sent and becomes a process, one at a time, in background jobs; the row's status is written
 * in the transaction that creates its process, so a restart never creates a row twice.
 */
import { type AnyPgColumn, index, integer, jsonb, pgEnum, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type { ApiKeyRole } from "./api-keys";
import { organizations, users } from "./organizations";
import { signingProcesses } from "./signing";
import { templates } from "./templates";

export const BULK_SEND_STATUSES = ["QUEUED", "RUNNING", "COMPLETED"] as const;
export const bulkSendStatusEnum = pgEnum("bulk_send_status", BULK_SEND_STATUSES);
export const BULK_SEND_ROW_STATUSES = ["PENDING", "CREATED", "FAILED"] as const;
export const bulkSendRowStatusEnum = pgEnum("bulk_send_row_status", BULK_SEND_ROW_STATUSES);

/** The request's actor and origin as a ServiceContext holds them (server/services/context.ts), kept as JSON. */
export type StoredActor =
  | { kind: "API_KEY"; id: string; name: string; userId: string; role: ApiKeyRole }
  | { kind: "USER"; id: string; name: string; email: string; role: ApiKeyRole }
  | { kind: "SYSTEM"; id: null; name: string };
export type StoredOrigin = { ip: string | null; userAgent: string | null };

export const bulkSends = pgTable(
  "bulk_sends",
  {
    id: uuid().primaryKey().defaultRandom(),
    organizationId: uuid()
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    templateId: uuid()
      .notNull()
      .references(() => templates.id, { onDelete: "cascade" }),
    // The version every row starts from: the newest one when the send was accepted.
    templateVersion: integer().notNull(),
    // MEMBER keys see only the bulk sends of the user behind them, as with processes.
    createdByUserId: uuid()
      .notNull()
      .references(() => users.id),
    // Who asked and from where: each row's process is created as that request would have been.
    actor: jsonb().$type<StoredActor>().notNull(),
    origin: jsonb().$type<StoredOrigin | null>(),
    status: bulkSendStatusEnum().notNull().default("QUEUED"),
    total: integer().notNull(),
    createdAt: timestamp({ withTimezone: true, precision: 3 }).notNull().defaultNow(),
    completedAt: timestamp({ withTimezone: true, precision: 3 }),
  },
  (table) => [index("bulk_sends_org_created_idx").on(table.organizationId, table.createdAt)],
);

export const bulkSendRows = pgTable(
  "bulk_send_rows",
  {
    bulkSendId: uuid()
      .notNull()
      .references((): AnyPgColumn => bulkSends.id, { onDelete: "cascade" }),
    index: integer().notNull(),
    // The start-signing body as sent; checked when the row's turn comes.
    request: jsonb().$type<Record<string, unknown>>().notNull(),
    status: bulkSendRowStatusEnum().notNull().default("PENDING"),
    signingProcessId: uuid().references((): AnyPgColumn => signingProcesses.id, { onDelete: "set null" }),
    errorCode: text(),
    errorMessage: text(),
  },
  (table) => [primaryKey({ columns: [table.bulkSendId, table.index] })],
);

export type BulkSend = typeof bulkSends.$inferSelect;
export type BulkSendRow = typeof bulkSendRows.$inferSelect;
