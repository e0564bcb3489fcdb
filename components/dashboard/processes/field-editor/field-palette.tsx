"use client";

import { FIELD_TYPE_LABELS, FIELD_TYPES, type FieldType } from "./field-editor-state";
import { FieldTypeIcon } from "./field-type-icon";
import type { usePaletteDrag } from "./use-palette-drag";

/** The field types to drag onto a page; pressing one (or Enter) adds it to the current page. */
export function FieldPalette({ handlers, targetPage }: { handlers: ReturnType<typeof usePaletteDrag>["handlers"]; targetPage: number }) {
  return (
    <div>
      <h3 id="field-palette-title" className="text-sm font-semibold text-slate-900">
        Add a field
      </h3>
      <p className="mt-0.5 text-xs text-slate-600">Drag one onto a page, or press it to add it to page {targetPage + 1}.</p>
      <ul aria-labelledby="field-palette-title" className="mt-2 grid grid-cols-4 gap-2 lg:grid-cols-2">
        {FIELD_TYPES.map((type: FieldType) => (
          <li key={type}>
            <button
              type="button"
              {...handlers(type)}
              // Note: touch-action none, or a finger dragging from here would scroll the page instead.
              className="flex h-12 w-full touch-none select-none flex-col items-center justify-center gap-0.5 rounded-md border border-dashed border-slate-400 bg-white px-1 text-[11px] font-medium text-slate-800 hover:border-indigo-500 hover:bg-indigo-50 sm:h-11 sm:flex-row sm:gap-1.5 sm:px-2 sm:text-sm"
            >
              <FieldTypeIcon type={type} />
              {FIELD_TYPE_LABELS[type]}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
