import type { FieldType } from "./field-editor-state";

/** A small picture of each field type, beside its name (never instead of it). */
export function FieldTypeIcon({ type }: { type: FieldType }) {
  const paths: Record<FieldType, string> = {
    SIGNATURE: "M3 14c2-4 4-7 5-7s-1 6 1 6 3-4 4-4-1 3 1 3 2-2 3-2M3 17h14",
    TEXT: "M4 5h12M10 5v11M7 16h6",
    DATE: "M4 6h12v10H4zM4 9h12M7 4v3M13 4v3",
    CHECKBOX: "M4 4h12v12H4zM7 10l2 2 4-4",
  };
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4 shrink-0" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round">
      <path d={paths[type]} />
    </svg>
  );
}
