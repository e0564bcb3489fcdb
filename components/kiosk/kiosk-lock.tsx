"use client";

import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import type { SigningOutcome } from "@/components/signing/signing-flow";
import { StatusScreen } from "@/components/signing/status-screen";
import { translatorFor, type Translator } from "@/components/signing/translator";
import type { Language } from "@/lib/languages";

/**
 * The lock screen after a signer's turn: thanks them in their language and asks them to give
 * the device back. Only the staff member's confirmation, checked against their session, opens
 * the next signer's screen.
 */
export function KioskLock({
  signer,
  outcome,
  staffName,
  staff,
  checking,
  failed,
  onContinue,
}: {
  signer: { name: string; locale: Language };
  outcome: SigningOutcome;
  staffName: string;
  staff: Translator;
  checking: boolean;
  failed: boolean;
  onContinue: () => void;
}) {
  const t = translatorFor(signer.locale);
  return (
    <div lang={signer.locale}>
      <StatusScreen
        icon="lock"
        tone={outcome === "signed" ? "good" : "neutral"}
        title={outcome === "signed" ? t("kiosk.lock.thanks", { name: signer.name }) : t("kiosk.lock.done", { name: signer.name })}
        actions={
          <div lang={staff.locale} className="space-y-3 border-t border-slate-200 pt-4">
            <p className="text-sm text-slate-600">{staff("kiosk.lock.staffOnly", { staffName })}</p>
            <Button onClick={onContinue} disabled={checking} className="h-12 w-full text-base">
              {checking ? staff("kiosk.lock.checking") : staff("kiosk.lock.continue")}
            </Button>
            {failed && <Alert tone="error">{staff("kiosk.lock.failed")}</Alert>}
          </div>
        }
      >
        <p>{t("kiosk.lock.handBack", { staffName })}</p>
      </StatusScreen>
    </div>
  );
}
