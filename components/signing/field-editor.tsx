"use client";

import { Input } from "@/components/ui/input";
import { TEXT_MAX_LENGTH, type FieldProblem } from "./field-progress";
import type { FieldValue, SignerField } from "./signer-client";
import { useT } from "./translator-context";

/** The DOM id of a field's input, so the guided path can put the cursor in it. */
export const fieldInputId = (fieldId: string) => `field-input-${fieldId}`;

/**
 * The input for one TEXT, DATE or CHECKBOX field, labelled with the field's own label and
 * whether it is required. Its value shows on the document as it is typed.
 */
export function FieldEditor({
  field,
  value,
  problem,
  kiosk,
  onChange,
  onEnter,
}: {
  field: SignerField;
  value: FieldValue;
  problem: FieldProblem | null;
  kiosk: boolean;
  onChange: (value: FieldValue) => void;
  /** Enter in a text box moves on, as in any form. */
  onEnter: () => void;
}) {
  const t = useT();
  const inputId = fieldInputId(field.id);
  const errorId = `${inputId}-error`;
  const requirement = field.required ? t("sign.field.required") : t("sign.field.optional");
  const message = problem === null ? null : problem === "date" ? t("sign.field.problem.date") : problem === "tooLong" ? t("sign.field.problem.tooLong", { max: TEXT_MAX_LENGTH }) : t("sign.field.problem.required");
  const invalidProps = { "aria-invalid": problem !== null, "aria-describedby": problem ? errorId : undefined };

  if (field.type === "CHECKBOX") {
    return (
      <div className="space-y-1">
        <label htmlFor={inputId} className="flex min-h-12 cursor-pointer items-center gap-3 rounded-md border border-slate-300 bg-white px-3 py-2">
          <input
            id={inputId}
            type="checkbox"
            checked={value === true}
            onChange={(event) => onChange(event.target.checked)}
            className="h-6 w-6 shrink-0 accent-indigo-600"
            {...invalidProps}
          />
          <span className="text-base text-slate-900">
            {field.label} <span className="text-sm text-slate-600">({requirement})</span>
          </span>
        </label>
        {message && <FieldMessage id={errorId} message={message} />}
      </div>
    );
  }

  if (field.autofill === "SIGNING_DATE") {
    return (
      <div className="space-y-1">
        <label htmlFor={inputId} className="block text-sm font-medium text-slate-800">
          {field.label}
        </label>
        <Input id={inputId} type="date" value={typeof value === "string" ? value : ""} readOnly aria-describedby={`${inputId}-hint`} className="h-12 bg-slate-50 text-base" />
        <p id={`${inputId}-hint`} className="text-xs text-slate-600">
          {t("sign.field.signingDateHint")}
        </p>
      </div>
    );
  }

  return (
    <div className="space-y-1">
      <label htmlFor={inputId} className="block text-sm font-medium text-slate-800">
        {field.label} <span className="font-normal text-slate-600">({requirement})</span>
      </label>
      <Input
        id={inputId}
        type={field.type === "DATE" ? "date" : "text"}
        value={typeof value === "string" ? value : ""}
        maxLength={field.type === "TEXT" ? TEXT_MAX_LENGTH : undefined}
        required={field.required}
        // Note: on a kiosk the browser must not suggest what the previous signer typed.
        autoComplete={kiosk ? "off" : undefined}
        enterKeyHint="next"
        className="h-12 text-base"
        onChange={(event) => onChange(event.target.value === "" ? null : event.target.value)}
        onKeyDown={(event) => {
          if (event.key === "Enter") {
            event.preventDefault();
            onEnter();
          }
        }}
        {...invalidProps}
      />
      {field.type === "DATE" && <p className="text-xs text-slate-600">{t("sign.field.dateHint")}</p>}
      {message && <FieldMessage id={errorId} message={message} />}
    </div>
  );
}

function FieldMessage({ id, message }: { id: string; message: string }) {
  return (
    <p id={id} className="text-sm text-red-700">
      <span aria-hidden="true">⚠ </span>
      {message}
    </p>
  );
}
