"use client";

import { useId, useRef, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import type { SigningOutcome } from "@/components/signing/signing-flow";
import { StatusScreen } from "@/components/signing/status-screen";
import { translatorFor, type Translator } from "@/components/signing/translator";
import type { Language } from "@/lib/languages";
import type { KioskState } from "@/server/services/kiosk/get-kiosk-state";
import { KioskCopies } from "./kiosk-copies";
import { PinInput, PinMessage } from "./kiosk-pin";
import { PIN_PATTERN } from "./kiosk-start";
import { languageAttributes } from "@/lib/i18n/text-direction";

/**
 * The lock screen after a signer's turn, and whenever the kiosk is locked (after a reload too):
 * thanks the signer in their language and asks for the device back. Only the kiosk PIN opens
 * the next signer's screen ("Next signer") or, when nobody is left, ends the kiosk ("Finish").
 * Once the process is completed, each signer's copy is here as a QR code.
 */
export function KioskLock({
  state,
  signer,
  outcome,
  staff,
  busy,
  message,
  onUnlock,
  onFinish,
  onResetPin,
}: {
  state: KioskState;
  /** The signer whose turn just ended on this device; unknown after a reload. */
  signer: { name: string; locale: Language } | null;
  outcome: SigningOutcome | null;
  staff: Translator;
  busy: boolean;
  /** Why the last PIN did not open the kiosk, in plain words. */
  message: string | null;
  onUnlock: (pin: string) => void;
  onFinish: (pin: string) => void;
  onResetPin: (password: string, pin: string) => void;
}) {
  const [pin, setPin] = useState("");
  const pinInput = useRef<HTMLInputElement>(null);
  const messageId = useId();
  const t = translatorFor(signer?.locale ?? staff.locale);
  const someoneLeft = state.status === "SIGNING" && state.next !== null;
  // The PIN is emptied as it is sent, which disables the buttons: the focus waits in the PIN
  // field (for a second try, or until the next screen takes it), never on the page's body.
  const send = (open: (pin: string) => void) => {
    const entered = pin;
    pinInput.current?.focus();
    setPin("");
    open(entered);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send(someoneLeft ? onUnlock : onFinish);
  };
  const title = !signer
    ? staff("kiosk.lock.locked")
    : outcome === "signed"
      ? t("kiosk.lock.thanks", { name: signer.name })
      : t("kiosk.lock.done", { name: signer.name });
  const preparing = !someoneLeft && (state.status === "SIGNING" || state.status === "FINALIZING");
  return (
    <div {...languageAttributes(signer?.locale ?? staff.locale)}>
      <StatusScreen
        icon="lock"
        tone={outcome === "signed" ? "good" : "neutral"}
        title={title}
        actions={
          <div {...languageAttributes(staff.locale)} className="w-full space-y-4 border-t border-slate-200 pt-4 text-start">
            <form onSubmit={submit} noValidate className="space-y-3">
              <p className="text-sm text-slate-600">{staff("kiosk.lock.staffOnly", { staffName: state.staffName })}</p>
              <PinInput inputRef={pinInput} label={staff("kiosk.lock.pin")} name="kiosk-pin" value={pin} onChange={setPin} invalid={!!message} describedBy={message ? messageId : undefined} />
              {message && <PinMessage id={messageId}>{message}</PinMessage>}
              <Button type="submit" disabled={busy || pin.length === 0} className="h-12 w-full text-base">
                {busy ? staff("kiosk.lock.checking") : someoneLeft ? staff("kiosk.lock.continue") : staff("kiosk.lock.finish")}
              </Button>
              {someoneLeft && (
                <Button variant="secondary" disabled={busy || pin.length === 0} className="h-11 w-full" onClick={() => send(onFinish)}>
                  {staff("kiosk.lock.endNow")}
                </Button>
              )}
            </form>
            <ForgottenPin staff={staff} busy={busy} onResetPin={onResetPin} />
          </div>
        }
      >
        <p>{t("kiosk.lock.handBack", { staffName: state.staffName })}</p>
        {state.copies.length > 0 && (
          <section aria-label={t("kiosk.copy.title")} className="pt-2">
            <KioskCopies copies={state.copies} />
          </section>
        )}
        {preparing && signer && outcome === "signed" && <p role="status">{t("kiosk.copy.preparing")}</p>}
      </StatusScreen>
    </div>
  );
}

/** For staff who forgot the PIN: their own account password sets a new one. */
function ForgottenPin({ staff, busy, onResetPin }: { staff: Translator; busy: boolean; onResetPin: (password: string, pin: string) => void }) {
  const [password, setPassword] = useState("");
  const [pin, setPin] = useState("");
  const [again, setAgain] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const passwordId = useId();
  const messageId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!PIN_PATTERN.test(pin)) return setProblem(staff("kiosk.start.invalid"));
    if (pin !== again) return setProblem(staff("kiosk.start.mismatch"));
    setProblem(null);
    onResetPin(password, pin);
    setPassword("");
  };
  return (
    <details className="rounded-md border border-slate-200 px-3 py-2 text-sm">
      <summary className="cursor-pointer font-medium text-slate-700">{staff("kiosk.lock.forgot")}</summary>
      <form onSubmit={submit} noValidate className="mt-3 space-y-3">
        <p className="text-slate-600">{staff("kiosk.lock.forgotBody")}</p>
        <div>
          <label htmlFor={passwordId} className="block text-sm font-medium text-slate-900">
            {staff("kiosk.lock.password")}
          </label>
          <Input id={passwordId} type="password" autoComplete="current-password" value={password} onChange={(event) => setPassword(event.target.value)} className="mt-1 h-11" />
        </div>
        <PinInput label={staff("kiosk.lock.newPin")} name="kiosk-new-pin" value={pin} onChange={setPin} invalid={!!problem} describedBy={problem ? messageId : undefined} />
        <PinInput label={staff("kiosk.lock.newPinAgain")} name="kiosk-new-pin-again" value={again} onChange={setAgain} invalid={!!problem} describedBy={problem ? messageId : undefined} />
        {problem && <PinMessage id={messageId}>{problem}</PinMessage>}
        <Button type="submit" variant="secondary" disabled={busy || password.length === 0} className="h-11 w-full">
          {staff("kiosk.lock.setPin")}
        </Button>
      </form>
    </details>
  );
}
