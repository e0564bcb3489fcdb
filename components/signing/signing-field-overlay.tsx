"use client";

import { FieldBox } from "@/components/pdf/field-box";
import { fieldBoxPx, fitTextSizePx } from "@/components/pdf/field-layout";
import type { PageSize } from "@/lib/pdf-geometry";
import { cn } from "@/lib/cn";
import { isFilled, type FieldValues } from "./field-progress";
import { SignatureMark } from "./signature-mark";
import type { AdoptedSignature, SignerField } from "./signer-client";
import { useT } from "./translator-context";

/** The DOM id of a field's box, for the guided path to scroll to. */
export const fieldBoxId = (fieldId: string) => `field-box-${fieldId}`;

/**
 * The signer's fields on one page, in reading order (so Tab follows the document), each
 * showing its value as it will be stamped. State is never told by colour alone: an empty
 * field has a dashed border and its label, a filled one a solid border and its value, the
 * current one a thick ring; each box's accessible name says all of it in words.
 */
export function SigningFieldOverlay({
  fields,
  page,
  renderedWidthPx,
  values,
  signature,
  activeId,
  onSelect,
}: {
  fields: SignerField[];
  page: PageSize;
  renderedWidthPx: number;
  values: FieldValues;
  signature: AdoptedSignature | null;
  activeId: string | null;
  onSelect: (field: SignerField) => void;
}) {
  const t = useT();
  return (
    <>
      {fields.map((field) => {
        const value = values[field.id] ?? null;
        const filled = isFilled(field, value, signature !== null);
        const active = field.id === activeId;
        const box = fieldBoxPx(field, page, renderedWidthPx);
        const status = filled
          ? field.type === "SIGNATURE"
            ? t("sign.field.status.signed")
            : field.type === "CHECKBOX"
              ? t("sign.field.status.ticked")
              : t("sign.field.status.filled", { value: String(value) })
          : field.type === "SIGNATURE"
            ? t("sign.field.status.unsigned")
            : field.type === "CHECKBOX"
              ? t("sign.field.status.unticked")
              : t("sign.field.status.empty");
        return (
          <FieldBox
            key={field.id}
            id={fieldBoxId(field.id)}
            field={field}
            page={page}
            renderedWidthPx={renderedWidthPx}
            aria-label={t("sign.field.describe", {
              label: field.label,
              requirement: field.required ? t("sign.field.required") : t("sign.field.optional"),
              status,
            })}
            aria-current={active ? "step" : undefined}
            onClick={() => onSelect(field)}
            className={cn(
              "flex items-center overflow-visible rounded-[2px] border-2 text-left leading-none text-slate-900 transition-shadow",
              // Keeps the field clear of the fixed panel when the guided path scrolls to it.
              "scroll-mb-[calc(var(--panel-h,0px)+1rem)] scroll-mt-4",
              filled ? "border-solid border-emerald-700 bg-emerald-50/30" : "border-dashed",
              !filled && (field.required ? "border-amber-700 bg-amber-100/80" : "border-slate-500 bg-slate-100/70"),
              active && "z-10 border-solid border-indigo-700 ring-4 ring-indigo-500/70",
            )}
          >
            <FieldContent field={field} value={value} filled={filled} signature={signature} box={box} />
            {!filled && field.required && (
              <span aria-hidden="true" className="absolute -right-1.5 -top-1.5 flex h-3.5 w-3.5 items-center justify-center rounded-full bg-amber-700 text-[10px] font-bold leading-none text-white">
                *
              </span>
            )}
          </FieldBox>
        );
      })}
    </>
  );
}

function FieldContent({
  field,
  value,
  filled,
  signature,
  box,
}: {
  field: SignerField;
  value: FieldValues[string];
  filled: boolean;
  signature: AdoptedSignature | null;
  box: { w: number; h: number };
}) {
  const t = useT();
  if (field.type === "SIGNATURE" && signature) {
    return <SignatureMark signature={signature} box={box} alt="" />;
  }
  if (field.type === "CHECKBOX") {
    return (
      <span aria-hidden="true" className="flex h-full w-full items-center justify-center font-bold" style={{ fontSize: Math.min(box.w, box.h) * 0.9 }}>
        {value === true ? "✓" : ""}
      </span>
    );
  }
  const text = filled ? String(value) : field.type === "SIGNATURE" ? t("sign.field.signHere") : field.label;
  return (
    <span
      aria-hidden="true"
      className={cn("block w-full truncate px-0.5", !filled && "italic text-slate-700")}
      style={{ fontSize: filled ? fitTextSizePx(text, box) : Math.min(fitTextSizePx(text, box), 14) }}
    >
      {text}
    </span>
  );
}
