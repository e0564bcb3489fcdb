"use client";

import { useCallback, useRef } from "react";
import type { Language } from "@/lib/languages";
import { SigningFlow } from "@/components/signing/signing-flow";
import type { SigningScreen } from "@/components/signing/signing-screen";
import { embedEventsFor, type EmbedEventType } from "./embed-events";

/**
 * The signing page inside a frame on `origin` (docs/embedding.md): the hosted signing flow, and
 * a bridge that tells the host page what happens, posted to that origin only (never "*": the
 * frame could have been moved into another page).
 */
export function EmbeddedSigning({
  token,
  origin,
  processId,
  signerId,
  initialLocale,
}: {
  token: string;
  origin: string;
  processId: string;
  signerId: string;
  initialLocale: Language;
}) {
  const sent = useRef(new Set<EmbedEventType>());
  const onScreen = useCallback(
    (screen: SigningScreen | "invalid-link" | "failed") => {
      for (const type of embedEventsFor(screen, sent.current)) {
        sent.current.add(type);
        if (window.parent !== window) window.parent.postMessage({ type, processId, signerId }, origin);
      }
    },
    [origin, processId, signerId],
  );
  return <SigningFlow token={token} initialLocale={initialLocale} embedded onScreen={onScreen} />;
}
