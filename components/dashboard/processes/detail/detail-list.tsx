import type { ReactNode } from "react";
import { cn } from "@/lib/cn";

/**
 * A term and its value in a details list; laid out by the list's grid. `className` places it
 * there (a wide value spans columns): a <dl> may hold its groups in one <div> each, no deeper.
 */
export function Detail({ term, className, children }: { term: string; className?: string; children: ReactNode }) {
  return (
    <div className={cn("min-w-0", className)}>
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{term}</dt>
      <dd className="mt-0.5 text-sm text-slate-800 [overflow-wrap:anywhere]">{children}</dd>
    </div>
  );
}
