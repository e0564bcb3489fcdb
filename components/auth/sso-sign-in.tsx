"use client";

import { useMutation } from "@tanstack/react-query";
import { getCsrfToken } from "next-auth/react";
import { useState, type FormEvent } from "react";
import { useTRPC } from "@/components/providers/trpc";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";

/**
 * next-auth's signIn() only starts providers its /providers list names, and an organization's
 * provider is built per request (server/auth/sso-provider.ts), so the start is posted here the
 * way signIn() would: the CSRF token and where to come back to, answered with the provider's URL.
 */
export async function startProviderSignIn(providerId: string, callbackPath: string): Promise<string> {
  const csrfToken = (await getCsrfToken()) ?? "";
  const response = await fetch(`/api/auth/signin/${providerId}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ csrfToken, callbackUrl: new URL(callbackPath, window.location.origin).toString(), json: "true" }),
  });
  const { url } = (await response.json()) as { url: string };
  return url;
}

/** "Use single sign-on": the address says which organization's provider to go to. */
export function SsoSignIn({ callbackPath }: { callbackPath: string }) {
  const trpc = useTRPC();
  const discover = useMutation(trpc.sso.discover.mutationOptions());
  const [open, setOpen] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setProblem(null);
    const email = String(new FormData(event.currentTarget).get("email") ?? "");
    try {
      const { providerId } = await discover.mutateAsync({ email });
      if (!providerId) {
        setProblem("No single sign-on is set up for this address. Sign in with your password above.");
        return;
      }
      setLeaving(true);
      window.location.assign(await startProviderSignIn(providerId, callbackPath));
    } catch {
      setLeaving(false);
      setProblem("That is not an email address Signet can look up. Check it and try again.");
    }
  }

  if (!open) {
    return (
      <Button type="button" variant="secondary" className="w-full" onClick={() => setOpen(true)}>
        Use single sign-on
      </Button>
    );
  }
  return (
    <form onSubmit={handleSubmit} className="space-y-4" aria-label="Use single sign-on">
      {problem && <Alert tone="error">{problem}</Alert>}
      <Field id="sso-email" label="Work email">
        <Input id="sso-email" name="email" type="email" autoComplete="username" required autoFocus />
      </Field>
      <Button type="submit" variant="secondary" className="w-full" disabled={discover.isPending || leaving}>
        {leaving ? "Going to your sign-in provider…" : "Continue with single sign-on"}
      </Button>
    </form>
  );
}
