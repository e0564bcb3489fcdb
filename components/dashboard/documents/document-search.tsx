"use client";

import { Input } from "@/components/ui/input";

/** The file-name search above the list; it filters as you type. */
export function DocumentSearch({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <form role="search" onSubmit={(event) => event.preventDefault()} className="w-full sm:w-72">
      <label htmlFor="document-search" className="block text-sm font-medium text-slate-800">
        Search by file name
      </label>
      <Input
        id="document-search"
        type="search"
        value={value}
        maxLength={200}
        autoComplete="off"
        onChange={(event) => onChange(event.target.value)}
        className="mt-1"
      />
    </form>
  );
}
