/**
 * One row per email Signet sends: to whom, about what, through which transport, and how the
 * sending went (docs/messaging.md). The row of a queued email is keyed by its job, so that the
 * job's retries update one row. Erasing a process erases its rows (they hold addresses).
 */
import { index, integer, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { EMAIL_DELIVERY_STATUSES } from "../../../lib/mail/email-delivery-status";
import { organizations } from "./organizations";
import { signers, signingProcesses } from "./signing";

export { EMAIL_DELIVERY_STATUSES };
export const emailDeliveryStatusEnum = pgEnum("email_delivery_status", EMAIL_DELIVERY_STATUSES);

export const emailDeliveries = pgTable(
  "email_deliveries",
  {
    id: uuid().primaryKey().defaultRandom(),
    organizationId: uuid()
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    signingProcessId: uuid().references(() => signingProcesses.id, { onDelete: "cascade" }),
    signerId: uuid().references(() => signers.id, { onDelete: "cascade" }),
    // The job that sends it (null for a test email sent while the admin waits).
    jobKey: text(),
    kind: text().notNull(),
    toAddress: text().notNull(),
    subject: text().notNull(),
    transport: text().notNull(),
    status: emailDeliveryStatusEnum().notNull().default("SENDING"),
    attempts: integer().notNull().default(0),
    // The last failure in plain words, with the server's own reply where there was one.
    lastError: text(),
    // The Message-ID, the outbox file's id or the provider's id.
    providerMessageId: text(),
    sentAt: timestamp({ withTimezone: true, precision: 3 }),
    createdAt: timestamp({ withTimezone: true, precision: 3 }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("email_deliveries_job_key_unique").on(table.jobKey),
    index("email_deliveries_org_created_idx").on(table.organizationId, table.createdAt),
    index("email_deliveries_signer_idx").on(table.signerId),
    index("email_deliveries_updated_idx").on(table.updatedAt),
  ],
);

export type EmailDelivery = typeof emailDeliveries.$inferSelect;
