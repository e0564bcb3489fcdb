"use client";

import { signIn } from "next-auth/react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { Alert } from "@/components/ui/alert";
import { OrDivider } from "./or-divider";
import { signInErrorText } from "./sign-in-error-text";
import { SsoSignIn } from "./sso-sign-in";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { focusAfterRender } from "@/components/ui/focus-after-render";
import { Input } from "@/components/ui/input";
import { TwoFactorCodeStep } from "./two-factor-code-step";

// server/auth/options.ts: the password was right and a two-factor code is needed.
const CODE_NEEDED = "TwoFactorCodeNeeded";

export function LoginForm({ callbackPath }: { callbackPath: string }) {
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  // Kept once the password was right, so that the code step sends them again with the code.
  const [signingIn, setSigningIn] = useState<{ email: string; password: string } | null>(null);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const credentials = signingIn ?? { email: String(form.get("email") ?? ""), password: String(form.get("password") ?? "") };
    const secondStep = signingIn ? { code: String(form.get("code") ?? ""), rememberDevice: form.get("rememberDevice") === "1" ? "1" : "" } : {};
    setPending(true);
    setError(null);
    try {
      const result = await signIn("credentials", { ...credentials, ...secondStep, redirect: false });
      if (result?.error === CODE_NEEDED) {
        setSigningIn(credentials);
        setPending(false);
        return;
      }
      if (result?.error) {
        setError(signInErrorText(result.error, "Signing in failed. Try again in a moment."));
        setPending(false);
        // The button was disabled while signing in, which drops focus; the password (or code) is what to retype.
        focusAfterRender(signingIn ? "login-code" : "login-password");
        return;
      }
      router.replace(callbackPath);
    } catch {
      setError("The server could not be reached. Check your connection and try again.");
      setPending(false);
    }
  }

  if (signingIn) {
    return (
      <form onSubmit={handleSubmit} className="space-y-4">
        {error && <Alert tone="error">{error}</Alert>}
        <TwoFactorCodeStep email={signingIn.email} pending={pending} onBack={() => (setSigningIn(null), setError(null))} />
      </form>
    );
  }

  return (
    <div className="space-y-6">
      <form onSubmit={handleSubmit} className="space-y-4">
        {error && <Alert tone="error">{error}</Alert>}
        <Field id="login-email" label="Email">
          <Input id="login-email" name="email" type="email" autoComplete="username" required autoFocus />
        </Field>
        <Field id="login-password" label="Password">
          <Input id="login-password" name="password" type="password" autoComplete="current-password" required />
        </Field>
        <Button type="submit" className="w-full" disabled={pending}>
          {pending ? "Signing in…" : "Sign in"}
        </Button>
        <p className="text-center text-sm">
          <Link href="/forgot-password" className="font-medium text-indigo-700 underline underline-offset-2">
            Forgot your password?
          </Link>
        </p>
      </form>
      <OrDivider />
      <SsoSignIn callbackPath={callbackPath} />
    </div>
  );
}
