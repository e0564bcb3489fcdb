"use client";

import { translatorFor } from "@/components/signing/translator";
import type { KioskCopy } from "@/server/services/kiosk/get-kiosk-state";
import { languageAttributes } from "@/lib/i18n/text-direction";

/**
 * Each signer's copy as a QR code to scan with their own phone: the shared device downloads
 * nothing, and the link (not the signer's signing link) lapses after 15 minutes. The codes are
 * made anew each time the kiosk asks the server, so the one on screen is always fresh.
 */
export function KioskCopies({ copies }: { copies: KioskCopy[] }) {
  if (copies.length === 0) return null;
  return (
    <ul className="mt-2 space-y-4 text-start">
      {copies.map((copy) => {
        const t = translatorFor(copy.language);
        return (
          <li key={copy.signerId} {...languageAttributes(copy.language)} data-copy-url={copy.url} className="flex flex-col items-center gap-3 rounded-lg border border-slate-200 p-4 sm:flex-row sm:items-center">
            {/* eslint-disable-next-line @next/next/no-img-element -- an SVG data URL made by the server, nothing to optimize */}
            <img
              src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(copy.qrSvg)}`}
              alt={t("kiosk.copy.qrLabel", { name: copy.name })}
              width={176}
              height={176}
              className="h-44 w-44 shrink-0 bg-white"
            />
            <div className="space-y-1 text-center sm:text-start">
              <h2 className="text-lg font-semibold text-slate-900 [overflow-wrap:anywhere]">{copy.name}</h2>
              <p className="text-base text-slate-700">{t("kiosk.copy.scan")}</p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
