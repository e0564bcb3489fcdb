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
import { useSignInAfter } from "./use-sign-in-after";
import { acceptInvitationSchema, type AcceptInvitationInput } from "@/lib/schemas/members";

const LABELS = { token: "Invitation", name: "Your name", password: "Password" } as const satisfies Record<keyof AcceptInvitationInput, string>;

/** Joining through an invitation: a name and a password, then the new member is signed in. */
export function AcceptInvitationForm({ token, email }: { token: string; email: string }) {
  const trpc = useTRPC();
  const router = useRouter();
  const accept = useMutation(trpc.invitations.accept.mutationOptions());
  const form = useForm<AcceptInvitationInput, unknown, z.output<typeof acceptInvitationSchema>>({
    resolver: labelledZodResolver(acceptInvitationSchema, LABELS),
    defaultValues: { token, name: "", password: "" },
  });
  const { errors } = form.formState;
  const after = useSignInAfter();

  const submit = form.handleSubmit(async (input) => {
    try {
      await accept.mutateAsync(input);
    } catch (error) {
      setServerFieldErrors(form.setError, placeServerError(error, LABELS).fields);
      return;
    }
    if (await after.signInWith(email, input.password)) router.replace("/dashboard");
  });

  if (after.failed) {
    return (
      <Alert tone="success">
        You have joined, but signing you in did not work.{" "}
        <Link href="/login" className="font-medium underline">
          Sign in with your new password
        </Link>
        .
      </Alert>
    );
  }
  const pending = accept.isPending || after.signingIn;
  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      <ServerErrorAlert messages={placeServerError(accept.error, LABELS).form} />
      <Field id="invite-email" label="Email">
        <Input id="invite-email" value={email} readOnly autoComplete="username" />
      </Field>
      <Field id="invite-name" label={LABELS.name} error={errors.name?.message}>
        <Input id="invite-name" autoComplete="name" required maxLength={200} {...form.register("name")} {...describedBy("invite-name", errors.name?.message)} />
      </Field>
      <Field id="invite-password" label={LABELS.password} help="At least 10 characters." error={errors.password?.message}>
        <Input
          id="invite-password"
          type="password"
          autoComplete="new-password"
          required
          maxLength={200}
          {...form.register("password")}
          {...describedBy("invite-password", errors.password?.message, true)}
        />
      </Field>
      <Button type="submit" className="w-full" disabled={pending}>
        {pending ? "Joining…" : "Join"}
      </Button>
    </form>
  );
}
