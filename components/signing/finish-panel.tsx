"use client";

import { useEffect, useId, useRef, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { OtpStep } from "./otp-step";
import type { SignerApi, SignerField, SignerView } from "./signer-client";
import { useT } from "./translator-context";

/**
 * The last step: what is still missing (each a link back to its field), the text-message code
 * under AES_OTP, the consent statement, and the button that signs.
 */
export function FinishPanel({
  view,
  api,
  missing,
  otpVerified,
  submitting,
  serverMessages,
  onGoTo,
  onOtpVerified,
  onSubmit,
  onBack,
  onAttempt,
  signLabel,
  stickyButtons = true,
}: {
  view: SignerView;
  api: SignerApi;
  /** Fields the server would refuse, in reading order. */
  missing: SignerField[];
  otpVerified: boolean;
  submitting: boolean;
  /** The server's own sentences when it refused the submit. */
  serverMessages: string[];
  onGoTo: (field: SignerField) => void;
  onOtpVerified: () => void;
  onSubmit: () => void;
  /** Without it there is no way back (an online form has nothing to go back to). */
  onBack?: () => void;
  /** Asked on every attempt to sign, before anything else: false stops it (an online form checks its answers). */
  onAttempt?: () => boolean;
  signLabel?: string;
  /**
   * The buttons stick to the bottom of a scrolled panel (the phone's signing panel), so they stay
   * on screen. False where the panel is part of a page that scrolls as a whole (an online form):
   * there the bar would hide the consent box above it as the page scrolls past.
   */
  stickyButtons?: boolean;
}) {
  const t = useT();
  const id = useId();
  const [consent, setConsent] = useState(false);
  const [tried, setTried] = useState(false);
  const consentBox = useRef<HTMLInputElement>(null);
  const refusal = useRef<HTMLDivElement>(null);
  const otpMissing = view.otp.required && !otpVerified;
  const consentMissing = !consent;

  // The server's refusal is where the signer goes next, not the button they pressed.
  useEffect(() => {
    if (serverMessages.length > 0) refusal.current?.focus();
  }, [serverMessages]);

  const sign = () => {
    // Note: the button stays enabled while signing (a disabled button would drop the focus to the page's body).
    if (submitting) return;
    setTried(true);
    const ready = onAttempt ? onAttempt() : true;
    if (!ready) return;
    if (missing.length === 0 && !otpMissing && !consentMissing) onSubmit();
    else if (missing.length === 0 && !otpMissing) consentBox.current?.focus();
  };

  return (
    <div className="space-y-4">
      {missing.length > 0 && (
        <div role={tried ? "alert" : undefined} className="space-y-2 rounded-md border border-amber-300 bg-amber-50 p-3">
          <p className="text-sm font-medium text-amber-900">
            <span aria-hidden="true">⚠ </span>
            {t("sign.finish.missing", { count: missing.length })}
          </p>
          <ul className="space-y-1">
            {missing.map((field) => (
              <li key={field.id}>
                <button type="button" onClick={() => onGoTo(field)} className="text-start text-sm font-medium text-indigo-800 underline underline-offset-2">
                  {t("sign.finish.goTo", { label: field.label })}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}

      {view.otp.required &&
        (otpVerified ? (
          <p role="status" className="flex items-center gap-2 rounded-md border border-emerald-300 bg-emerald-50 p-3 text-sm text-emerald-900">
            <span aria-hidden="true">✓</span>
            {t("sign.otp.verified")}
          </p>
        ) : (
          <OtpStep api={api} phoneHint={view.otp.phoneHint} organizationName={view.process.organizationName} onVerified={onOtpVerified} />
        ))}
      {tried && otpMissing && (
        <p role="alert" className="text-sm text-red-700">
          <span aria-hidden="true">⚠ </span>
          {t("sign.finish.otpFirst")}
        </p>
      )}

      <div className="space-y-1">
        <label htmlFor={`${id}-consent`} className="flex cursor-pointer items-start gap-3 rounded-md border border-slate-300 bg-white p-3">
          <input
            ref={consentBox}
            id={`${id}-consent`}
            type="checkbox"
            checked={consent}
            onChange={(event) => setConsent(event.target.checked)}
            aria-invalid={tried && consentMissing}
            aria-describedby={tried && consentMissing ? `${id}-consent-error` : undefined}
            className="mt-0.5 h-6 w-6 shrink-0 accent-indigo-600"
          />
          <span className="text-sm text-slate-900">{t("sign.consent", { organizationName: view.process.organizationName })}</span>
        </label>
        {tried && consentMissing && (
          <p id={`${id}-consent-error`} role="alert" className="text-sm text-red-700">
            <span aria-hidden="true">⚠ </span>
            {t("sign.finish.consentFirst")}
          </p>
        )}
      </div>

      {serverMessages.length > 0 && (
        <div ref={refusal} tabIndex={-1}>
          <Alert tone="error">
            <p className="font-medium">{t("sign.finish.refused")}</p>
            <ul className="mt-1 list-disc space-y-1 ps-5">
              {serverMessages.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          </Alert>
        </div>
      )}

      {/* Back comes first on a phone (above) and on a wide screen (left): the tab order is the order seen. */}
      <div className={cn("flex flex-col gap-2 sm:flex-row sm:justify-end", stickyButtons && "sticky bottom-0 bg-white py-2 lg:static lg:py-0")}>
        {onBack && (
          <Button variant="secondary" onClick={onBack} disabled={submitting}>
            {t("sign.finish.back")}
          </Button>
        )}
        <Button onClick={sign} aria-disabled={submitting} className="h-12 text-base aria-disabled:cursor-wait aria-disabled:bg-indigo-500">
          {submitting ? t("sign.finish.signing") : (signLabel ?? t("sign.finish.sign"))}
        </Button>
      </div>
    </div>
  );
}
