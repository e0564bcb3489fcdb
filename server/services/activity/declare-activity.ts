/**
 * How an operation declares its activity-log entry (docs/people.md, "Activity"): beside its
 * handler, in its `operations.ts`, as `activity: { before, entry }`, or `activity:
 * notRecorded("why")` for a change that is no admin action. `defineOperation` runs `before`,
 * the handler and the entry in one transaction (server/services/operation.ts), so the log holds
 * an entry exactly when the change happened. server/services/activity/activity-declarations.test.ts
 * fails while a mutation declares neither.
 */
import type { ServiceContext } from "../context";
import type { ActivityFacts, ActivityFields } from "./record-activity";

// Note: methods, not function properties: their parameters are checked bivariantly, so a
// definition with its own input and answer types still fits the registry's `Operation`.
export interface ActivityDeclaration<I, R> {
  /** Read before the change, in its transaction: what the entry compares with (never a secret). */
  before?(ctx: ServiceContext, input: I): Promise<ActivityFields | null>;
  /** The entry, from the answer, the input and what `before` read; null when nothing changed. */
  entry(answer: R, input: I, before: ActivityFields | null): ActivityFacts | null;
}

/** An explicit opt-out, with the reason a reader of the definition needs. */
export interface NoActivity {
  notRecorded: string;
}

export function notRecorded(reason: string): NoActivity {
  return { notRecorded: reason };
}

export function isRecorded<I, R>(declaration: ActivityDeclaration<I, R> | NoActivity | undefined): declaration is ActivityDeclaration<I, R> {
  return declaration !== undefined && !("notRecorded" in declaration);
}
