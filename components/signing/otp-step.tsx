"use client";

import { useEffect, useId, useReducer, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { codeReducer, initialCodeState } from "./code-state";
import { SignerApiError, type SignerApi } from "./signer-client";
import type { Translator } from "./translator";
import { useT } from "./translator-context";

// Note: a pause between texts, so an impatient double tap does not spend one of the five.
const RESEND_PAUSE_S = 30;

/** The sentence for a failed send or check, in the signer's language. */
function otpErrorText(t: Translator, error: unknown, organizationName: string): string {
  if (!(error instanceof SignerApiError) || error.status === 0) return t("sign.otp.error.network");
  switch (error.code) {
    case "OTP_INVALID": {
      const attemptsLeft = Number(error.details.attemptsLeft ?? 0);
      return attemptsLeft > 0 ? t("sign.otp.error.invalid", { attemptsLeft }) : t("sign.otp.error.noCode");
    }
    case "OTP_EXPIRED":
      return t("sign.otp.error.expired");
    case "OTP_ATTEMPTS_EXCEEDED":
      return t("sign.otp.error.attemptsExceeded");
    case "SMS_RETRY_LIMIT":
      return t("sign.otp.error.retryLimit", { organizationName });
    case "SMS_DELIVERY_FAILED":
      return t("sign.otp.error.deliveryFailed");
  }
  return error.status === 400 ? t("sign.otp.error.format") : t("sign.otp.error.network");
}

/**
 * Advanced electronic signatures (AES_OTP): the signer proves they hold the phone on file
 * with a six-digit code sent by text message, before the signature is accepted.
 */
export function OtpStep({
  api,
  phoneHint,
  organizationName,
  onVerified,
  titled = true,
}: {
  api: SignerApi;
  phoneHint: string | null;
  organizationName: string;
  onVerified: () => void;
  /** False where the page's own heading already says what this step is. */
  titled?: boolean;
}) {
  const t = useT();
  const id = useId();
  const [{ sentTo, code, busy, notice, pause }, dispatch] = useReducer(codeReducer, initialCodeState);
  const codeInputId = `${id}-code`;
  // Asks for the cursor in the code box once it is on screen (it appears only after the first send).
  const [codeFocusAsked, setCodeFocusAsked] = useState(0);
  const focusCode = () => setCodeFocusAsked((asked) => asked + 1);
  useEffect(() => {
    if (codeFocusAsked > 0) window.document.getElementById(codeInputId)?.focus();
  }, [codeFocusAsked, codeInputId]);

  useEffect(() => {
    if (pause <= 0) return;
    const timer = window.setTimeout(() => dispatch({ type: "tick" }), 1000);
    return () => window.clearTimeout(timer);
  }, [pause]);

  // Note: the buttons stay enabled while busy (a disabled button drops the focus to the page's body); a second press does nothing.
  const send = async () => {
    if (busy) return;
    dispatch({ type: "requested" });
    try {
      const sent = await api.sendOtp();
      dispatch({ type: "sent", sentTo: sent.sentTo, pause: RESEND_PAUSE_S, notice: t("sign.otp.sent", { phone: sent.sentTo }) });
      focusCode();
    } catch (error) {
      dispatch({ type: "sendFailed", notice: otpErrorText(t, error, organizationName) });
    }
  };

  const verify = async () => {
    if (busy) return;
    if (!/^\d{6}$/.test(code.trim())) {
      dispatch({ type: "malformed", notice: t("sign.otp.error.format") });
      focusCode();
      return;
    }
    dispatch({ type: "checking" });
    try {
      await api.verifyOtp(code.trim());
    } catch (error) {
      dispatch({ type: "wrong", notice: otpErrorText(t, error, organizationName) });
      focusCode();
      return;
    }
    onVerified();
    dispatch({ type: "verified" });
  };

  const phone = sentTo ?? phoneHint ?? "";
  return (
    <section aria-labelledby={titled ? `${id}-title` : undefined} aria-label={titled ? undefined : t("sign.otp.title")} className="space-y-3 rounded-md border border-slate-300 bg-slate-50 p-3">
      {titled && (
        <h3 id={`${id}-title`} className="text-base font-semibold text-slate-900">
          {t("sign.otp.title")}
        </h3>
      )}
      <p className="text-sm text-slate-700">{t("sign.otp.intro", { phone })}</p>
      {sentTo === null ? (
        <Button onClick={() => void send()} aria-disabled={busy !== null} className="w-full sm:w-auto">
          {busy === "send" ? t("sign.otp.sending") : t("sign.otp.send")}
        </Button>
      ) : (
        <form
          className="space-y-3"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void verify();
          }}
        >
          <div className="space-y-1">
            <label htmlFor={codeInputId} className="block text-sm font-medium text-slate-800">
              {t("sign.otp.codeLabel")}
            </label>
            <Input
              id={codeInputId}
              value={code}
              onChange={(event) => dispatch({ type: "typed", code: event.target.value })}
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="\d{6}"
              maxLength={6}
              className="h-12 max-w-[12rem] text-center font-mono text-xl tracking-[0.4em]"
            />
          </div>
          <div className="flex flex-wrap gap-2">
            <Button type="submit" aria-disabled={busy !== null}>
              {busy === "verify" ? t("sign.otp.verifying") : t("sign.otp.verify")}
            </Button>
            <Button variant="secondary" onClick={() => void send()} disabled={pause > 0}>
              {t("sign.otp.resend")}
            </Button>
          </div>
          {pause > 0 && (
            <p className="text-xs text-slate-600" aria-hidden="true">
              {t("sign.otp.resendIn", { seconds: pause })}
            </p>
          )}
        </form>
      )}
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
    </section>
  );
}
