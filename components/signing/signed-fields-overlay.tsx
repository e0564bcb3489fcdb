"use client";

import { fieldBoxPx, fitTextSizePx } from "@/components/pdf/field-layout";
import type { PageSize } from "@/lib/pdf-geometry";
import { SignatureMark } from "./signature-mark";
import type { SignedField } from "./signer-client";
import { useT } from "./translator-context";

/**
 * What earlier signers put on one page, drawn as it will be stamped and read-only: not buttons,
 * not in the Tab order, no border that could pass for a field still to fill. A screen reader
 * hears whose mark each one is.
 */
export function SignedFieldsOverlay({ fields, page, renderedWidthPx }: { fields: SignedField[]; page: PageSize; renderedWidthPx: number }) {
  const t = useT();
  return (
    <>
      {fields.map((field) => {
        const box = fieldBoxPx(field, page, renderedWidthPx);
        return (
          <div
            key={field.id}
            data-signed-field=""
            className="pointer-events-none absolute flex items-center overflow-hidden leading-none text-slate-900"
            style={{ left: box.x, top: box.y, width: box.w, height: box.h }}
          >
            <SignedContent field={field} box={box} description={describe(field, t)} />
          </div>
        );
      })}
    </>
  );
}

function describe(field: SignedField, t: ReturnType<typeof useT>): string {
  if (field.type === "SIGNATURE") return t("sign.signedField.signature", { name: field.signedBy });
  if (field.type === "CHECKBOX") return t("sign.signedField.ticked", { name: field.signedBy });
  return t("sign.signedField.value", {
    name: field.signedBy,
    value: String(field.value),
  });
}

function SignedContent({ field, box, description }: { field: SignedField; box: { w: number; h: number }; description: string }) {
  if (field.signature) {
    const signature = field.signature.type === "DRAWN" ? { type: "DRAWN" as const, imagePng: field.signature.imageUrl } : field.signature;
    return <SignatureMark signature={signature} box={box} alt={description} />;
  }
  if (field.type === "CHECKBOX") {
    return (
      <span role="img" aria-label={description} className="flex h-full w-full items-center justify-center font-bold" style={{ fontSize: Math.min(box.w, box.h) * 0.9 }}>
        ✓
      </span>
    );
  }
  const text = String(field.value);
  return (
    <span className="block w-full truncate px-0.5" style={{ fontSize: fitTextSizePx(text, box) }}>
      <span className="sr-only">{description}</span>
      <span aria-hidden="true">{text}</span>
    </span>
  );
}
