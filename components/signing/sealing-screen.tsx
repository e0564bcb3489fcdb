"use client";

import { useEffect, useState, type ReactNode } from "react";
import { sealingWording } from "./end-of-signing";
import type { SignerView } from "./signer-client";
import { StatusScreen } from "./status-screen";
import { useT } from "./translator-context";

// Sealing takes a few seconds; past this the page says it may take longer, and what happens then.
const SLOW_AFTER_MS = 30_000;

/**
 * Every signature is in and the sealed files are being made. The flow keeps asking the server
 * (signing-screen.ts, pollDelay) and swaps this for the completed screen as soon as they exist.
 */
export function SealingScreen({ view, context, actions }: { view: SignerView; context: ReactNode; actions?: ReactNode }) {
  const t = useT();
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setSlow(true), SLOW_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, []);
  const wording = sealingWording(view.process, slow);

  return (
    <StatusScreen icon="document" tone="info" title={t("sign.sealing.title")} context={context} actions={actions}>
      <p role="status" className="flex flex-col items-center gap-3">
        <span aria-hidden="true" className="h-6 w-6 animate-spin rounded-full border-2 border-slate-300 border-t-indigo-600 motion-reduce:animate-none" />
        <span>{t(wording.body)}</span>
      </p>
      {wording.note && <p className="text-sm text-slate-600">{t(wording.note)}</p>}
    </StatusScreen>
  );
}
