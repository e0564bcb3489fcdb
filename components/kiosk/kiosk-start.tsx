"use client";

import { useId, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { StatusScreen } from "@/components/signing/status-screen";
import type { Translator } from "@/components/signing/translator";
import { PinInput, PinMessage } from "./kiosk-pin";
import { languageAttributes } from "@/lib/i18n/text-direction";

export const PIN_PATTERN = /^\d{4,8}$/;

/** Before the first signer: staff choose the PIN that locks the kiosk between signers. */
export function KioskStart({ subject, staff, busy, failed, onStart }: {
  subject: string;
  staff: Translator;
  busy: boolean;
  failed: string | null;
  onStart: (pin: string) => void;
}) {
  const [pin, setPin] = useState("");
  const [again, setAgain] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const messageId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Note: the button stays enabled while busy, so the focus stays on it until the next screen takes it.
    if (busy) return;
    if (!PIN_PATTERN.test(pin)) return setProblem(staff("kiosk.start.invalid"));
    if (pin !== again) return setProblem(staff("kiosk.start.mismatch"));
    setProblem(null);
    onStart(pin);
  };
  const message = problem ?? failed;
  return (
    <div {...languageAttributes(staff.locale)}>
      <StatusScreen icon="lock" tone="info" title={staff("kiosk.start.title")} context={<p className="font-medium text-slate-900 [overflow-wrap:anywhere]">{subject}</p>}>
        <p>{staff("kiosk.start.body")}</p>
        <form onSubmit={submit} noValidate className="space-y-4 pt-2">
          <PinInput label={staff("kiosk.start.pin")} name="kiosk-pin" value={pin} onChange={setPin} invalid={!!problem} describedBy={message ? messageId : undefined} />
          <PinInput label={staff("kiosk.start.pinAgain")} name="kiosk-pin-again" value={again} onChange={setAgain} invalid={!!problem} describedBy={message ? messageId : undefined} />
          {message && <PinMessage id={messageId}>{message}</PinMessage>}
          <Button type="submit" aria-disabled={busy} className="h-12 w-full text-base aria-disabled:cursor-wait">
            {busy ? staff("kiosk.lock.checking") : staff("kiosk.start.submit")}
          </Button>
        </form>
      </StatusScreen>
    </div>
  );
}
