-- Throttle counters skip the write-ahead log: every /api/v1 request increments one, and a
-- crash that empties the table only forgives the current minute's counts.
ALTER TABLE "rate_limit_windows" SET UNLOGGED;
