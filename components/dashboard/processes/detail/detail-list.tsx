import type { ReactNode } from "react";

/** A term and its value in a details list; laid out by the list's grid. */
export function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{term}</dt>
      <dd className="mt-0.5 text-sm text-slate-800 [overflow-wrap:anywhere]">{children}</dd>
    </div>
  );
}
