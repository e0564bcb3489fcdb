"use client";

import { Button } from "@/components/ui/button";
import type { HtmlTemplatePreview } from "@/server/services/templates/preview-html-template";
import type { HtmlField } from "../template-draft";

type Rendered = Extract<HtmlTemplatePreview, { ok: true }>;
const percent = (value: number, of: number) => `${(value / of) * 100}%`;

function pageCountText(result: Rendered): string {
  if (result.morePages) return `First ${result.pages.length} pages of more`;
  return result.pages.length === 1 ? "1 page" : `${result.pages.length} pages`;
}

/**
 * The real PDF, page by page, with a labelled box where each field's marker landed; below it,
 * the fields whose marker the render did not find, and the author's mistake in plain words.
 */
export function HtmlPreview({
  result,
  problem,
  pending,
  fields,
  onRefresh,
  empty,
}: {
  result: Rendered | null;
  problem: string | null;
  pending: boolean;
  fields: HtmlField[];
  onRefresh: () => void;
  empty: boolean;
}) {
  const missing = result ? fields.filter((field) => field.key.trim() !== "" && !result.markers[field.key.trim()]) : [];
  const labelOf = (key: string) => fields.find((field) => field.key.trim() === key)?.label || key;
  return (
    <section aria-labelledby="preview-title" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="preview-title" className="text-base font-semibold text-slate-900">
          Preview
        </h2>
        <div className="flex items-center gap-3">
          <p role="status" aria-live="polite" className="text-sm text-slate-600">
            {pending ? "Rendering…" : result ? pageCountText(result) : ""}
          </p>
          <Button variant="secondary" size="sm" onClick={onRefresh} disabled={pending}>
            Refresh preview
          </Button>
        </div>
      </div>
      {problem && (
        <div role="alert" className="rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800 [overflow-wrap:anywhere]">
          <p className="font-medium">The template could not be rendered.</p>
          <p className="mt-1">{problem}</p>
        </div>
      )}
      {empty && <p className="text-sm text-slate-600">Write some HTML to see the document here.</p>}
      {missing.length > 0 && (
        <div className="rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950">
          <p className="font-medium">No marker found for:</p>
          <ul className="mt-1 list-disc pl-5">
            {missing.map((field) => (
              <li key={field.id}>
                {field.label || field.key} (<code>{field.key}</code>)
              </li>
            ))}
          </ul>
        </div>
      )}
      {result?.morePages && (
        <p className="text-sm text-slate-600">
          The document has more pages than these. The preview shows the first {result.pages.length}.
        </p>
      )}
      {result && (
        <ol aria-label="Preview pages" className={pending ? "space-y-4 opacity-60 transition-opacity" : "space-y-4"}>
          {result.pages.map((page, index) => {
            const label = result.morePages ? `Preview page ${index + 1}` : `Preview page ${index + 1} of ${result.pages.length}`;
            const markers = Object.entries(result.markers).filter(([, marker]) => marker.page === index);
            return (
              <li key={index}>
                <figure className="m-0" aria-label={label}>
                  <div className="relative w-full overflow-hidden bg-white shadow ring-1 ring-slate-300" style={{ aspectRatio: `${page.width} / ${page.height}` }}>
                    {/* eslint-disable-next-line @next/next/no-img-element -- a data URL made for this render only */}
                    <img src={page.image} alt={label} className="absolute inset-0 h-full w-full select-none" draggable={false} />
                    {markers.map(([key, marker]) => (
                      <div
                        key={key}
                        role="note"
                        aria-label={`Field ${labelOf(key)} (${key})`}
                        className="absolute flex items-start overflow-hidden rounded-sm border-2 border-indigo-600 bg-indigo-500/15 p-0.5"
                        style={{ left: percent(marker.x, page.width), top: percent(marker.y, page.height), width: percent(marker.w, page.width), height: percent(marker.h, page.height) }}
                      >
                        <span className="truncate rounded-sm bg-indigo-600 px-1 text-[10px] font-semibold leading-4 text-white">{labelOf(key)}</span>
                      </div>
                    ))}
                  </div>
                  <figcaption className="mt-1 text-center text-xs text-slate-600">{label}</figcaption>
                </figure>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
