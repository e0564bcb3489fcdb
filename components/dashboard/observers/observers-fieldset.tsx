"use client";

import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { describedBy } from "../forms/field-errors";
import { MAX_OBSERVERS, type ObserverRow } from "./observer-rows";

/**
 * "Send a copy to": people who never sign but get the signed document and its certificate by
 * email when everyone has signed, or are told when signing stops.
 */
export function ObserversFieldset({
  rows,
  errorOf,
  newKey,
  onChange,
}: {
  rows: ObserverRow[];
  /** The problem with a row's name or email, in words, if any. */
  errorOf: (rowKey: string, part: "name" | "email") => string | undefined;
  newKey: () => string;
  onChange: (rows: ObserverRow[]) => void;
}) {
  const update = (key: string, changes: Partial<ObserverRow>) => onChange(rows.map((row) => (row.key === key ? { ...row, ...changes } : row)));
  return (
    <fieldset className="space-y-3 rounded-md border border-slate-200 bg-white p-4">
      <legend className="px-1 text-base font-semibold text-slate-900">Send a copy to (optional)</legend>
      <p className="text-sm text-slate-600">
        They do not sign. When everyone has signed, they get the signed document and its certificate by email; if signing stops, they are told why.
      </p>
      {rows.length > 0 && (
        <ul aria-label="People who get a copy" className="space-y-3">
          {rows.map((row, index) => {
            const id = (part: string) => `observer-${row.key}-${part}`;
            const nameError = errorOf(row.key, "name");
            const emailError = errorOf(row.key, "email");
            const title = row.name.trim() || `person ${index + 1}`;
            return (
              <li key={row.key} className="grid gap-3 md:grid-cols-[1fr_1fr_auto] md:items-start">
                <Field id={id("name")} label="Name" error={nameError}>
                  <Input id={id("name")} value={row.name} maxLength={200} autoComplete="off" onChange={(event) => update(row.key, { name: event.target.value })} {...describedBy(id("name"), nameError)} />
                </Field>
                <Field id={id("email")} label="Email" error={emailError}>
                  <Input
                    id={id("email")}
                    type="email"
                    value={row.email}
                    maxLength={254}
                    autoComplete="off"
                    onChange={(event) => update(row.key, { email: event.target.value })}
                    {...describedBy(id("email"), emailError)}
                  />
                </Field>
                <Button variant="ghost" size="sm" className="text-red-700 hover:bg-red-50 md:mt-6" onClick={() => onChange(rows.filter((candidate) => candidate.key !== row.key))}>
                  Remove<span className="sr-only"> {title} from the copies</span>
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      <Button variant="secondary" disabled={rows.length >= MAX_OBSERVERS} onClick={() => onChange([...rows, { key: newKey(), name: "", email: "" }])}>
        {rows.length === 0 ? "Add a person" : "Add another person"}
      </Button>
      {rows.length >= MAX_OBSERVERS && <p className="text-sm text-slate-600">Up to {MAX_OBSERVERS} people can get a copy.</p>}
    </fieldset>
  );
}
