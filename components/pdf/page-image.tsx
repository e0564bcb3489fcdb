"use client";

import { useState } from "react";

/**
 * One page's picture inside a box whose size was reserved from the page's proportions, so it
 * loads without moving anything. The preview is drawn first; once the reader zooms in far
 * enough (`sharp`), the larger rendition loads over it and shows when it has arrived, so the
 * page never goes blank and nothing shifts. A failed preview (its presigned link may have
 * expired) says so in place and offers to fetch fresh links; a failed rendition leaves the
 * preview showing.
 */
export function PageImage({
  src,
  zoomSrc,
  sharp,
  alt,
  eager,
  failedText,
  retryText,
  onRetry,
}: {
  src: string | null;
  zoomSrc: string | null;
  /** The page is drawn larger than the preview can show sharply. */
  sharp: boolean;
  alt: string;
  /** The first page is wanted at once; later ones load as the reader scrolls. */
  eager: boolean;
  failedText: string;
  retryText: string;
  onRetry?: () => void;
}) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  // Once asked for, the rendition stays: zooming out again shows it smaller, never softer.
  const [zoomWanted, setZoomWanted] = useState(false);
  const [zoomShown, setZoomShown] = useState<string | null>(null);
  if (sharp && !zoomWanted) setZoomWanted(true);

  if (!src || src === failedSrc) {
    return (
      <div dir="auto" className="absolute inset-0 flex flex-col items-center justify-center gap-3 bg-slate-50 p-4 text-center text-sm text-slate-600">
        <p>{failedText}</p>
        {onRetry && (
          <button type="button" onClick={onRetry} className="rounded-md border border-slate-300 bg-white px-3 py-1.5 font-medium text-slate-900 hover:bg-slate-100">
            {retryText}
          </button>
        )}
      </div>
    );
  }
  const image = "absolute inset-0 h-full w-full select-none";
  return (
    <>
      {/* eslint-disable-next-line @next/next/no-img-element -- presigned, expiring URLs: the image optimizer would cache them past expiry */}
      <img
        src={src}
        alt={alt}
        loading={eager ? "eager" : "lazy"}
        fetchPriority={eager ? "high" : "auto"}
        decoding="async"
        draggable={false}
        onError={() => setFailedSrc(src)}
        className={image}
      />
      {zoomWanted && zoomSrc && zoomShown !== "failed" && (
        // eslint-disable-next-line @next/next/no-img-element -- as above; the same page, larger
        <img
          src={zoomSrc}
          alt=""
          loading={eager ? "eager" : "lazy"}
          decoding="async"
          draggable={false}
          onLoad={() => setZoomShown(zoomSrc)}
          onError={() => setZoomShown("failed")}
          className={`${image} ${zoomShown === zoomSrc ? "" : "opacity-0"}`}
        />
      )}
    </>
  );
}
