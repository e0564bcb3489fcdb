"use client";

import { useState } from "react";

/**
 * One page's picture inside a box whose size was reserved from the page's proportions, so it
 * loads without moving anything. A failed image (its presigned link may have expired) says so
 * in place and offers to fetch fresh links.
 */
export function PageImage({
  src,
  alt,
  eager,
  failedText,
  retryText,
  onRetry,
}: {
  src: string | null;
  alt: string;
  /** The first page is wanted at once; later ones load as the reader scrolls. */
  eager: boolean;
  failedText: string;
  retryText: string;
  onRetry?: () => void;
}) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!src || src === failedSrc) {
    return (
      <div className="absolute inset-0 flex flex-col items-center justify-center gap-3 bg-slate-50 p-4 text-center text-sm text-slate-600">
        <p>{failedText}</p>
        {onRetry && (
          <button type="button" onClick={onRetry} className="rounded-md border border-slate-300 bg-white px-3 py-1.5 font-medium text-slate-900 hover:bg-slate-100">
            {retryText}
          </button>
        )}
      </div>
    );
  }
  return (
    // eslint-disable-next-line @next/next/no-img-element -- presigned, expiring URLs: the image optimizer would cache them past expiry
    <img
      src={src}
      alt={alt}
      loading={eager ? "eager" : "lazy"}
      fetchPriority={eager ? "high" : "auto"}
      decoding="async"
      draggable={false}
      onError={() => setFailedSrc(src)}
      className="absolute inset-0 h-full w-full select-none"
    />
  );
}
