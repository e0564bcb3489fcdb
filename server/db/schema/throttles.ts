import { index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Throttle counters kept in the database, so that every instance behind a load balancer counts
 * toward the same limit (server/throttle/rate-limiter.ts, server/auth/sign-in-throttle.ts).
 */

/**
 * One fixed window of one throttle key: `ip:…`, `upload:<org>`, `signer:<token hash>`.
 * Note: the table is UNLOGGED (migration 0018, which drizzle cannot declare): a crash that loses
 * the counters forgives at most a minute, and the hot upsert of each request skips the WAL flush.
 */
export const rateLimitWindows = pgTable(
  "rate_limit_windows",
  {
    key: text().notNull(),
    windowStart: timestamp({ withTimezone: true }).notNull(),
    count: integer().notNull(),
    // Windows of different lengths share the table; the sweep deletes by this.
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.key, table.windowStart] }), index("rate_limit_windows_expires_idx").on(table.expiresAt)],
);

/**
 * Failed dashboard sign-ins per email (hashed) and per client IP: a lockout that doubles each
 * time the failures reach the threshold again.
 */
export const signInFailures = pgTable(
  "sign_in_failures",
  {
    key: text().primaryKey(),
    failures: integer().notNull().default(0),
    // Start of the period in which `failures` are counted.
    windowStart: timestamp({ withTimezone: true }).notNull(),
    // How many lockouts in a row; the next one lasts twice as long.
    lockouts: integer().notNull().default(0),
    lockedUntil: timestamp({ withTimezone: true }),
    updatedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [index("sign_in_failures_updated_idx").on(table.updatedAt)],
);
