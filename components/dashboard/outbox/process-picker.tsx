"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useId, useState, type KeyboardEvent } from "react";
import { useTRPC } from "@/components/providers/trpc";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { useDebouncedValue } from "../documents/use-debounced-value";
import { PROCESS_STATUS_LABELS } from "../processes/process-labels";

const SHOWN = 8;
const DATE = new Intl.DateTimeFormat(undefined, { dateStyle: "medium" });

/**
 * Chooses one of the organization's processes by its subject: a combobox (ARIA 1.2 pattern)
 * that searches as the reader types and lists the newest matches. `value` is the chosen
 * process's id; the field shows its subject.
 */
export function ProcessPicker({ value, onChange }: { value: string | null; onChange: (id: string | null) => void }) {
  const trpc = useTRPC();
  const ids = useId();
  const [text, setText] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const query = useDebouncedValue((text ?? "").trim(), 250);
  const chosen = useQuery({ ...trpc.signingProcesses.get.queryOptions({ id: value ?? "" }), enabled: value !== null });
  const options = useQuery({
    ...trpc.signingProcesses.list.queryOptions({ q: query || undefined, pageSize: SHOWN }),
    enabled: open,
    placeholderData: keepPreviousData,
  });
  const items = options.data?.items ?? [];
  const chosenSubject = value === null ? "" : (chosen.data?.subject ?? "");
  const listId = `${ids}-options`;
  const optionId = (index: number) => `${ids}-option-${index}`;

  function choose(index: number) {
    const item = items[index];
    if (!item) return;
    onChange(item.id);
    setText(null);
    setOpen(false);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      if (!open) return setOpen(true);
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((current) => (items.length === 0 ? 0 : (current + step + items.length) % items.length));
    } else if (event.key === "Enter" && open) {
      event.preventDefault();
      choose(active);
    } else if (event.key === "Escape" && open) {
      event.preventDefault();
      setOpen(false);
      setText(null);
    }
  }

  return (
    <div className="relative">
      <label htmlFor={`${ids}-input`} className="block text-sm font-medium text-slate-800">
        Process
      </label>
      <div className="mt-1 flex gap-2">
        <Input
          id={`${ids}-input`}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={open && items[active] ? optionId(active) : undefined}
          aria-describedby={`${ids}-help`}
          autoComplete="off"
          placeholder={value === null ? "All processes" : undefined}
          value={text ?? chosenSubject}
          onChange={(event) => {
            setText(event.target.value);
            setActive(0);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onClick={() => setOpen(true)}
          // Leaving the field puts back the chosen subject; a click on an option lands first.
          onBlur={() => {
            setOpen(false);
            setText(null);
          }}
          onKeyDown={onKeyDown}
          className="min-w-0 flex-1"
        />
        {value !== null && (
          <Button variant="secondary" onClick={() => onChange(null)}>
            Clear<span className="sr-only"> the process filter</span>
          </Button>
        )}
      </div>
      <p id={`${ids}-help`} className="mt-1 text-xs text-slate-500">
        Type part of a subject and choose the process whose messages you want to see.
      </p>
      <ul
        id={listId}
        role="listbox"
        aria-label="Processes"
        hidden={!open}
        className="absolute inset-x-0 z-20 mt-1 max-h-72 overflow-auto rounded-md border border-slate-200 bg-white py-1 shadow-lg"
      >
        {items.map((item, index) => (
          <li
            key={item.id}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            // Note: mousedown would blur the field first and close the list before the click.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(index)}
            onMouseEnter={() => setActive(index)}
            className={`cursor-pointer px-3 py-2 text-sm ${index === active ? "bg-indigo-50 text-indigo-900" : "text-slate-800"}`}
          >
            <span className="block font-medium [overflow-wrap:anywhere]">{item.subject}</span>
            <span className="block text-xs text-slate-600">
              {PROCESS_STATUS_LABELS[item.status]} · started {DATE.format(new Date(item.createdAt))}
            </span>
          </li>
        ))}
        {open && items.length === 0 && (
          <li role="presentation" className="px-3 py-2 text-sm text-slate-600">
            {options.isPending ? "Looking for processes…" : options.isError ? "The processes could not be loaded." : "No process has that subject."}
          </li>
        )}
      </ul>
    </div>
  );
}
