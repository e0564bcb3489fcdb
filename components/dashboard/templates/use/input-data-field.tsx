"use client";

import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import type { InputSchemaEntry } from "@/lib/schemas/templates";
import { describedBy } from "../../forms/field-errors";

const HELP: Partial<Record<InputSchemaEntry["type"], string>> = { number: "A number, such as 1200 or 12.5." };

/** One entry of the version's input schema, as the control its type calls for. */
export function InputDataField({
  id,
  entry,
  value,
  error,
  warning,
  onChange,
}: {
  id: string;
  entry: InputSchemaEntry;
  value: string | boolean | undefined;
  error: string | undefined;
  /** Text the PDF cannot print (forms/use-print-warnings.ts). */
  warning?: string;
  onChange: (value: string | boolean) => void;
}) {
  const label = entry.required ? `${entry.label} (required)` : `${entry.label} (optional)`;
  if (entry.type === "boolean") {
    return (
      <div className="space-y-1 self-end">
        <label htmlFor={id} className="inline-flex min-h-10 cursor-pointer items-center gap-2 text-sm font-medium text-slate-800">
          <input
            id={id}
            type="checkbox"
            checked={value === true}
            onChange={(event) => onChange(event.target.checked)}
            className="h-4 w-4 accent-indigo-600"
            {...describedBy(id, error)}
          />
          {entry.label}
        </label>
        {error && (
          <p id={`${id}-error`} role="alert" className="text-xs text-red-700">
            {error}
          </p>
        )}
      </div>
    );
  }
  const text = typeof value === "string" ? value : "";
  const help = HELP[entry.type];
  return (
    <Field id={id} label={label} help={help} error={error} warning={warning}>
      <Input
        id={id}
        type={entry.type === "date" ? "date" : "text"}
        inputMode={entry.type === "number" ? "decimal" : undefined}
        value={text}
        maxLength={entry.type === "string" ? 10_000 : undefined}
        required={entry.required}
        autoComplete="off"
        onChange={(event) => onChange(event.target.value)}
        {...describedBy(id, error, help !== undefined, warning)}
      />
    </Field>
  );
}
