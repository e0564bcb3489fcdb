"use client";

import { useQuery } from "@tanstack/react-query";
import { useTRPC } from "@/components/providers/trpc";
import { useDebouncedValue } from "../documents/use-debounced-value";
import { printWarnings, textsToCheck, type PrintedText, type PrintWarning } from "./print-warnings";

const PAUSE_MS = 400;

/** Asks, once typing pauses, which characters of `texts` the PDFs cannot print; warnings only. */
export function usePrintWarnings(texts: readonly PrintedText[]): PrintWarning[] {
  const trpc = useTRPC();
  // Note: compared as one string, so a new array with the same texts asks nothing new.
  const asked = useDebouncedValue(JSON.stringify(textsToCheck(texts)), PAUSE_MS);
  const parsed = JSON.parse(asked) as Record<string, string>;
  const answer = useQuery({
    ...trpc.printing.unprintableCharacters.queryOptions({ texts: parsed }),
    enabled: Object.keys(parsed).length > 0,
    staleTime: Infinity,
    placeholderData: (previous) => previous,
  });
  return Object.keys(parsed).length > 0 ? printWarnings(texts, answer.data?.unprintable) : [];
}
