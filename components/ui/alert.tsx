import type { ReactNode } from "react";
import { cn } from "@/lib/cn";

const TONES = {
  error: "border-red-200 bg-red-50 text-red-800",
  success: "border-green-200 bg-green-50 text-green-800",
  info: "border-indigo-200 bg-indigo-50 text-indigo-900",
  warning: "border-amber-300 bg-amber-50 text-amber-950",
} as const;

export function Alert({ tone = "info", children }: { tone?: keyof typeof TONES; children: ReactNode }) {
  return (
    <div role={tone === "error" ? "alert" : "status"} className={cn("rounded-md border px-4 py-3 text-sm", TONES[tone])}>
      {children}
    </div>
  );
}
