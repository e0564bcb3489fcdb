"use client";

import type { ReactNode } from "react";
import { PREVIEW_WIDTH_PX, renditionWidthFor } from "@/lib/page-renditions";
import { PageImage } from "./page-image";
import { useDisplayDensity } from "./use-display-density";

export interface DocumentPage {
  width: number;
  height: number;
  imageUrl: string | null;
  /** The page at twice the preview's width, for zooming in. */
  zoomImageUrl: string | null;
  /** The page's text in reading order, for screen readers; null until known or when unknown. */
  text?: string | null;
}

/**
 * Every page of a document, one below the other, `widthPx` wide (null until the space is
 * measured). Each page's box takes its height from the page's own proportions (CSS
 * aspect-ratio) before anything is loaded, so nothing jumps. Overlays are drawn once the width
 * is known, in pixels of that width.
 */
export function DocumentPages({
  pages,
  widthPx,
  labels,
  onImagesExpired,
  renderOverlay,
}: {
  pages: DocumentPage[];
  widthPx: number | null;
  labels: { page: (number: number, count: number) => string; imageFailed: string; retry: string };
  onImagesExpired?: () => void;
  renderOverlay: (pageIndex: number, renderedWidthPx: number) => ReactNode;
}) {
  const density = useDisplayDensity();
  const sharp = widthPx !== null && renditionWidthFor(widthPx, density) > PREVIEW_WIDTH_PX;
  return (
    // Zoomed pages are wider than the screen: they pan sideways together, inside this box only.
    // A page is drawn as it is, also on a right-to-left page: it starts at its left edge, and its
    // fields sit where the PDF puts them. The words around it follow the text's own direction.
    <div dir="ltr" className="overflow-x-auto overscroll-x-contain">
      <ol className="space-y-4" style={widthPx === null ? undefined : { width: widthPx }}>
        {pages.map((page, index) => {
          const label = labels.page(index + 1, pages.length);
          return (
            <li key={index}>
              <figure aria-label={label} className="m-0">
                <div
                  className="relative w-full overflow-hidden bg-white shadow ring-1 ring-slate-300"
                  style={{ aspectRatio: `${page.width} / ${page.height}` }}
                >
                  <PageImage
                    src={page.imageUrl}
                    zoomSrc={page.zoomImageUrl}
                    sharp={sharp}
                    alt={label}
                    eager={index === 0}
                    failedText={labels.imageFailed}
                    retryText={labels.retry}
                    onRetry={onImagesExpired}
                  />
                  {/* The image's accessible alternative: the page's own words, line by line, read before its fields. */}
                  {page.text && <div dir="auto" className="sr-only whitespace-pre-line">{page.text}</div>}
                  {widthPx !== null && renderOverlay(index, widthPx)}
                </div>
                <figcaption dir="auto" className="mt-1 text-center text-xs text-slate-600">{label}</figcaption>
              </figure>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
