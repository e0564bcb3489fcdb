"use client";

import { FieldTypeIcon } from "./field-type-icon";
import type { PaletteItem } from "./palette-items";
import type { usePaletteDrag } from "./use-palette-drag";

/** The field types to drag onto a page; pressing one (or Enter) adds it to the current page. */
export function FieldPalette({
  items,
  handlers,
  targetPage,
}: {
  items: readonly PaletteItem[];
  handlers: ReturnType<typeof usePaletteDrag>["handlers"];
  targetPage: number;
}) {
  return (
    <div>
      <h3 id="field-palette-title" className="text-sm font-semibold text-slate-900">
        Add a field
      </h3>
      <p className="mt-0.5 text-xs text-slate-600">Drag one onto a page, or press it to add it to page {targetPage + 1}.</p>
      <ul aria-labelledby="field-palette-title" className={items.length > 4 ? "mt-2 grid grid-cols-3 gap-2 lg:grid-cols-2" : "mt-2 grid grid-cols-4 gap-2 lg:grid-cols-2"}>
        {items.map((item) => (
          <li key={item.id} className={item.sender ? "lg:col-span-2" : undefined}>
            <button
              type="button"
              {...handlers(item)}
              // Note: touch-action none, or a finger dragging from here would scroll the page instead.
              className="flex h-12 w-full touch-none select-none flex-col items-center justify-center gap-0.5 rounded-md border border-dashed border-slate-400 bg-white px-1 text-[11px] font-medium text-slate-800 hover:border-indigo-500 hover:bg-indigo-50 sm:h-11 sm:flex-row sm:gap-1.5 sm:px-2 sm:text-sm"
            >
              <FieldTypeIcon type={item.type} />
              {item.label}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
