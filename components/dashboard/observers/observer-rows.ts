/**
 * "Send a copy to" as forms hold it (the new-process wizard, "Use template"): rows as typed,
 * and their translation into the `observers` input. A row left wholly empty is not sent.
 */
import type { ObserverInput } from "@/lib/schemas/observers";
import { MAX_OBSERVERS } from "@/lib/signing/observers";

export interface ObserverRow {
  /** Stable while rows are added and removed. */
  key: string;
  name: string;
  email: string;
}

export { MAX_OBSERVERS };

const filledIn = (rows: readonly ObserverRow[]) => rows.filter((row) => row.name.trim() !== "" || row.email.trim() !== "");

export function toObserversInput(rows: readonly ObserverRow[]): ObserverInput[] {
  return filledIn(rows).map((row) => ({ name: row.name.trim(), email: row.email.trim() }));
}

/** Where the row is in the input (`observers.<n>` in a problem's path); undefined for a row left empty. */
export function inputIndexOfRow(rows: readonly ObserverRow[], rowKey: string): number | undefined {
  const index = filledIn(rows).findIndex((row) => row.key === rowKey);
  return index < 0 ? undefined : index;
}
