"use client";

import { Command as CommandPrimitive, useCommandState } from "cmdk";
import type { ComponentProps } from "react";
import { cn } from "@/lib/cn";

/**
 * A searchable list of choices (cmdk): arrow keys, Home, End and Enter work from any field
 * inside Command, and the highlighted item is announced through aria-activedescendant. For a
 * list the server filters, pass `shouldFilter={false}`.
 */
export function Command({ className, ...props }: ComponentProps<typeof CommandPrimitive>) {
  return <CommandPrimitive className={cn("relative", className)} {...props} />;
}

export function CommandList({ className, ...props }: ComponentProps<typeof CommandPrimitive.List>) {
  return (
    <CommandPrimitive.List
      className={cn("max-h-72 overflow-auto py-1", className)}
      {...props}
    />
  );
}

export function CommandItem({ className, ...props }: ComponentProps<typeof CommandPrimitive.Item>) {
  return (
    <CommandPrimitive.Item
      className={cn("cursor-pointer px-3 py-2 text-sm text-slate-800 data-[selected=true]:bg-indigo-50 data-[selected=true]:text-indigo-900", className)}
      {...props}
    />
  );
}

export function CommandEmpty({ className, ...props }: ComponentProps<typeof CommandPrimitive.Empty>) {
  return <CommandPrimitive.Empty className={cn("px-3 py-2 text-sm text-slate-600", className)} {...props} />;
}

/** The id of the item the arrow keys have reached, for the field's aria-activedescendant. */
export function useHighlightedItemId(): string | undefined {
  return useCommandState((state) => state.selectedItemId);
}
