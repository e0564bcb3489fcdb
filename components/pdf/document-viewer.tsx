"use client";

import { useState, type ReactNode } from "react";
import { DocumentPages, type DocumentPage } from "./document-pages";
import { renderedPageWidth } from "./field-layout";
import { readingZoom, zoomLevelsWith } from "./reading-zoom";
import { useElementSize } from "./use-element-size";
import { ZoomControls } from "./zoom-controls";

/**
 * A document to read and fill: the zoom buttons over the pages. It opens at the reading zoom
 * (reading-zoom.ts: body text at least 12 CSS px) for the space it has, so a phone opens
 * zoomed in and a desktop screen at fit to width; once the reader picks a zoom, that one stays.
 * Zoomed past the width, a line says that the page goes on sideways: a phone shows no
 * scrollbar, and the cut-off edge alone looks like the end of the page.
 */
export function DocumentViewer({
  pages,
  labels,
  toolbarEnd,
  onImagesExpired,
  renderOverlay,
}: {
  pages: DocumentPage[];
  labels: {
    page: (number: number, count: number) => string;
    imageFailed: string;
    retry: string;
    zoom: { group: string; zoomIn: string; zoomOut: string; level: (percent: number) => string; panHint: string };
  };
  /** Shown at the end of the zoom buttons' row. */
  toolbarEnd?: ReactNode;
  onImagesExpired?: () => void;
  renderOverlay: (pageIndex: number, renderedWidthPx: number) => ReactNode;
}) {
  const [measure, available] = useElementSize<HTMLDivElement>();
  const [chosenZoom, setChosenZoom] = useState<number | null>(null);
  const reading = available === null ? 1 : readingZoom(pages[0]?.width ?? 0, available.width);
  const zoom = chosenZoom ?? reading;
  return (
    <>
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <ZoomControls zoom={zoom} levels={zoomLevelsWith(reading)} onZoom={setChosenZoom} labels={labels.zoom} />
        {toolbarEnd}
      </div>
      <p aria-live="polite" className="mb-2 text-sm text-slate-600 empty:hidden">
        {zoom > 1 ? labels.zoom.panHint : null}
      </p>
      <div ref={measure} className="w-full">
        <DocumentPages
          pages={pages}
          widthPx={available === null ? null : renderedPageWidth(available.width, zoom)}
          labels={labels}
          onImagesExpired={onImagesExpired}
          renderOverlay={renderOverlay}
        />
      </div>
    </>
  );
}
