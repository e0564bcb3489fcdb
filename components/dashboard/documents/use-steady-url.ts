"use client";

import { useState } from "react";

/** The object a presigned URL points at, without its signature and expiry. */
function objectOf(url: string): string {
  try {
    const parsed = new URL(url, "http://signet.invalid");
    return `${parsed.origin}${parsed.pathname}`;
  } catch {
    return url;
  }
}

/**
 * Keeps the first presigned URL of an image while later answers point at the same object.
 * Note: every list refetch signs fresh URLs; without this, each poll while a document is
 * processing would download every thumbnail again. The held URL lives only as long as the
 * component, far shorter than the URL's hour.
 */
export function useSteadyUrl(url: string | null): string | null {
  const [held, setHeld] = useState(url);
  const same = url !== null && held !== null && objectOf(url) === objectOf(held);
  if (!same && url !== held) setHeld(url);
  return same ? held : url;
}
