import type { ReactNode } from "react";
import { cn } from "@/lib/cn";

const TONES = {
  neutral: "bg-slate-100 text-slate-700 ring-slate-300",
  success: "bg-green-50 text-green-800 ring-green-600/30",
  warning: "bg-amber-50 text-amber-800 ring-amber-600/30",
  danger: "bg-red-50 text-red-800 ring-red-600/30",
} as const;

/** Status badges always carry their meaning in words, never by colour alone. */
export function Badge({ tone = "neutral", children }: { tone?: keyof typeof TONES; children: ReactNode }) {
  return (
    <span className={cn("inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset", TONES[tone])}>
      {children}
    </span>
  );
}
