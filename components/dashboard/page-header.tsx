import type { ReactNode } from "react";

/** Every dashboard page opens with one h1 and a sentence saying what the page is for. */
export function PageHeader({ title, description }: { title: string; description?: ReactNode }) {
  return (
    <div className="mb-6">
      <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{title}</h1>
      {description && <p className="mt-1 max-w-2xl text-sm text-slate-600">{description}</p>}
    </div>
  );
}
