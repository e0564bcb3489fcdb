"use client";

import { useMutation } from "@tanstack/react-query";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { describedBy } from "@/components/dashboard/forms/field-errors";
import { labelledZodResolver } from "@/components/dashboard/forms/labelled-resolver";
import { ServerErrorAlert } from "@/components/dashboard/forms/server-error-alert";
import { placeServerError } from "@/components/dashboard/forms/server-error-messages";
import { setServerFieldErrors } from "@/components/dashboard/forms/set-server-field-errors";
import { useTRPC } from "@/components/providers/trpc";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { resetPasswordSchema, type ResetPasswordInput } from "@/lib/schemas/passwords";
import { useSignInAfter } from "./use-sign-in-after";

const LABELS = { token: "Link", password: "New password" } as const satisfies Record<keyof ResetPasswordInput, string>;

/** A new password through a reset link; the account is then signed in here, and nowhere else. */
export function ResetPasswordForm({ token, email }: { token: string; email: string }) {
  const trpc = useTRPC();
  const router = useRouter();
  const reset = useMutation(trpc.passwords.reset.mutationOptions());
  const form = useForm<ResetPasswordInput, unknown, z.output<typeof resetPasswordSchema>>({
    resolver: labelledZodResolver(resetPasswordSchema, LABELS),
    defaultValues: { token, password: "" },
  });
  const { errors } = form.formState;
  const after = useSignInAfter();

  const submit = form.handleSubmit(async (input) => {
    try {
      await reset.mutateAsync(input);
    } catch (error) {
      setServerFieldErrors(form.setError, placeServerError(error, LABELS).fields);
      return;
    }
    if (await after.signInWith(email, input.password)) router.replace("/dashboard");
  });

  if (after.failed) {
    return (
      <Alert tone="success">
        Your password is changed.{" "}
        <Link href="/login" className="font-medium underline">
          Sign in with it
        </Link>
        .
      </Alert>
    );
  }
  const pending = reset.isPending || after.signingIn;
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <ServerErrorAlert messages={placeServerError(reset.error, LABELS).form} />
      <Field id="reset-email" label="Email">
        <Input id="reset-email" value={email} readOnly autoComplete="username" />
      </Field>
      <Field id="reset-password" label={LABELS.password} help="At least 10 characters. Every device signed in to your account is signed out." error={errors.password?.message}>
        <Input
          id="reset-password"
          type="password"
          autoComplete="new-password"
          required
          maxLength={200}
          {...form.register("password")}
          {...describedBy("reset-password", errors.password?.message, true)}
        />
      </Field>
      <Button type="submit" className="w-full" disabled={pending}>
        {pending ? "Saving…" : "Save the new password"}
      </Button>
    </form>
  );
}
