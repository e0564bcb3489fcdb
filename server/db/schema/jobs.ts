import { sql } from "drizzle-orm";
import { bigint, index, integer, jsonb, pgEnum, pgTable, text, timestamp } from "drizzle-orm/pg-core";

export const JOB_STATUSES = ["PENDING", "RUNNING", "SUCCEEDED", "FAILED"] as const;
export const jobStatusEnum = pgEnum("job_status", JOB_STATUSES);

/**
 * Every background job is a row here first, written in the same transaction as the change
 * that needs it, so no job is lost and none runs for a change that was rolled back. The local
 * runner claims rows from this table; the Inngest runner is handed them as events.
 */
export const jobs = pgTable(
  "jobs",
  {
    // A number, because the spec's jobId is "a string holding a number".
    id: bigint({ mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    name: text().notNull(),
    payload: jsonb().notNull(),
    status: jobStatusEnum().notNull().default("PENDING"),
    attempts: integer().notNull().default(0),
    maxAttempts: integer().notNull(),
    runAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lockedAt: timestamp({ withTimezone: true }),
    lockedBy: text(),
    lastError: text(),
    // The id of the request that enqueued it (server/log/request-context.mjs): its log lines carry it too.
    requestId: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    index("jobs_due_idx").on(table.runAt).where(sql`${table.status} = 'PENDING'`),
    index("jobs_running_idx").on(table.lockedAt).where(sql`${table.status} = 'RUNNING'`),
  ],
);

export type Job = typeof jobs.$inferSelect;
export type JobStatus = (typeof JOB_STATUSES)[number];
