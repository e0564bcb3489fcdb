"use client";

import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { useT } from "./translator-context";

const REASON_MAX_LENGTH = 1000;

/** Declining ends the signing for everyone, so it asks for a reason and a second, deliberate click. */
export function DeclinePanel({
  organizationName,
  senderInformed,
  busy,
  failed,
  codeStep,
  onDecline,
  onCancel,
}: {
  organizationName: string;
  /** Whether the sender is emailed the reason; the panel says so only then. */
  senderInformed: boolean;
  busy: boolean;
  failed: boolean;
  /** Under AES_OTP, once the code's proof has lapsed: a decline needs it as a submit does. */
  codeStep?: ReactNode;
  onDecline: (reason: string) => void;
  onCancel: () => void;
}) {
  const t = useT();
  const id = useId();
  const [reason, setReason] = useState("");
  const [tried, setTried] = useState(false);
  const empty = reason.trim() === "";
  const reasonBox = useRef<HTMLTextAreaElement>(null);
  const failure = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (failed) failure.current?.focus();
  }, [failed]);

  return (
    <div className="space-y-3">
      {/* Outside the form below: the code step has a form of its own, and forms do not nest. */}
      {codeStep}
      <form
        className="space-y-3"
        // The reason's message is ours, in the signer's language, not the browser's bubble.
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          // Note: the button stays enabled while declining, so the focus stays on it.
          if (busy) return;
          setTried(true);
          if (empty) reasonBox.current?.focus();
          else onDecline(reason.trim());
        }}
      >
        <p className="text-sm text-slate-700">
          {senderInformed
            ? t("sign.decline.intro", { organizationName })
            : t("sign.decline.introUnannounced")}
        </p>
        <div className="space-y-1">
          <label
            htmlFor={`${id}-reason`}
            className="block text-sm font-medium text-slate-800"
          >
            {t("sign.decline.reasonLabel")}
          </label>
          <textarea
            ref={reasonBox}
            id={`${id}-reason`}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            maxLength={REASON_MAX_LENGTH}
            rows={3}
            required
            aria-invalid={tried && empty}
            aria-describedby={tried && empty ? `${id}-reason-error` : undefined}
            className="block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base shadow-sm focus:border-indigo-500 aria-[invalid=true]:border-red-500"
          />
          {tried && empty && (
            <p
              id={`${id}-reason-error`}
              role="alert"
              className="text-sm text-red-700"
            >
              <span aria-hidden="true">⚠ </span>
              {t("sign.decline.reasonRequired")}
            </p>
          )}
        </div>
        {failed && (
          <div ref={failure} tabIndex={-1}>
            <Alert tone="error">{t("sign.decline.failed")}</Alert>
          </div>
        )}
        {/* Cancel first in both layouts, so the tab order is the order seen. */}
        <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            {t("sign.cancel")}
          </Button>
          <Button
            type="submit"
            variant="danger"
            aria-disabled={busy}
            className="aria-disabled:cursor-wait aria-disabled:bg-red-700"
          >
            {busy ? t("sign.decline.declining") : t("sign.decline.confirm")}
          </Button>
        </div>
      </form>
    </div>
  );
}
