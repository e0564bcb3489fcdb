"use client";

import { useState } from "react";
import type { PdfAssetDetail } from "@/server/services/assets/pdf-asset-record";
import { DocumentIcon } from "./document-icon";

type Page = PdfAssetDetail["pages"][number];

/**
 * Every page, one below the other, as signers will scroll through it. Each box has its page's
 * own proportions (sizes are known from the upload, before any image exists), so nothing moves
 * when the images arrive; they load lazily as the reader scrolls.
 */
export function PagePreviews({ pages, ready }: { pages: Page[]; ready: boolean }) {
  return (
    <section aria-labelledby="pages-title">
      <h2 id="pages-title" className="mb-3 text-lg font-semibold">
        Pages
      </h2>
      <ol className="space-y-6">
        {pages.map((page, index) => (
          <li key={index}>
            <PagePreview page={page} number={index + 1} count={pages.length} ready={ready} />
          </li>
        ))}
      </ol>
    </section>
  );
}

function PagePreview({ page, number, count, ready }: { page: Page; number: number; count: number; ready: boolean }) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const src = page.previewUrl;
  const showImage = src !== null && src !== failedSrc;
  const label = `Page ${number} of ${count}`;
  return (
    <figure className="mx-auto max-w-2xl">
      <div
        className="overflow-hidden rounded-sm border border-slate-300 bg-white shadow-sm"
        style={{ aspectRatio: `${page.width} / ${page.height}` }}
      >
        {showImage ? (
          // eslint-disable-next-line @next/next/no-img-element -- short-lived presigned URLs: the image optimizer would cache them past expiry
          <img
            src={src}
            alt={label}
            loading="lazy"
            decoding="async"
            onError={() => setFailedSrc(src)}
            className="h-full w-full object-contain"
          />
        ) : (
          <div role="img" aria-label={`${label}: no preview`} className="flex h-full w-full flex-col items-center justify-center gap-2 bg-slate-50 px-4 text-center text-sm text-slate-500">
            <DocumentIcon className="h-8 w-8 text-slate-400" />
            {src ? "This preview could not be loaded. Reload the page to try again." : ready ? "No preview for this page." : "The preview is being prepared."}
          </div>
        )}
      </div>
      <figcaption className="mt-2 text-center text-xs text-slate-500">{label}</figcaption>
    </figure>
  );
}
