"use client";

import { useState } from "react";
import { cn } from "@/lib/cn";
import { DocumentIcon } from "./document-icon";
import type { ProcessingStatus } from "./processing-status";
import { useSteadyUrl } from "./use-steady-url";

/**
 * The first page in a box of A4 proportions, so that the card keeps its size while the image
 * loads and whatever the page's shape. Without an image (not READY, or the link expired) the
 * box shows a paper icon; the status badge beside it says why in words.
 */
export function DocumentThumbnail({ url, status }: { url: string | null; status: ProcessingStatus }) {
  const src = useSteadyUrl(url);
  const [brokenSrc, setBrokenSrc] = useState<string | null>(null);
  const showImage = src !== null && src !== brokenSrc;
  return (
    <div className="relative aspect-[210/297] w-16 shrink-0 overflow-hidden rounded border border-slate-200 bg-white sm:w-20">
      {showImage ? (
        // eslint-disable-next-line @next/next/no-img-element -- short-lived presigned URLs: the image optimizer would cache them past expiry
        <img
          src={src}
          alt=""
          loading="lazy"
          decoding="async"
          onError={() => setBrokenSrc(src)}
          className="h-full w-full object-contain"
        />
      ) : (
        <div
          className={cn(
            "flex h-full w-full items-center justify-center bg-slate-100 text-slate-400",
            (status === "QUEUED" || status === "PROCESSING") && "motion-safe:animate-pulse",
          )}
        >
          <DocumentIcon />
        </div>
      )}
    </div>
  );
}
