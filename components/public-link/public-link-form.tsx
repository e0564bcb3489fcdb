"use client";

import { useId, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { translatorFor, type Translator } from "@/components/signing/translator";
import type { Language } from "@/lib/languages";

interface ApiRefusal {
  status: number;
  code?: string;
}

/** Calls one of the link's public operations; answers its data or throws its refusal. */
async function post<T>(token: string, path: "code" | "start", body: unknown): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`/api/v1/p/${encodeURIComponent(token)}/${path}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
  } catch {
    throw { status: 0 } satisfies ApiRefusal;
  }
  const json = (await response.json().catch(() => null)) as { data?: T; code?: string } | null;
  if (!response.ok) throw { status: response.status, code: json?.code } satisfies ApiRefusal;
  return json!.data as T;
}

function refusalText(t: Translator, error: unknown): string {
  const { status, code } = error as ApiRefusal;
  if (code === "OTP_INVALID") return t("publicLink.error.wrongCode");
  if (code === "OTP_EXPIRED" || code === "OTP_ATTEMPTS_EXCEEDED") return t("publicLink.error.expired");
  if (code === "PUBLIC_LINK_UNAVAILABLE") return t("publicLink.unavailableTitle");
  if (status === 429) return t("publicLink.error.tooMany");
  if (status === 400) return t("publicLink.error.details");
  return t("publicLink.error.generic");
}

/**
 * A public link's page, after the heading: the visitor's details, then the emailed code, then
 * off to the signing page of the process the code started. One column, large targets, each
 * field labelled, and the result of every step announced (phone first; docs/templates.md).
 */
export function PublicLinkForm({ token, language, needsPhone }: { token: string; language: Language; needsPhone: boolean }) {
  const t = translatorFor(language);
  const id = useId();
  const [details, setDetails] = useState({ name: "", email: "", phoneE164: "" });
  const [sent, setSent] = useState<{ confirmationId: string; sentTo: string } | null>(null);
  const [code, setCode] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const sendCode = async () => {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      const body = { name: details.name, email: details.email, locale: language, ...(needsPhone && { phoneE164: details.phoneE164.replace(/[\s()-]/g, "") }) };
      setSent(await post<{ confirmationId: string; sentTo: string }>(token, "code", body));
      setCode("");
    } catch (refusal) {
      setError(refusalText(t, refusal));
    } finally {
      setBusy(false);
    }
  };

  const start = async () => {
    if (busy || !sent) return;
    setBusy(true);
    setError(null);
    try {
      const { signingUrl } = await post<{ signingUrl: string }>(token, "start", { confirmationId: sent.confirmationId, code: code.trim() });
      window.location.assign(signingUrl);
    } catch (refusal) {
      setError(refusalText(t, refusal));
      setBusy(false);
    }
  };

  if (sent) {
    return (
      <form
        className="space-y-4"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void start();
        }}
      >
        <Alert tone="success">{t("publicLink.codeSent", { email: sent.sentTo })}</Alert>
        <div className="space-y-1">
          <label htmlFor={`${id}-code`} className="block text-base font-medium text-slate-900">
            {t("publicLink.code")}
          </label>
          <Input
            id={`${id}-code`}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            className="text-lg tracking-widest"
            autoFocus
          />
        </div>
        {error && <Alert tone="error">{error}</Alert>}
        <Button type="submit" className="w-full" aria-disabled={busy}>
          {busy ? t("publicLink.starting") : t("publicLink.confirm")}
        </Button>
        <Button variant="secondary" className="w-full" onClick={() => setSent(null)}>
          {t("publicLink.changeDetails")}
        </Button>
      </form>
    );
  }

  const field = (key: keyof typeof details, label: string, props: Record<string, string>, hint?: string) => (
    <div className="space-y-1">
      <label htmlFor={`${id}-${key}`} className="block text-base font-medium text-slate-900">
        {label}
      </label>
      <Input
        id={`${id}-${key}`}
        value={details[key]}
        onChange={(event) => setDetails({ ...details, [key]: event.target.value })}
        required
        aria-describedby={hint ? `${id}-${key}-hint` : undefined}
        {...props}
      />
      {hint && (
        <p id={`${id}-${key}-hint`} className="text-sm text-slate-600">
          {hint}
        </p>
      )}
    </div>
  );

  return (
    <form
      className="space-y-4"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void sendCode();
      }}
    >
      <p className="text-base text-slate-700">{t("publicLink.detailsHint")}</p>
      {field("name", t("publicLink.name"), { autoComplete: "name" })}
      {field("email", t("publicLink.email"), { type: "email", autoComplete: "email", inputMode: "email" })}
      {needsPhone && field("phoneE164", t("publicLink.phone"), { type: "tel", autoComplete: "tel", inputMode: "tel" }, t("publicLink.phoneHint"))}
      {error && <Alert tone="error">{error}</Alert>}
      <Button type="submit" className="w-full" aria-disabled={busy}>
        {busy ? t("publicLink.sending") : t("publicLink.sendCode")}
      </Button>
    </form>
  );
}
