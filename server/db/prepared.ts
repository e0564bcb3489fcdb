/**
 * Statements that every API request sends (the throttle's count with the key lookup, a process
 * read) or every write starts with (the organization, a creation's document and monthly count),
 * turned into SQL once per database handle instead of on every call. A profile of the
 * server under load showed drizzle building SQL strings (column names, casing, parameters) for
 * about a tenth of its CPU time, more than the driver spent sending them
 * (docs/performance-notes.md). Statements whose shape changes per call (inserts of n rows) are
 * not worth it and stay as they are.
 */
import type { Db, Tx } from "./client";

const statements = new WeakMap<Db | Tx, Map<string, unknown>>();

/**
 * The statement `build` makes for this handle, built on the first call only; `name` tells the
 * statements of one handle apart. A transaction is a handle of its own.
 */
export function prepared<H extends Db | Tx, T>(db: H, name: string, build: (db: H) => T): T {
  let ofHandle = statements.get(db);
  if (!ofHandle) {
    ofHandle = new Map();
    statements.set(db, ofHandle);
  }
  if (!ofHandle.has(name)) ofHandle.set(name, build(db));
  return ofHandle.get(name) as T;
}
