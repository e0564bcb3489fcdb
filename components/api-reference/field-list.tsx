import type { FieldRow } from "./schema-fields";

/**
 * A nested, readable list of schema fields: name, type, required or optional, constraints. In an
 * answer (`answer`), "required" reads "always present".
 */
export function FieldList({ rows, label, answer = false }: { rows: FieldRow[]; label?: string; answer?: boolean }) {
  if (rows.length === 0) return null;
  return (
    <ul aria-label={label} className="space-y-2">
      {rows.map((row) => (
        <li key={row.name} className="rounded-md border border-slate-200 bg-white px-3 py-2">
          <div className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
            <code className="[overflow-wrap:anywhere] font-mono text-sm font-semibold text-slate-900">{row.name}</code>
            {row.ref ? (
              <a href={`#schema-${row.ref}`} className="[overflow-wrap:anywhere] font-mono text-xs text-indigo-700 underline">
                {row.type}
              </a>
            ) : (
              <span className="[overflow-wrap:anywhere] font-mono text-xs text-slate-700">{row.type}</span>
            )}
            {row.nullable && <span className="text-xs text-slate-700">or null</span>}
            <span className={row.required ? "rounded bg-amber-100 px-1.5 text-xs font-medium text-amber-900" : "text-xs text-slate-600"}>
              {row.required ? (answer ? "always present" : "required") : answer ? "may be absent" : "optional"}
            </span>
          </div>
          {row.description && <p className="mt-1 text-sm text-slate-700">{row.description}</p>}
          {row.constraints.length > 0 && (
            <ul className="mt-1 flex flex-wrap gap-1" aria-label={`Constraints of ${row.name}`}>
              {row.constraints.map((constraint) => (
                <li key={constraint} className="max-w-full [overflow-wrap:anywhere] rounded bg-slate-100 px-1.5 py-0.5 font-mono text-xs text-slate-800">
                  {constraint}
                </li>
              ))}
            </ul>
          )}
          {row.children.length > 0 && (
            <div className="mt-2 border-l-2 border-slate-200 pl-3">
              <FieldList rows={row.children} label={`Fields of ${row.name}`} answer={answer} />
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}
