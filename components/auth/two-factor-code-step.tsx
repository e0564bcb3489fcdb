"use client";

import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";

/**
 * The login page's second step when the account has two-factor sign-in on: a code from the
 * authenticator app or a recovery code, and whether this browser may skip the step for 30 days.
 */
export function TwoFactorCodeStep({ email, pending, onBack }: { email: string; pending: boolean; onBack: () => void }) {
  return (
    <>
      <p className="text-sm text-slate-700">
        Enter the six-digit code from your authenticator app for <span className="font-medium break-all">{email}</span>.
      </p>
      <Field id="login-code" label="Code" help="Lost your phone? Enter one of your recovery codes instead.">
        <Input
          id="login-code"
          name="code"
          autoComplete="one-time-code"
          spellCheck={false}
          maxLength={20}
          required
          autoFocus
          aria-describedby="login-code-help"
        />
      </Field>
      <label className="flex items-center gap-2 text-sm text-slate-800">
        <input type="checkbox" name="rememberDevice" value="1" className="h-4 w-4 rounded border-slate-300" />
        Remember this device for 30 days
      </label>
      <Button type="submit" className="w-full" disabled={pending}>
        {pending ? "Checking…" : "Verify and sign in"}
      </Button>
      <p className="text-center text-sm">
        <button type="button" onClick={onBack} className="font-medium text-indigo-700 underline underline-offset-2">
          Use another account
        </button>
      </p>
    </>
  );
}
