import type { ComponentProps } from "react";
import { cn } from "@/lib/cn";

/**
 * A multi-line input styled like components/ui Input. Note: kept here until components/ui has
 * one; the processes pages are its only users so far.
 */
export function Textarea({ className, ...props }: ComponentProps<"textarea">) {
  return (
    <textarea
      className={cn(
        "block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm shadow-sm placeholder:text-slate-400 focus:border-indigo-500 aria-[invalid=true]:border-red-500",
        className,
      )}
      {...props}
    />
  );
}
