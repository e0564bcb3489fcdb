import { CopyButton } from "@/components/dashboard/copy-button";

/** A horizontally scrolling code block with a copy button (the only client JavaScript here). */
export function CodeBlock({ code, label }: { code: string; label: string }) {
  return (
    <figure className="min-w-0">
      <figcaption className="mb-1 flex flex-wrap items-center justify-between gap-2 text-xs font-medium text-slate-700">
        <span>{label}</span>
        <CopyButton text={code} label="Copy" size="sm" aria-label={`Copy ${label}`} />
      </figcaption>
      <pre className="max-w-full overflow-x-auto rounded-md bg-slate-900 p-3 text-xs leading-relaxed text-slate-100" tabIndex={0}>
        <code>{code}</code>
      </pre>
    </figure>
  );
}
