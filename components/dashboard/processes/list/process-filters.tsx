"use client";

import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { PROCESS_STATUS_LABELS, PROCESS_STATUSES, type ProcessStatus } from "../process-labels";

export interface ProcessFilterValues {
  statuses: ProcessStatus[];
  search: string;
  createdFrom: string;
  createdTo: string;
}

export const NO_FILTERS: ProcessFilterValues = { statuses: [], search: "", createdFrom: "", createdTo: "" };

const LABEL = "block text-sm font-medium text-slate-800";

/** Search by subject, any number of statuses, and a range of creation days; all apply at once. */
export function ProcessFilters({ value, onChange }: { value: ProcessFilterValues; onChange: (value: ProcessFilterValues) => void }) {
  const set = (changes: Partial<ProcessFilterValues>) => onChange({ ...value, ...changes });
  const toggle = (status: ProcessStatus) =>
    set({ statuses: value.statuses.includes(status) ? value.statuses.filter((s) => s !== status) : [...value.statuses, status] });
  const filtered = value.statuses.length > 0 || value.search !== "" || value.createdFrom !== "" || value.createdTo !== "";

  return (
    <form role="search" aria-label="Filter processes" onSubmit={(event) => event.preventDefault()} className="space-y-4">
      <div className="grid grid-cols-2 gap-4 sm:grid-cols-[2fr_1fr_1fr]">
        <div className="col-span-2 sm:col-span-1">
          <label htmlFor="process-search" className={LABEL}>
            Search by subject
          </label>
          <Input
            id="process-search"
            type="search"
            value={value.search}
            maxLength={200}
            autoComplete="off"
            onChange={(event) => set({ search: event.target.value })}
            className="mt-1"
          />
        </div>
        <div>
          <label htmlFor="process-created-from" className={LABEL}>
            Created from
          </label>
          <Input
            id="process-created-from"
            type="date"
            value={value.createdFrom}
            max={value.createdTo || undefined}
            onChange={(event) => set({ createdFrom: event.target.value })}
            className="mt-1"
          />
        </div>
        <div>
          <label htmlFor="process-created-to" className={LABEL}>
            Created to
          </label>
          <Input
            id="process-created-to"
            type="date"
            value={value.createdTo}
            min={value.createdFrom || undefined}
            onChange={(event) => set({ createdTo: event.target.value })}
            className="mt-1"
          />
        </div>
      </div>
      <fieldset>
        <legend className={LABEL}>Status</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {PROCESS_STATUSES.map((status) => (
            <label
              key={status}
              className="inline-flex min-h-10 cursor-pointer items-center gap-2 rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-800 has-[:checked]:border-indigo-600 has-[:checked]:bg-indigo-50 has-[:checked]:text-indigo-900"
            >
              <input
                type="checkbox"
                checked={value.statuses.includes(status)}
                onChange={() => toggle(status)}
                className="h-4 w-4 accent-indigo-600"
              />
              {PROCESS_STATUS_LABELS[status]}
            </label>
          ))}
          {filtered && (
            <Button variant="ghost" onClick={() => onChange(NO_FILTERS)} className="min-h-10">
              Clear filters
            </Button>
          )}
        </div>
      </fieldset>
    </form>
  );
}
