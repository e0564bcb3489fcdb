import { date, index, integer, pgTable, uuid } from "drizzle-orm/pg-core";
import { finalizationStatusEnum, processStatusEnum } from "./signing";

/**
 * Kept counts of signing processes (docs/performance.md, "Scale"): each row adds `delta`
 * processes to one (organization, creator, stored status, finalization, month completed).
 * A trigger on signing_processes appends a row for every insert, delete and change of those
 * columns (hand-written in drizzle/0039), so concurrent creations append rows and never wait on
 * one counter row; the expiry sweep folds an organization's rows into their sums
 * (server/services/signing/process-counts.ts). No foreign keys: the trigger still writes while an
 * organization's processes are deleted with it, and those rows sum to zero and are folded away.
 */
export const processCountDeltas = pgTable(
  "process_count_deltas",
  {
    organizationId: uuid().notNull(),
    createdByUserId: uuid().notNull(),
    status: processStatusEnum().notNull(),
    finalizationStatus: finalizationStatusEnum().notNull(),
    // The first day of the UTC month the process completed in; null while it is not completed.
    completedMonth: date({ mode: "string" }),
    delta: integer().notNull(),
  },
  (table) => [index("process_count_deltas_org_idx").on(table.organizationId, table.createdByUserId)],
);
