"use client";

import { useEffect, useState } from "react";
import type { SignerApi } from "./signer-client";

/**
 * Each page's text for screen readers, asked for once the document is on screen (it never
 * holds the first page up). Null until it arrives; a failure leaves it null, and the pages
 * keep their "Page n of m" names and the PDF download as the reading copy.
 */
export function usePageText(api: SignerApi): string[] | null {
  const [texts, setTexts] = useState<string[] | null>(null);
  useEffect(() => {
    let live = true;
    api.pageText().then(
      (answer) => live && setTexts(answer.pages.map((page) => page.text)),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [api]);
  return texts;
}
