"use client";

import { Button } from "@/components/ui/button";
import { Input, Select } from "@/components/ui/input";
import { signerTitle, type EditorSigner } from "./editor-signer";
import { FIELD_TYPE_LABELS, SENDER_KEY, type DraftField, type FieldEditorAction, type SenderInputType } from "./field-editor-state";

const INPUT_TYPE_LABELS: Record<SenderInputType, string> = { string: "Text", number: "Number", date: "Date", boolean: "Yes or no" };

const LABEL = "block text-xs font-medium text-slate-700";

/** The selected field's settings: label, signer, required, page; and where it sits, in points. */
export function FieldProperties({
  field,
  signers,
  pageCount,
  dispatch,
  signerNoun = "Signer",
}: {
  field: DraftField;
  signers: EditorSigner[];
  pageCount: number;
  dispatch: (action: FieldEditorAction) => void;
  signerNoun?: string;
}) {
  const update = (changes: Extract<FieldEditorAction, { kind: "update" }>["changes"]) => dispatch({ kind: "update", id: field.id, changes });
  const sender = field.signerKey === SENDER_KEY;
  const labelMissing = sender && field.label.trim() === "";
  // Templates name their fields for the API; a process's fields have no key.
  const keyed = field.key !== undefined;
  return (
    <section aria-labelledby="field-properties-title" className="space-y-3">
      <div className="flex items-center justify-between gap-2">
        <h3 id="field-properties-title" className="text-sm font-semibold text-slate-900">
          Selected: {sender ? "Sender" : FIELD_TYPE_LABELS[field.type]} field
        </h3>
        <Button variant="secondary" size="sm" onClick={() => dispatch({ kind: "select", id: null })}>
          Done
        </Button>
      </div>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-1">
        <div className="col-span-2 lg:col-span-1">
          <label htmlFor="field-label" className={LABEL}>
            Label
          </label>
          <Input
            id="field-label"
            value={field.label}
            maxLength={200}
            // A Sender field's label is the question asked when a signing starts; a signer's is optional.
            placeholder={sender ? undefined : "Optional, e.g. Date of birth"}
            aria-invalid={labelMissing ? true : undefined}
            aria-describedby={labelMissing ? "field-label-error" : undefined}
            onChange={(event) => update({ label: event.target.value })}
            className="mt-1 h-9"
          />
          {labelMissing && (
            <p id="field-label-error" role="alert" className="mt-1 text-xs text-red-700">
              Label is required
            </p>
          )}
        </div>
        {keyed && (
          <div className="col-span-2 lg:col-span-1">
            <label htmlFor="field-key" className={LABEL}>
              {sender ? "Input key (a dot path such as customer.name)" : "API field key"}
            </label>
            <Input
              id="field-key"
              value={field.key}
              maxLength={100}
              autoComplete="off"
              spellCheck={false}
              onChange={(event) => update({ key: event.target.value })}
              className="mt-1 h-9 font-mono"
            />
          </div>
        )}
        {sender ? (
          <div>
            <label htmlFor="field-input-type" className={LABEL}>
              Value type
            </label>
            <Select
              id="field-input-type"
              value={field.inputType ?? "string"}
              onChange={(event) => update({ inputType: event.target.value as SenderInputType })}
              className="mt-1 h-9"
            >
              {Object.entries(INPUT_TYPE_LABELS).map(([value, text]) => (
                <option key={value} value={value}>
                  {text}
                </option>
              ))}
            </Select>
          </div>
        ) : (
          <div>
            <label htmlFor="field-signer" className={LABEL}>
              {signerNoun}
            </label>
            <Select id="field-signer" value={field.signerKey} onChange={(event) => update({ signerKey: event.target.value })} className="mt-1 h-9">
              {signers.map((signer) => (
                <option key={signer.key} value={signer.key}>
                  {signerTitle(signer)}
                </option>
              ))}
            </Select>
          </div>
        )}
        <div>
          <label htmlFor="field-page" className={LABEL}>
            Page
          </label>
          <Select id="field-page" value={field.page} onChange={(event) => update({ page: Number(event.target.value) })} className="mt-1 h-9">
            {Array.from({ length: pageCount }, (_, index) => (
              <option key={index} value={index}>
                Page {index + 1}
              </option>
            ))}
          </Select>
        </div>
        {sender && (
          <div>
            <label htmlFor="field-font-size" className={LABEL}>
              Font size (pt, empty for automatic)
            </label>
            <Input
              id="field-font-size"
              type="number"
              min={4}
              max={72}
              step={1}
              value={field.fontSize ?? ""}
              onChange={(event) => update({ fontSize: event.target.value === "" ? undefined : Number(event.target.value) })}
              className="mt-1 h-9"
            />
          </div>
        )}
        {!sender && field.type === "DATE" && (
          <div className="col-span-2 lg:col-span-1">
            <label htmlFor="field-date-fill" className={LABEL}>
              Filled in
            </label>
            <Select
              id="field-date-fill"
              value={field.autofill ?? ""}
              onChange={(event) => update(event.target.value === "SIGNING_DATE" ? { autofill: "SIGNING_DATE", required: false } : { autofill: undefined, required: true })}
              className="mt-1 h-9"
            >
              <option value="">By the signer, who picks a date</option>
              <option value="SIGNING_DATE">Automatically, with the date of signing</option>
            </Select>
          </div>
        )}
        {!field.autofill && (
          <label className="col-span-2 flex min-h-9 items-center gap-2 text-sm text-slate-800 lg:col-span-1">
            <input type="checkbox" checked={field.required} onChange={(event) => update({ required: event.target.checked })} className="h-4 w-4 accent-indigo-600" />
            Required
          </label>
        )}
      </div>
      <p className="text-xs text-slate-600">
        At {field.x} × {field.y} pt from the top left, {field.w} × {field.h} pt in size.
      </p>
      <Button variant="ghost" size="sm" onClick={() => dispatch({ kind: "remove", id: field.id })} className="text-red-700 hover:bg-red-50">
        Remove this field
      </Button>
    </section>
  );
}
