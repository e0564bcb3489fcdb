"use client";

import { translatorFor } from "@/components/signing/translator";
import type { Language } from "@/lib/languages";
import type { KioskState } from "@/server/services/kiosk/get-kiosk-state";
import { languageAttributes } from "@/lib/i18n/text-direction";

/** Above a signer's page: whose turn it is in the order, and a way to give the device back at any time. */
export function KioskBar({
  signer,
  language,
  signerCount,
  handBack,
  onHandBack,
}: {
  signer: NonNullable<KioskState["next"]>;
  /** The signer's page language, which the switcher may change. */
  language: Language;
  signerCount: number;
  handBack: string;
  onHandBack: () => void;
}) {
  const t = translatorFor(language);
  return (
    <div {...languageAttributes(language)} className="flex items-center justify-between gap-3 bg-slate-900 px-4 py-2 text-sm text-white">
      <span className="whitespace-nowrap">{t("kiosk.position", { number: signer.signOrder, count: signerCount })}</span>
      <button type="button" onClick={onHandBack} className="rounded-md px-2 py-1 font-medium underline underline-offset-2 hover:bg-slate-800 focus-visible:outline-white">
        {handBack}
      </button>
    </div>
  );
}
