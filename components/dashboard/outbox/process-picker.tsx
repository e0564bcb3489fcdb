"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useId, useState, type KeyboardEvent } from "react";
import { useTRPC } from "@/components/providers/trpc";
import { Button } from "@/components/ui/button";
import { Command, CommandEmpty, CommandItem, CommandList, useHighlightedItemId } from "@/components/ui/command";
import { Input } from "@/components/ui/input";
import { Popover, PopoverAnchor, PopoverContent } from "@/components/ui/popover";
import { useDebouncedValue } from "../documents/use-debounced-value";
import { PROCESS_STATUS_LABELS } from "../processes/process-labels";

const SHOWN = 8;
const DATE = new Intl.DateTimeFormat(undefined, { dateStyle: "medium" });

/**
 * Chooses one of the organization's processes by its subject: a combobox (ARIA 1.2 pattern;
 * keys from cmdk, the list in a popover) that searches as the reader types and lists the
 * newest matches. `value` is
 * the chosen process's id; the field shows its subject.
 */
export function ProcessPicker({ value, onChange }: { value: string | null; onChange: (id: string | null) => void }) {
  const trpc = useTRPC();
  const ids = useId();
  const [text, setText] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const query = useDebouncedValue((text ?? "").trim(), 250);
  const chosen = useQuery({ ...trpc.signingProcesses.get.queryOptions({ id: value ?? "" }), enabled: value !== null });
  const options = useQuery({
    ...trpc.signingProcesses.list.queryOptions({ q: query || undefined, pageSize: SHOWN }),
    enabled: open,
    placeholderData: keepPreviousData,
  });
  const items = options.data?.items ?? [];
  const chosenSubject = value === null ? "" : (chosen.data?.subject ?? "");
  // Note: cmdk names its list itself; the field points at it while it is on the page.
  const [listId, setListId] = useState<string>();

  function choose(id: string) {
    onChange(id);
    close();
  }

  /** Closing puts back the chosen subject. */
  function close() {
    setText(null);
    setOpen(false);
  }

  return (
    <Command shouldFilter={false} loop>
      <label htmlFor={`${ids}-input`} className="block text-sm font-medium text-slate-800">
        Process
      </label>
      <Popover open={open} onOpenChange={(next) => !next && close()}>
        <PopoverAnchor asChild>
          <div className="mt-1 flex gap-2">
            <PickerField
              id={`${ids}-input`}
              listId={listId}
              open={open}
              placeholder={value === null ? "All processes" : undefined}
              value={text ?? chosenSubject}
              describedBy={`${ids}-help`}
              onText={(typed) => {
                setText(typed);
                setOpen(true);
              }}
              onOpen={() => setOpen(true)}
              onClose={close}
            />
            {value !== null && (
              <Button variant="secondary" onClick={() => onChange(null)}>
                Clear<span className="sr-only"> the process filter</span>
              </Button>
            )}
          </div>
        </PopoverAnchor>
        <PopoverContent
          portal={false}
          // Note: a list that belongs to the field, not a dialog; focus stays in the field throughout.
          role="presentation"
          onOpenAutoFocus={(event) => event.preventDefault()}
          onCloseAutoFocus={(event) => event.preventDefault()}
          // Leaving the field closes the list already; a click on the field must not.
          onInteractOutside={(event) => event.preventDefault()}
          className="w-[var(--radix-popover-trigger-width)] p-0"
        >
          <CommandList ref={(node) => setListId(node?.id)} label="Processes">
            {items.map((item) => (
              <CommandItem
                key={item.id}
                value={item.id}
                onSelect={() => choose(item.id)}
                // Note: mousedown would blur the field first and close the list before the click.
                onMouseDown={(event) => event.preventDefault()}
              >
                <span className="block font-medium [overflow-wrap:anywhere]">{item.subject}</span>
                <span className="block text-xs text-slate-600">
                  {PROCESS_STATUS_LABELS[item.status]} · started {DATE.format(new Date(item.createdAt))}
                </span>
              </CommandItem>
            ))}
            <CommandEmpty>
              {options.isPending ? "Looking for processes…" : options.isError ? "The processes could not be loaded." : "No process has that subject."}
            </CommandEmpty>
          </CommandList>
        </PopoverContent>
      </Popover>
      <p id={`${ids}-help`} className="mt-1 text-xs text-slate-500">
        Type part of a subject and choose the process whose messages you want to see.
      </p>
    </Command>
  );
}

/** The text field of the combobox; inside Command, whose keys move through the list. */
function PickerField(props: {
  id: string;
  listId: string | undefined;
  open: boolean;
  placeholder: string | undefined;
  value: string;
  describedBy: string;
  onText: (text: string) => void;
  onOpen: () => void;
  onClose: () => void;
}) {
  const highlighted = useHighlightedItemId();
  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if ((event.key === "ArrowDown" || event.key === "ArrowUp") && !props.open) {
      event.preventDefault();
      props.onOpen();
    } else if (event.key === "Escape" && props.open) {
      event.preventDefault();
      props.onClose();
    }
  }
  return (
    <Input
      id={props.id}
      role="combobox"
      aria-autocomplete="list"
      aria-expanded={props.open}
      aria-controls={props.listId}
      aria-activedescendant={props.open ? highlighted : undefined}
      aria-describedby={props.describedBy}
      autoComplete="off"
      placeholder={props.placeholder}
      value={props.value}
      onChange={(event) => props.onText(event.target.value)}
      onFocus={props.onOpen}
      onClick={props.onOpen}
      onBlur={props.onClose}
      onKeyDown={onKeyDown}
      className="min-w-0 flex-1"
    />
  );
}
