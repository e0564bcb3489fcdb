"use client";

import { useMutation } from "@tanstack/react-query";
import Link from "next/link";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { describedBy } from "@/components/dashboard/forms/field-errors";
import { labelledZodResolver } from "@/components/dashboard/forms/labelled-resolver";
import { ServerErrorAlert } from "@/components/dashboard/forms/server-error-alert";
import { placeServerError } from "@/components/dashboard/forms/server-error-messages";
import { useTRPC } from "@/components/providers/trpc";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { requestPasswordResetSchema, type RequestPasswordResetInput } from "@/lib/schemas/passwords";

const LABELS = { email: "Email" } as const;

/** Asks for a reset link; the answer never says whether the address has an account. */
export function ForgotPasswordForm() {
  const trpc = useTRPC();
  const request = useMutation(trpc.passwords.requestReset.mutationOptions());
  const form = useForm<RequestPasswordResetInput, unknown, z.output<typeof requestPasswordResetSchema>>({
    resolver: labelledZodResolver(requestPasswordResetSchema, LABELS),
    defaultValues: { email: "" },
  });
  const { errors } = form.formState;
  if (request.isSuccess) {
    return (
      <div className="space-y-4">
        <Alert tone="success">
          If an account uses {request.variables.email}, an email with a link to choose a new password is on its way. The link works once,
          for 30 minutes.
        </Alert>
        <Link href="/login" className="block text-center text-sm font-medium text-indigo-700 underline underline-offset-2">
          Back to sign-in
        </Link>
      </div>
    );
  }
  return (
    <form onSubmit={form.handleSubmit((input) => request.mutate(input))} noValidate className="space-y-4">
      <ServerErrorAlert messages={placeServerError(request.error, LABELS).form} />
      <Field id="forgot-email" label={LABELS.email} error={errors.email?.message}>
        <Input id="forgot-email" type="email" autoComplete="username" required autoFocus {...form.register("email")} {...describedBy("forgot-email", errors.email?.message)} />
      </Field>
      <Button type="submit" className="w-full" disabled={request.isPending}>
        {request.isPending ? "Sending…" : "Email me a link"}
      </Button>
      <Link href="/login" className="block text-center text-sm font-medium text-indigo-700 underline underline-offset-2">
        Back to sign-in
      </Link>
    </form>
  );
}
