"use client";

import * as PopoverPrimitive from "@radix-ui/react-popover";
import type { ComponentProps } from "react";
import { cn } from "@/lib/cn";

/** A panel that opens beside its trigger or anchor (Radix); Escape or a click elsewhere closes it. */
export const Popover = PopoverPrimitive.Root;
export const PopoverTrigger = PopoverPrimitive.Trigger;
export const PopoverAnchor = PopoverPrimitive.Anchor;

/**
 * Note: `portal={false}` keeps the panel in its parent's DOM, for a panel that belongs to a form
 * field (a combobox's list) and must be found inside it.
 */
export function PopoverContent({
  className,
  sideOffset = 4,
  align = "start",
  portal = true,
  ...props
}: ComponentProps<typeof PopoverPrimitive.Content> & { portal?: boolean }) {
  const content = (
    <PopoverPrimitive.Content
      sideOffset={sideOffset}
      align={align}
      className={cn("z-50 rounded-md border border-slate-200 bg-white p-3 text-sm shadow-lg", className)}
      {...props}
    />
  );
  return portal ? <PopoverPrimitive.Portal>{content}</PopoverPrimitive.Portal> : content;
}
