"use client";

import * as TooltipPrimitive from "@radix-ui/react-tooltip";
import type { ComponentProps } from "react";
import { cn } from "@/lib/cn";

/**
 * A short hint shown on hover and on keyboard focus (Radix). Only for words that are also
 * reachable another way: a tooltip never holds the only label of a control, and touch screens
 * do not show it.
 */
export function Tooltip({ delayDuration = 300, ...props }: ComponentProps<typeof TooltipPrimitive.Root>) {
  // Note: a provider per tooltip, so that no screen has to remember to mount one.
  return (
    <TooltipPrimitive.Provider delayDuration={delayDuration}>
      <TooltipPrimitive.Root {...props} />
    </TooltipPrimitive.Provider>
  );
}
export const TooltipTrigger = TooltipPrimitive.Trigger;

export function TooltipContent({ className, sideOffset = 4, ...props }: ComponentProps<typeof TooltipPrimitive.Content>) {
  return (
    <TooltipPrimitive.Portal>
      <TooltipPrimitive.Content
        sideOffset={sideOffset}
        className={cn("z-50 max-w-xs rounded-md bg-slate-900 px-2 py-1 text-xs text-white shadow", className)}
        {...props}
      />
    </TooltipPrimitive.Portal>
  );
}
