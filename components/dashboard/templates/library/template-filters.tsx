"use client";

import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Input, Select } from "@/components/ui/input";
import type { TemplateLabel } from "@/server/services/templates/template-record";
import { TEMPLATE_KIND_LABELS, TEMPLATE_STATUS_LABELS, type TemplateKind, type TemplateStatus } from "./template-labels";

export type TemplateSort = "updatedAt" | "name" | "createdAt";

export interface TemplateFilterValues {
  search: string;
  kinds: TemplateKind[];
  statuses: TemplateStatus[];
  /** Empty: every category. */
  categoryId: string;
  tagIds: string[];
  sort: TemplateSort;
  order: "asc" | "desc";
}

export const NO_TEMPLATE_FILTERS: TemplateFilterValues = {
  search: "",
  kinds: [],
  statuses: [],
  categoryId: "",
  tagIds: [],
  sort: "updatedAt",
  order: "desc",
};

const KINDS: TemplateKind[] = ["PDF", "HTML", "FORM"];
const STATUSES: TemplateStatus[] = ["DRAFT", "PUBLISHED", "ARCHIVED"];
const SORT_LABELS: Record<TemplateSort, string> = { updatedAt: "Last changed", name: "Name", createdAt: "Created" };
const ORDER_LABELS: Record<TemplateSort, Record<"asc" | "desc", string>> = {
  updatedAt: { desc: "Newest first", asc: "Oldest first" },
  createdAt: { desc: "Newest first", asc: "Oldest first" },
  name: { asc: "A to Z", desc: "Z to A" },
};

const LABEL = "block text-sm font-medium text-slate-800";

/** Whether anything narrows the list (the sort does not). */
export function isFiltered(value: TemplateFilterValues): boolean {
  return value.search.trim() !== "" || value.kinds.length > 0 || value.statuses.length > 0 || value.categoryId !== "" || value.tagIds.length > 0;
}

function toggled<T>(list: T[], item: T): T[] {
  return list.includes(item) ? list.filter((candidate) => candidate !== item) : [...list, item];
}

/** Search over name and description, kind, status, category and tags, and the order of the list. */
export function TemplateFilters({
  value,
  categories,
  tags,
  onChange,
}: {
  value: TemplateFilterValues;
  categories: TemplateLabel[];
  tags: TemplateLabel[];
  onChange: (value: TemplateFilterValues) => void;
}) {
  const set = (changes: Partial<TemplateFilterValues>) => onChange({ ...value, ...changes });
  return (
    <form role="search" aria-label="Filter templates" onSubmit={(event) => event.preventDefault()} className="space-y-4">
      <div className="grid grid-cols-2 gap-4 md:grid-cols-[2fr_1fr_1fr_1fr]">
        <div className="col-span-2 md:col-span-1">
          <label htmlFor="template-search" className={LABEL}>
            Search by name or description
          </label>
          <Input
            id="template-search"
            type="search"
            value={value.search}
            maxLength={200}
            autoComplete="off"
            onChange={(event) => set({ search: event.target.value })}
            className="mt-1"
          />
        </div>
        <div className="col-span-2 md:col-span-1">
          <label htmlFor="template-category" className={LABEL}>
            Category
          </label>
          <Select id="template-category" value={value.categoryId} onChange={(event) => set({ categoryId: event.target.value })} className="mt-1">
            <option value="">All categories</option>
            {categories.map((category) => (
              <option key={category.id} value={category.id}>
                {category.name}
              </option>
            ))}
          </Select>
        </div>
        <div>
          <label htmlFor="template-sort" className={LABEL}>
            Sort by
          </label>
          <Select
            id="template-sort"
            value={value.sort}
            // A name reads best from A, a date from the newest.
            onChange={(event) => {
              const sort = event.target.value as TemplateSort;
              set({ sort, order: sort === "name" ? "asc" : "desc" });
            }}
            className="mt-1"
          >
            {(Object.keys(SORT_LABELS) as TemplateSort[]).map((sort) => (
              <option key={sort} value={sort}>
                {SORT_LABELS[sort]}
              </option>
            ))}
          </Select>
        </div>
        <div>
          <label htmlFor="template-order" className={LABEL}>
            Order
          </label>
          <Select id="template-order" value={value.order} onChange={(event) => set({ order: event.target.value as "asc" | "desc" })} className="mt-1">
            <option value={value.sort === "name" ? "asc" : "desc"}>{ORDER_LABELS[value.sort][value.sort === "name" ? "asc" : "desc"]}</option>
            <option value={value.sort === "name" ? "desc" : "asc"}>{ORDER_LABELS[value.sort][value.sort === "name" ? "desc" : "asc"]}</option>
          </Select>
        </div>
      </div>
      <div className="flex flex-wrap gap-x-8 gap-y-4">
        <Chips legend="Kind">
          {KINDS.map((kind) => (
            <Chip key={kind} checked={value.kinds.includes(kind)} onChange={() => set({ kinds: toggled(value.kinds, kind) })}>
              {TEMPLATE_KIND_LABELS[kind]}
            </Chip>
          ))}
        </Chips>
        <Chips legend="Status">
          {STATUSES.map((status) => (
            <Chip key={status} checked={value.statuses.includes(status)} onChange={() => set({ statuses: toggled(value.statuses, status) })}>
              {TEMPLATE_STATUS_LABELS[status]}
            </Chip>
          ))}
        </Chips>
        {tags.length > 0 && (
          <Chips legend="Tags (any of them)">
            {tags.map((tag) => (
              <Chip key={tag.id} checked={value.tagIds.includes(tag.id)} onChange={() => set({ tagIds: toggled(value.tagIds, tag.id) })}>
                {tag.name}
              </Chip>
            ))}
          </Chips>
        )}
      </div>
      {isFiltered(value) && (
        <Button variant="ghost" onClick={() => onChange({ ...NO_TEMPLATE_FILTERS, sort: value.sort, order: value.order })} className="min-h-10">
          Clear filters
        </Button>
      )}
    </form>
  );
}

function Chips({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset>
      <legend className={LABEL}>{legend}</legend>
      <div className="mt-2 flex flex-wrap gap-2">{children}</div>
    </fieldset>
  );
}

function Chip({ checked, onChange, children }: { checked: boolean; onChange: () => void; children: ReactNode }) {
  return (
    <label className="inline-flex min-h-10 cursor-pointer items-center gap-2 rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-800 has-[:checked]:border-indigo-600 has-[:checked]:bg-indigo-50 has-[:checked]:text-indigo-900">
      <input type="checkbox" checked={checked} onChange={onChange} className="h-4 w-4 accent-indigo-600" />
      {children}
    </label>
  );
}
