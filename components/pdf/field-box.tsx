"use client";

import type { ButtonHTMLAttributes } from "react";
import type { Box, PageSize } from "@/lib/pdf-geometry";
import { cn } from "@/lib/cn";
import { fieldBoxPx, touchOutset } from "./field-layout";

/**
 * A field's place on a rendered page, as a button: positioned in pixels from the field's
 * points (lib/pdf-geometry.ts via field-layout.ts). A box too small to hit with a finger gets
 * a larger invisible target around it.
 */
export function FieldBox({
  field,
  page,
  renderedWidthPx,
  className,
  style,
  ...props
}: { field: Box; page: PageSize; renderedWidthPx: number } & ButtonHTMLAttributes<HTMLButtonElement>) {
  const box = fieldBoxPx(field, page, renderedWidthPx);
  const outset = touchOutset(box);
  return (
    <button
      type="button"
      className={cn("absolute before:absolute before:content-[''] before:[inset:var(--touch-y)_var(--touch-x)]", className)}
      style={{
        left: box.x,
        top: box.y,
        width: box.w,
        height: box.h,
        ["--touch-x" as string]: `${-outset.x}px`,
        ["--touch-y" as string]: `${-outset.y}px`,
        ...style,
      }}
      {...props}
    />
  );
}
