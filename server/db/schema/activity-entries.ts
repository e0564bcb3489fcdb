/**
 * The organization's activity log (docs/people.md, "Activity"): one row per admin action, who
 * did it, from where, and which fields changed. Append-only like the audit trail: a trigger
 * refuses UPDATE, DELETE and TRUNCATE (drizzle/0024_activity_log.sql).
 */
import { index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { organizations } from "./organizations";

/** One changed field: its value before and after (null when the subject was created or deleted). */
export interface ActivityChange {
  before: unknown;
  after: unknown;
}

export const activityEntries = pgTable(
  "activity_entries",
  {
    id: uuid().primaryKey().defaultRandom(),
    // No cascade: the rows outlive nothing and may not be deleted.
    organizationId: uuid()
      .notNull()
      .references(() => organizations.id),
    occurredAt: timestamp({ withTimezone: true, precision: 3 }).notNull().defaultNow(),
    // A stable name (`apiKey.revoked`); the dashboard turns it into a sentence.
    action: text().notNull(),
    actorKind: text().notNull(),
    // The user's or the key's id; null for the operator's CLI.
    actorId: uuid(),
    actorName: text().notNull(),
    ip: text(),
    // What the action was about (an API key, a member, a webhook) and its name at the time.
    subjectId: text(),
    subjectName: text(),
    changes: jsonb().$type<Record<string, ActivityChange>>().notNull().default({}),
  },
  (table) => [index("activity_entries_org_time_idx").on(table.organizationId, table.occurredAt.desc(), table.id)],
);

export type ActivityEntry = typeof activityEntries.$inferSelect;
