import type { ButtonHTMLAttributes, MouseEvent } from "react";
import { cn } from "@/lib/cn";

const VARIANTS = {
  primary: "bg-indigo-600 text-white hover:bg-indigo-700 aria-disabled:bg-indigo-300",
  secondary: "border border-slate-300 bg-white text-slate-900 hover:bg-slate-100 aria-disabled:bg-white aria-disabled:text-slate-400",
  danger: "bg-red-600 text-white hover:bg-red-700 aria-disabled:bg-red-300",
  ghost: "text-slate-700 hover:bg-slate-100 aria-disabled:bg-transparent aria-disabled:text-slate-400",
} as const;

const SIZES = {
  sm: "h-8 px-3 text-sm",
  md: "h-10 px-4 text-sm",
} as const;

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: keyof typeof VARIANTS;
  size?: keyof typeof SIZES;
}

/**
 * Note: `disabled` is said with aria-disabled and a click that does nothing, not the native
 * attribute: a focused button that turns native-disabled (its action running, "Saving…") drops
 * focus to the page body, and keyboard users start over at the top. It stays focusable instead.
 */
export function Button({ variant = "primary", size = "md", className, type = "button", disabled, onClick, ...props }: ButtonProps) {
  function click(event: MouseEvent<HTMLButtonElement>) {
    // Also stops a submit button's form from being sent (Enter in a field clicks it too).
    if (disabled) return event.preventDefault();
    onClick?.(event);
  }
  return (
    <button
      type={type}
      aria-disabled={disabled || undefined}
      onClick={click}
      className={cn(
        "inline-flex items-center justify-center gap-2 rounded-md font-medium transition-colors aria-disabled:cursor-not-allowed",
        VARIANTS[variant],
        SIZES[size],
        className,
      )}
      {...props}
    />
  );
}
