"use client";

import { useMutation } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { useTRPC } from "@/components/providers/trpc";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardHeader } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { changePasswordSchema, type ChangePasswordInput } from "@/lib/schemas/passwords";
import { describedBy } from "../forms/field-errors";
import { labelledZodResolver } from "../forms/labelled-resolver";
import { ServerErrorAlert } from "../forms/server-error-alert";
import { placeServerError } from "../forms/server-error-messages";
import { setServerFieldErrors } from "../forms/set-server-field-errors";

const LABELS = { currentPassword: "Current password", newPassword: "New password" } as const;

/** Settings, "Your password": the current one again, then the new one; other devices are signed out. */
export function ChangePasswordForm() {
  const trpc = useTRPC();
  const form = useForm<ChangePasswordInput, unknown, z.output<typeof changePasswordSchema>>({
    resolver: labelledZodResolver(changePasswordSchema, LABELS),
    defaultValues: { currentPassword: "", newPassword: "" },
  });
  const { errors } = form.formState;
  const change = useMutation(
    trpc.passwords.change.mutationOptions({
      onSuccess: () => form.reset(),
      onError: (error) => setServerFieldErrors(form.setError, placeServerError(error, LABELS).fields),
    }),
  );
  const ended = change.data?.endedSessions ?? 0;
  return (
    <Card>
      <CardHeader title="Your password" description="Changing it signs you out on every other device." />
      <form onSubmit={form.handleSubmit((input) => change.mutate(input))} noValidate className="max-w-md space-y-4" onChange={() => change.isSuccess && change.reset()}>
        {change.isSuccess && (
          <Alert tone="success">
            Password changed.{ended > 0 && ` ${ended === 1 ? "One other device was" : `${ended} other devices were`} signed out.`}
          </Alert>
        )}
        <ServerErrorAlert messages={placeServerError(change.error, LABELS).form} />
        <Field id="current-password" label={LABELS.currentPassword} error={errors.currentPassword?.message}>
          <Input
            id="current-password"
            type="password"
            autoComplete="current-password"
            maxLength={200}
            {...form.register("currentPassword")}
            {...describedBy("current-password", errors.currentPassword?.message)}
          />
        </Field>
        <Field id="new-password" label={LABELS.newPassword} help="At least 10 characters." error={errors.newPassword?.message}>
          <Input
            id="new-password"
            type="password"
            autoComplete="new-password"
            maxLength={200}
            {...form.register("newPassword")}
            {...describedBy("new-password", errors.newPassword?.message, true)}
          />
        </Field>
        <Button type="submit" disabled={change.isPending}>
          {change.isPending ? "Changing…" : "Change password"}
        </Button>
      </form>
    </Card>
  );
}
