import { cn } from "@/lib/cn";
import { paletteItemSize } from "./palette-items";
import type { DragPreview as Preview } from "./use-palette-drag";

/** The field following the pointer while it is dragged from the palette, at the page's scale. */
export function DragPreview({ preview, pixelsPerPoint }: { preview: Preview; pixelsPerPoint: number }) {
  const size = paletteItemSize(preview.item);
  const width = Math.max(size.w * pixelsPerPoint, 24);
  const height = Math.max(size.h * pixelsPerPoint, 18);
  return (
    <div
      aria-hidden="true"
      className={cn(
        "pointer-events-none fixed z-50 flex items-start overflow-hidden rounded-sm border-2 border-dashed p-0.5 text-[11px] font-medium shadow-lg",
        preview.overPage ? "border-indigo-600 bg-indigo-100/80 text-indigo-900" : "border-slate-500 bg-white/80 text-slate-700",
      )}
      style={{ left: preview.clientX - width / 2, top: preview.clientY - height / 2, width, height }}
    >
      {preview.item.label}
    </div>
  );
}
