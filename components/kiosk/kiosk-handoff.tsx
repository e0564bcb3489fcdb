"use client";

import { Button } from "@/components/ui/button";
import { StatusScreen } from "@/components/signing/status-screen";
import { translatorFor, type Translator } from "@/components/signing/translator";
import { TranslatorProvider } from "@/components/signing/translator-context";
import type { Language } from "@/lib/languages";
import type { KioskState } from "@/server/services/kiosk/get-kiosk-state";
import { languageAttributes } from "@/lib/i18n/text-direction";

/**
 * Between signers: tells staff whom to hand the device to, then greets that signer in their
 * own language. Nothing of the document or anyone's answers is on this screen.
 */
export function KioskHandoff({
  state,
  staff,
  signerLanguage,
  onStart,
}: {
  state: KioskState;
  staff: Translator;
  /** The signer's language, which the switcher on this screen changes. */
  signerLanguage: Language;
  onStart: () => void;
}) {
  const next = state.next!;
  const signer = translatorFor(signerLanguage);
  return (
    <TranslatorProvider locale={signerLanguage}>
      <div {...languageAttributes(staff.locale)}>
        <StatusScreen
          icon="document"
          tone="info"
          title={staff("kiosk.handoff.title", { name: next.name })}
          context={<p>{staff("kiosk.position", { number: next.signOrder, count: state.signerCount })}</p>}
          actions={
            <div {...languageAttributes(signerLanguage)} className="space-y-3">
              <p className="text-base text-slate-800">{signer("kiosk.handoff.greeting", { name: next.name, subject: state.subject })}</p>
              <Button onClick={onStart} className="h-12 w-full text-base">
                {signer("kiosk.handoff.start", { name: next.name })}
              </Button>
            </div>
          }
        />
      </div>
    </TranslatorProvider>
  );
}
