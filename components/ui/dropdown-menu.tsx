"use client";

import * as MenuPrimitive from "@radix-ui/react-dropdown-menu";
import type { ComponentProps } from "react";
import { cn } from "@/lib/cn";

/**
 * A menu of actions behind a button (Radix): arrow keys move between items, typing jumps to
 * one, Escape or a click elsewhere closes it and focus goes back to the button.
 */
export function DropdownMenu({ modal = false, ...props }: ComponentProps<typeof MenuPrimitive.Root>) {
  // Note: not modal by default. A modal menu hides the page from assistive technology while the
  // button that opened it keeps focus there, which axe counts as a serious fault (aria-hidden-focus).
  return <MenuPrimitive.Root modal={modal} {...props} />;
}
export const DropdownMenuTrigger = MenuPrimitive.Trigger;

export function DropdownMenuContent({ className, sideOffset = 4, align = "end", ...props }: ComponentProps<typeof MenuPrimitive.Content>) {
  return (
    <MenuPrimitive.Portal>
      <MenuPrimitive.Content
        sideOffset={sideOffset}
        align={align}
        className={cn("z-50 min-w-[14rem] rounded-md border border-slate-200 bg-white py-1 shadow-lg", className)}
        {...props}
      />
    </MenuPrimitive.Portal>
  );
}

const ITEM_TONES = {
  neutral: "text-slate-800",
  danger: "text-red-700",
} as const;

export function DropdownMenuItem({ className, tone = "neutral", ...props }: ComponentProps<typeof MenuPrimitive.Item> & { tone?: keyof typeof ITEM_TONES }) {
  return (
    <MenuPrimitive.Item
      className={cn(
        "flex cursor-pointer select-none items-center px-3 py-2 text-sm outline-none data-[disabled]:cursor-not-allowed data-[highlighted]:bg-slate-100 data-[disabled]:text-slate-400",
        ITEM_TONES[tone],
        className,
      )}
      {...props}
    />
  );
}

export function DropdownMenuSeparator({ className, ...props }: ComponentProps<typeof MenuPrimitive.Separator>) {
  return <MenuPrimitive.Separator className={cn("my-1 h-px bg-slate-200", className)} {...props} />;
}
