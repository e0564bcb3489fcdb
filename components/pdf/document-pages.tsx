"use client";

import type { ReactNode } from "react";
import { renderedPageWidth } from "./field-layout";
import { PageImage } from "./page-image";
import { useElementSize } from "./use-element-size";

export interface DocumentPage {
  width: number;
  height: number;
  imageUrl: string | null;
}

/**
 * Every page of a document, one below the other, at the available width times `zoom`. Each
 * page's box takes its height from the page's own proportions (CSS aspect-ratio) before
 * anything is measured or loaded, so nothing jumps. Overlays are drawn once the width is
 * known, in pixels of that width.
 */
export function DocumentPages({
  pages,
  zoom,
  labels,
  onImagesExpired,
  renderOverlay,
}: {
  pages: DocumentPage[];
  zoom: number;
  labels: { page: (number: number, count: number) => string; imageFailed: string; retry: string };
  onImagesExpired?: () => void;
  renderOverlay: (pageIndex: number, renderedWidthPx: number) => ReactNode;
}) {
  const [measure, available] = useElementSize<HTMLDivElement>();
  const widthPx = available === null ? null : renderedPageWidth(available.width, zoom);
  return (
    <div ref={measure} className="w-full">
      {/* Zoomed pages are wider than the screen: they scroll sideways together. */}
      <div className="overflow-x-auto overscroll-x-contain">
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
                      alt={label}
                      eager={index === 0}
                      failedText={labels.imageFailed}
                      retryText={labels.retry}
                      onRetry={onImagesExpired}
                    />
                    {widthPx !== null && renderOverlay(index, widthPx)}
                  </div>
                  <figcaption className="mt-1 text-center text-xs text-slate-600">{label}</figcaption>
                </figure>
              </li>
            );
          })}
        </ol>
      </div>
    </div>
  );
}
