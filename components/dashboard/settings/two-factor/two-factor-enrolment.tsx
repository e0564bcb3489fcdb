"use client";

import { useMutation } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { useTRPC } from "@/components/providers/trpc";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { ServerErrorAlert } from "../../forms/server-error-alert";
import { placeServerError } from "../../forms/server-error-messages";
import { RecoveryCodes } from "./recovery-codes";

/**
 * Setting up an authenticator app: the QR code and the same secret as text (for typing in),
 * then the first code, which switches two-factor on; then the recovery codes, shown this once.
 */
export function TwoFactorEnrolment({ onEnabled, onDone }: { onEnabled?: () => void; onDone: () => void }) {
  const trpc = useTRPC();
  const start = useMutation(trpc.twoFactor.startEnrolment.mutationOptions());
  const confirm = useMutation(trpc.twoFactor.confirm.mutationOptions({ onSuccess: onEnabled }));
  const [code, setCode] = useState("");

  if (confirm.data) {
    return <RecoveryCodes codes={confirm.data.recoveryCodes} intro="Two-factor sign-in is on." onDone={onDone} doneLabel="I have saved these codes" />;
  }
  if (!start.data) {
    return (
      <div className="space-y-3">
        <ServerErrorAlert messages={placeServerError(start.error, {}).form} />
        <Button onClick={() => start.mutate({})} disabled={start.isPending}>
          {start.isPending ? "Preparing…" : "Set up an authenticator app"}
        </Button>
      </div>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    confirm.mutate({ code });
  };
  return (
    <div className="space-y-4">
      <ol className="list-decimal space-y-1 pl-5 text-sm text-slate-700">
        <li>Open an authenticator app on your phone (for example Google Authenticator, Microsoft Authenticator, 1Password or Aegis).</li>
        <li>Scan this QR code, or type the key below into the app.</li>
        <li>Enter the six-digit code the app shows.</li>
      </ol>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
        {/* eslint-disable-next-line @next/next/no-img-element -- a data: URL made on the server, nothing to optimize */}
        <img src={start.data.qrCodeDataUrl} alt="QR code for your authenticator app" width={180} height={180} className="h-44 w-44 rounded border border-slate-200" />
        <div className="min-w-0 space-y-1 text-sm">
          <p className="font-medium text-slate-800">Key for typing in</p>
          <code id="two-factor-secret" className="block rounded bg-slate-100 px-2 py-1 font-mono text-sm break-all text-slate-900">
            {start.data.secret.replace(/(.{4})/g, "$1 ").trim()}
          </code>
          <p className="text-xs text-slate-500">Time-based, six digits, every 30 seconds.</p>
        </div>
      </div>
      <form onSubmit={submit} noValidate className="max-w-xs space-y-3">
        <ServerErrorAlert messages={placeServerError(confirm.error, {}).form} />
        <Field id="two-factor-first-code" label="Code from the app">
          <Input id="two-factor-first-code" inputMode="numeric" autoComplete="one-time-code" maxLength={7} value={code} onChange={(event) => setCode(event.target.value)} />
        </Field>
        <Button type="submit" disabled={confirm.isPending}>
          {confirm.isPending ? "Checking…" : "Switch on"}
        </Button>
      </form>
    </div>
  );
}
