"use client";

import { Field } from "@/components/ui/field";
import { Input, Select } from "@/components/ui/input";
import { describedBy } from "../../forms/field-errors";
import type { SigningFieldForPrefill } from "./start-form";

const TYPE_WORDS: Record<string, string> = { TEXT: "text", DATE: "date", CHECKBOX: "checkbox" };

/** A suggested value for one of a signer's fields; they see it filled in and may change it. */
export function PrefillField({
  id,
  field,
  roleLabel,
  value,
  error,
  warning,
  onChange,
}: {
  id: string;
  field: SigningFieldForPrefill;
  roleLabel: string;
  value: string;
  error: string | undefined;
  /** Text the PDF cannot print (forms/use-print-warnings.ts). */
  warning?: string;
  onChange: (value: string) => void;
}) {
  const name = field.label.trim() || field.key;
  const label = `Suggested value for “${name}”`;
  const help = `${roleLabel}’s ${TYPE_WORDS[field.type] ?? "field"}. Leave empty for no suggestion.`;
  return (
    <Field id={id} label={label} help={help} error={error} warning={warning}>
      {field.type === "CHECKBOX" ? (
        <Select id={id} value={value} onChange={(event) => onChange(event.target.value)} {...describedBy(id, error, true)}>
          <option value="">No suggestion</option>
          <option value="true">Ticked</option>
          <option value="false">Not ticked</option>
        </Select>
      ) : (
        <Input
          id={id}
          type={field.type === "DATE" ? "date" : "text"}
          value={value}
          maxLength={10_000}
          autoComplete="off"
          onChange={(event) => onChange(event.target.value)}
          {...describedBy(id, error, true, warning)}
        />
      )}
    </Field>
  );
}
