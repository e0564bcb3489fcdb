"use client";

import { StatusScreen } from "@/components/signing/status-screen";
import type { Translator } from "@/components/signing/translator";
import type { KioskState } from "@/server/services/kiosk/get-kiosk-state";
import { KioskCopies } from "./kiosk-copies";
import { languageAttributes } from "@/lib/i18n/text-direction";

/**
 * Nobody is left to sign and no kiosk session runs (it was finished, or the kiosk was opened
 * afterwards): everyone signed (the files are being made, or are ready, with each signer's
 * copy as a QR code), or the process ended.
 */
export function KioskOver({ state, staff }: { state: KioskState; staff: Translator }) {
  const back = (
    <a href={`/processes/${state.processId}`} className="inline-flex h-10 items-center justify-center rounded-md border border-slate-300 bg-white px-4 text-sm font-medium text-slate-900 hover:bg-slate-100">
      {staff("kiosk.over.back")}
    </a>
  );
  const context = <p className="font-medium text-slate-900 [overflow-wrap:anywhere]">{state.subject}</p>;
  const common = { context, actions: back };
  const screen = (() => {
    switch (state.status) {
      case "SIGNING":
      case "FINALIZING":
        return (
          <StatusScreen icon="check" tone="good" title={staff("kiosk.over.allSigned")} {...common}>
            <p role="status">{staff("kiosk.over.finalizing")}</p>
          </StatusScreen>
        );
      case "COMPLETED":
        return (
          <StatusScreen icon="check" tone="good" title={staff("kiosk.over.allSigned")} {...common}>
            <p role="status">{staff("kiosk.over.completed")}</p>
            <KioskCopies copies={state.copies} />
          </StatusScreen>
        );
      case "DECLINED":
        return (
          <StatusScreen icon="cross" tone="neutral" title={staff("kiosk.over.declined")} {...common}>
            <p>{staff("kiosk.over.declinedBody")}</p>
          </StatusScreen>
        );
      case "VOIDED":
        return <StatusScreen icon="ban" tone="neutral" title={staff("kiosk.over.voided")} {...common} />;
      case "EXPIRED":
        return <StatusScreen icon="hourglass" tone="neutral" title={staff("kiosk.over.expired")} {...common} />;
    }
  })();
  return <div {...languageAttributes(staff.locale)}>{screen}</div>;
}
