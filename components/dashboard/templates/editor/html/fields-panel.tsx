"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Input, Select } from "@/components/ui/input";
import { FIELD_TYPE_LABELS, FIELD_TYPES, type FieldType } from "../../../processes/field-editor/field-editor-state";
import { FoundInHtml } from "./found-in-html";
import { fieldKeyFromLabel, markerSnippet, type EditorRole, type HtmlField } from "../template-draft";

const LABEL = "block text-xs font-medium text-slate-700";

/**
 * The signing fields of an HTML template. Each lands where its marker is in the HTML, an
 * element with data-sd-field="KEY"; "Copy marker" gives one of a signature's size to paste.
 */
export function FieldsPanel({
  fields,
  roles,
  missing,
  unclaimed,
  onClaim,
  onChange,
  onInsert,
  newId,
}: {
  fields: HtmlField[];
  roles: EditorRole[];
  /** Keys of fields the last preview found no marker for. */
  missing: ReadonlySet<string>;
  /** Keys of markers in the HTML that no field has yet. */
  unclaimed: string[];
  onClaim: (key: string) => void;
  onChange: (fields: HtmlField[]) => void;
  /** Puts a marker into the HTML where the cursor was, for whoever cannot paste. */
  onInsert: (snippet: string) => void;
  newId: () => string;
}) {
  const [copied, setCopied] = useState<string | null>(null);
  const change = (id: string, changes: Partial<HtmlField>) => onChange(fields.map((field) => (field.id === id ? { ...field, ...changes } : field)));

  async function copy(field: HtmlField) {
    try {
      await navigator.clipboard.writeText(markerSnippet(field.key));
      setCopied(`Marker for ${field.key} copied. Paste it into the HTML where the field goes.`);
    } catch {
      setCopied(`Copying is not allowed here. The marker is: ${markerSnippet(field.key)}`);
    }
  }

  function add() {
    const label = "Signature";
    onChange([
      ...fields,
      { id: newId(), key: fieldKeyFromLabel(label, fields.map((field) => field.key)), label, type: "SIGNATURE", required: true, roleId: roles[0]?.id ?? "" },
    ]);
  }

  return (
    <section aria-labelledby="html-fields-title" className="space-y-3">
      <div>
        <h2 id="html-fields-title" className="text-base font-semibold text-slate-900">
          Signing fields
        </h2>
        <p className="text-sm text-slate-600">
          Each field goes where its marker is: an element with <code className="rounded bg-slate-100 px-1">data-sd-field=&quot;key&quot;</code>, sized as the field should be.
        </p>
      </div>
      <FoundInHtml id="unclaimed-markers-title" title="The HTML has markers for these fields, which are not listed yet:" names={unclaimed} addLabel="Add the field" onAdd={onClaim} />
      <ol className="space-y-3">
        {fields.map((field, index) => {
          const id = field.id;
          const name = field.label || field.key || `field ${index + 1}`;
          return (
            <li key={id} className="rounded-md border border-slate-200 bg-white p-3">
              <fieldset className="grid gap-3 sm:grid-cols-2">
                <legend className="sr-only">Signing field {index + 1}</legend>
                <div>
                  <label htmlFor={`${id}-key`} className={LABEL}>
                    Key (the marker’s data-sd-field)
                  </label>
                  <Input
                    id={`${id}-key`}
                    value={field.key}
                    maxLength={100}
                    spellCheck={false}
                    autoComplete="off"
                    onChange={(event) => change(id, { key: event.target.value })}
                    className="mt-1 h-9 font-mono"
                  />
                </div>
                <div>
                  <label htmlFor={`${id}-label`} className={LABEL}>
                    Label
                  </label>
                  <Input id={`${id}-label`} value={field.label} maxLength={200} onChange={(event) => change(id, { label: event.target.value })} className="mt-1 h-9" />
                </div>
                <div>
                  <label htmlFor={`${id}-role`} className={LABEL}>
                    Role
                  </label>
                  <Select id={`${id}-role`} value={field.roleId} onChange={(event) => change(id, { roleId: event.target.value })} className="mt-1 h-9">
                    {roles.length === 0 && <option value="">Add a role first</option>}
                    {roles.map((role, roleIndex) => (
                      <option key={role.id} value={role.id}>
                        {roleIndex + 1} · {role.label || role.key}
                      </option>
                    ))}
                  </Select>
                </div>
                <div>
                  <label htmlFor={`${id}-type`} className={LABEL}>
                    Type
                  </label>
                  <Select id={`${id}-type`} value={field.type} onChange={(event) => change(id, { type: event.target.value as FieldType })} className="mt-1 h-9">
                    {FIELD_TYPES.map((type) => (
                      <option key={type} value={type}>
                        {FIELD_TYPE_LABELS[type]}
                      </option>
                    ))}
                  </Select>
                </div>
                <div className="flex flex-wrap items-center gap-2 sm:col-span-2">
                  <label className="mr-auto flex min-h-8 items-center gap-2 text-sm text-slate-800">
                    <input type="checkbox" checked={field.required} onChange={(event) => change(id, { required: event.target.checked })} className="h-4 w-4 accent-indigo-600" />
                    Required
                  </label>
                  <Button variant="secondary" size="sm" onClick={() => void copy(field)} aria-label={`Copy marker for ${field.key}`}>
                    Copy marker
                  </Button>
                  <Button variant="secondary" size="sm" onClick={() => onInsert(markerSnippet(field.key))} aria-label={`Insert a marker for ${field.key} into the HTML`}>
                    Insert into HTML
                  </Button>
                  <Button variant="ghost" size="sm" className="text-red-700 hover:bg-red-50" onClick={() => onChange(fields.filter((other) => other.id !== id))} aria-label={`Remove ${name}`}>
                    Remove
                  </Button>
                </div>
                {missing.has(field.key.trim()) && (
                  <p className="text-sm text-amber-900 sm:col-span-2">The preview found no marker for this field.</p>
                )}
              </fieldset>
            </li>
          );
        })}
      </ol>
      <p role="status" className="text-sm text-slate-700 [overflow-wrap:anywhere]">
        {copied}
      </p>
      <Button variant="secondary" onClick={add}>
        Add signing field
      </Button>
    </section>
  );
}
