"use client";

import { Button } from "@/components/ui/button";
import { Input, Select } from "@/components/ui/input";
import type { SenderInputType } from "../../../processes/field-editor/field-editor-state";
import type { EditorInput } from "../template-draft";
import { FoundInHtml } from "./found-in-html";

const LABEL = "block text-xs font-medium text-slate-700";
const TYPES: Record<SenderInputType, string> = { string: "Text", number: "Number", date: "Date", boolean: "Yes or no" };

/**
 * The template's variables (its inputSchema): what a signing's `data` brings, each with a
 * sample value the preview renders with. Written in the HTML as {{ key }}.
 */
export function VariablesPanel({
  inputs,
  onChange,
  newId,
  undeclared,
  onDeclare,
}: {
  inputs: EditorInput[];
  onChange: (inputs: EditorInput[]) => void;
  newId: () => string;
  /** Data paths the HTML uses that no variable covers. */
  undeclared: string[];
  onDeclare: (key: string) => void;
}) {
  const change = (id: string, changes: Partial<EditorInput>) => onChange(inputs.map((input) => (input.id === id ? { ...input, ...changes } : input)));
  return (
    <section aria-labelledby="variables-title" className="space-y-3">
      <div>
        <h2 id="variables-title" className="text-base font-semibold text-slate-900">
          Variables
        </h2>
        <p className="text-sm text-slate-600">
          Data sent when a signing starts, printed with <code className="rounded bg-slate-100 px-1">{"{{ customer.name }}"}</code> and tested with{" "}
          <code className="rounded bg-slate-100 px-1">{"{% if … %}"}</code>. Sample values are for the preview only.
        </p>
      </div>
      <FoundInHtml id="undeclared-variables-title" title="The HTML uses these, which are not variables yet:" names={undeclared} addLabel="Add the variable" onAdd={onDeclare} />
      <ol className="space-y-3">
        {inputs.map((input, index) => {
          const id = input.id;
          const name = input.key || `variable ${index + 1}`;
          return (
            <li key={id} className="rounded-md border border-slate-200 bg-white p-3">
              <fieldset className="grid gap-3 sm:grid-cols-2">
                <legend className="sr-only">Variable {index + 1}</legend>
                <div>
                  <label htmlFor={`${id}-key`} className={LABEL}>
                    Key (dot path)
                  </label>
                  <Input
                    id={`${id}-key`}
                    value={input.key}
                    maxLength={200}
                    spellCheck={false}
                    autoComplete="off"
                    placeholder="customer.name"
                    onChange={(event) => change(id, { key: event.target.value })}
                    className="mt-1 h-9 font-mono"
                  />
                </div>
                <div>
                  <label htmlFor={`${id}-label`} className={LABEL}>
                    Label
                  </label>
                  <Input id={`${id}-label`} value={input.label} maxLength={200} onChange={(event) => change(id, { label: event.target.value })} className="mt-1 h-9" />
                </div>
                <div>
                  <label htmlFor={`${id}-type`} className={LABEL}>
                    Type
                  </label>
                  <Select
                    id={`${id}-type`}
                    value={input.type}
                    onChange={(event) => change(id, { type: event.target.value as SenderInputType, sample: "" })}
                    className="mt-1 h-9"
                  >
                    {Object.entries(TYPES).map(([value, text]) => (
                      <option key={value} value={value}>
                        {text}
                      </option>
                    ))}
                  </Select>
                </div>
                <div>
                  <label htmlFor={`${id}-sample`} className={LABEL}>
                    Sample value
                  </label>
                  {input.type === "boolean" ? (
                    <Select id={`${id}-sample`} value={input.sample === "true" ? "true" : "false"} onChange={(event) => change(id, { sample: event.target.value })} className="mt-1 h-9">
                      <option value="true">Yes</option>
                      <option value="false">No</option>
                    </Select>
                  ) : (
                    <Input
                      id={`${id}-sample`}
                      type={input.type === "number" ? "number" : input.type === "date" ? "date" : "text"}
                      value={input.sample}
                      maxLength={2000}
                      onChange={(event) => change(id, { sample: event.target.value })}
                      className="mt-1 h-9"
                    />
                  )}
                </div>
                <div className="flex flex-wrap items-center justify-between gap-2 sm:col-span-2">
                  <label className="flex min-h-8 items-center gap-2 text-sm text-slate-800">
                    <input type="checkbox" checked={input.required} onChange={(event) => change(id, { required: event.target.checked })} className="h-4 w-4 accent-indigo-600" />
                    Required when starting
                  </label>
                  <Button variant="ghost" size="sm" className="text-red-700 hover:bg-red-50" onClick={() => onChange(inputs.filter((other) => other.id !== id))} aria-label={`Remove ${name}`}>
                    Remove
                  </Button>
                </div>
              </fieldset>
            </li>
          );
        })}
      </ol>
      <Button
        variant="secondary"
        onClick={() => onChange([...inputs, { id: newId(), key: `variable_${inputs.length + 1}`, label: `Variable ${inputs.length + 1}`, type: "string", required: true, sample: "" }])}
      >
        Add variable
      </Button>
    </section>
  );
}
