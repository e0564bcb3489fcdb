import type { ReactNode } from "react";
import type { PdfAssetRecord } from "@/server/services/assets/pdf-asset-record";
import { CopyButton } from "../copy-button";
import { DateTime } from "../date-time";
import { formatBytes } from "./format-bytes";

const EXACT_BYTES = new Intl.NumberFormat(undefined);

/** How long processing took, once it has finished: "2.4 seconds". */
function duration(startedAt: string | null, finishedAt: string | null): string | null {
  if (!startedAt || !finishedAt) return null;
  const seconds = (new Date(finishedAt).getTime() - new Date(startedAt).getTime()) / 1000;
  if (!(seconds >= 0)) return null;
  return new Intl.NumberFormat(undefined, { style: "unit", unit: "second", unitDisplay: "long", maximumFractionDigits: 1 }).format(seconds);
}

/** The file's facts: name, size, pages, content hash and the times it went through. */
export function DocumentDetails({ asset }: { asset: PdfAssetRecord }) {
  const took = duration(asset.processing.startedAt, asset.processing.finishedAt);
  return (
    <section aria-labelledby="details-title" className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <h2 id="details-title" className="text-base font-semibold">
        Details
      </h2>
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-3 text-sm lg:grid-cols-1">
        <Detail term="File name" wide>
          <span className="[overflow-wrap:anywhere]">{asset.originalFileName}</span>
        </Detail>
        <Detail term="Size">
          {formatBytes(asset.sizeBytes)}
          <span className="block text-xs text-slate-500">{EXACT_BYTES.format(asset.sizeBytes)} bytes</span>
        </Detail>
        <Detail term="Pages">{asset.pageCount}</Detail>
        <Detail term="Uploaded">
          <DateTime value={asset.createdAt} fallback="Unknown" />
        </Detail>
        <Detail term="Processing started">
          <DateTime value={asset.processing.startedAt} fallback="Not yet" />
        </Detail>
        <Detail term="Processing finished">
          <DateTime value={asset.processing.finishedAt} fallback="Not yet" />
          {took && <span className="block text-xs text-slate-500">took {took}</span>}
        </Detail>
        <Detail term="SHA-256" wide>
          <span className="block break-all font-mono text-xs text-slate-800">{asset.sha256}</span>
          <span className="mt-2 block">
            <CopyButton text={asset.sha256} label="Copy SHA-256" size="sm" />
          </span>
        </Detail>
      </dl>
    </section>
  );
}

function Detail({ term, wide = false, children }: { term: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={wide ? "col-span-2 min-w-0 lg:col-span-1" : "min-w-0"}>
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{term}</dt>
      <dd className="mt-0.5 text-slate-800">{children}</dd>
    </div>
  );
}
