"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { useTRPC } from "@/components/providers/trpc";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input, Select } from "@/components/ui/input";
import { ssoConnectionFormSchema, type SsoConnectionFormInput } from "@/lib/schemas/sso";
import type { SsoSettings } from "@/server/services/sso/sso-connection";
import { ConfirmDialog } from "../../confirm-dialog";
import { describedBy } from "../../forms/field-errors";
import { labelledZodResolver } from "../../forms/labelled-resolver";
import { ServerErrorAlert } from "../../forms/server-error-alert";
import { placeServerError, serverErrorMessages } from "../../forms/server-error-messages";
import { setServerFieldErrors } from "../../forms/set-server-field-errors";

const LABELS = {
  issuer: "Issuer address",
  clientId: "Client ID",
  clientSecret: "Client secret",
  emailDomains: "Email domains",
  defaultRole: "Role of people who join",
  roleClaim: "Role claim",
  adminClaimValues: "Values that make an admin",
  requireSso: "Require single sign-on",
} as const;

function formValues(connection: SsoSettings["connection"]): SsoConnectionFormInput {
  return {
    issuer: connection?.issuer ?? "",
    clientId: connection?.clientId ?? "",
    clientSecret: "",
    emailDomains: connection?.emailDomains.join(", ") ?? "",
    defaultRole: connection?.defaultRole ?? "MEMBER",
    roleClaim: connection?.roleClaim ?? "",
    adminClaimValues: connection?.adminClaimValues.join(", ") ?? "",
    requireSso: connection?.requireSso ?? false,
  };
}

/** The provider's details; owners save and remove them, admins read them. */
export function SsoConnectionForm({ settings }: { settings: SsoSettings }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [confirmingRemoval, setConfirmingRemoval] = useState(false);
  const { connection, mayEdit } = settings;
  const form = useForm<SsoConnectionFormInput, unknown, z.output<typeof ssoConnectionFormSchema>>({
    resolver: labelledZodResolver(ssoConnectionFormSchema, LABELS),
    defaultValues: formValues(connection),
  });
  const { errors } = form.formState;
  const saved = (next: SsoSettings) => {
    queryClient.setQueryData(trpc.sso.settings.queryKey(), next);
    form.reset(formValues(next.connection));
  };
  const save = useMutation(
    trpc.sso.save.mutationOptions({
      onSuccess: saved,
      onError(error) {
        setServerFieldErrors(form.setError, placeServerError(error, LABELS).fields);
      },
    }),
  );
  const remove = useMutation(
    trpc.sso.remove.mutationOptions({
      onSuccess(next) {
        saved(next);
        setConfirmingRemoval(false);
      },
    }),
  );
  const field = (name: keyof typeof LABELS) => ({ id: `sso-${name}`, disabled: !mayEdit, ...describedBy(`sso-${name}`, errors[name]?.message, true) });

  return (
    <form onSubmit={form.handleSubmit((input) => save.mutate(input))} noValidate className="space-y-4" onChange={() => save.isSuccess && save.reset()}>
      {save.isSuccess && <Alert tone="success">Single sign-on saved. Your provider answered, and colleagues can sign in with it now.</Alert>}
      {remove.isSuccess && <Alert tone="success">Single sign-on is off. Everyone signs in with their password again.</Alert>}
      {!mayEdit && <p className="text-sm text-slate-600">Only an owner can change single sign-on.</p>}
      <ServerErrorAlert messages={placeServerError(save.error, LABELS).form} />
      <div className="grid gap-4 lg:grid-cols-2">
        <Field id="sso-issuer" label={LABELS.issuer} help="Your provider's address; Signet reads its settings from there." error={errors.issuer?.message}>
          <Input type="url" inputMode="url" autoComplete="off" placeholder="https://login.example.com/realms/acme" maxLength={500} {...field("issuer")} {...form.register("issuer")} />
        </Field>
        <Field id="sso-clientId" label={LABELS.clientId} help="From the application you created at your provider." error={errors.clientId?.message}>
          <Input autoComplete="off" maxLength={500} {...field("clientId")} {...form.register("clientId")} />
        </Field>
        <Field
          id="sso-clientSecret"
          label={LABELS.clientSecret}
          help={connection ? "Stored encrypted and never shown again. Leave it empty to keep it." : "Stored encrypted and never shown again."}
          error={errors.clientSecret?.message}
        >
          <Input type="password" autoComplete="new-password" maxLength={2000} {...field("clientSecret")} {...form.register("clientSecret")} />
        </Field>
        <Field
          id="sso-emailDomains"
          label={LABELS.emailDomains}
          help="Addresses at these domains are sent to your provider from the sign-in page, separated by commas. A domain can belong to one organization only."
          error={errors.emailDomains?.message}
        >
          <Input autoComplete="off" placeholder="example.com, example.de" {...field("emailDomains")} {...form.register("emailDomains")} />
        </Field>
        <Field id="sso-defaultRole" label={LABELS.defaultRole} help="Someone signing in for the first time joins with this role, unless an invitation says otherwise." error={errors.defaultRole?.message}>
          <Select {...field("defaultRole")} {...form.register("defaultRole")}>
            <option value="MEMBER">Member</option>
            <option value="ADMIN">Admin</option>
          </Select>
        </Field>
        <Field
          id="sso-roleClaim"
          label={`${LABELS.roleClaim} (optional)`}
          help="A claim in the provider's ID token, such as groups or roles. With it, Signet follows your provider: at every sign-in, people holding one of the values below are admins, the others get the role above. Owners never change."
          error={errors.roleClaim?.message}
        >
          <Input autoComplete="off" placeholder="groups" maxLength={200} {...field("roleClaim")} {...form.register("roleClaim")} />
        </Field>
        <Field id="sso-adminClaimValues" label={LABELS.adminClaimValues} help="Separated by commas." error={errors.adminClaimValues?.message}>
          <Input autoComplete="off" placeholder="signet-admins" {...field("adminClaimValues")} {...form.register("adminClaimValues")} />
        </Field>
      </div>
      <label className="flex items-start gap-3 text-sm text-slate-900">
        <input type="checkbox" className="mt-0.5 h-4 w-4" {...field("requireSso")} {...form.register("requireSso")} />
        <span>
          <span className="font-medium">{LABELS.requireSso}</span>
          <span id="sso-requireSso-help" className="block text-slate-600">
            Admins and members can no longer sign in with a password. Owners still can, so nobody is locked out.
          </span>
        </span>
      </label>
      {mayEdit && (
        <div className="flex flex-wrap gap-3">
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? "Checking the provider…" : "Save single sign-on"}
          </Button>
          {connection && (
            <Button type="button" variant="secondary" onClick={() => setConfirmingRemoval(true)}>
              Turn off single sign-on
            </Button>
          )}
        </div>
      )}
      <ConfirmDialog
        open={confirmingRemoval}
        onOpenChange={(open) => {
          setConfirmingRemoval(open);
          if (!open) remove.reset();
        }}
        title="Turn off single sign-on?"
        description="Colleagues sign in with their passwords again; those who joined through your provider choose one with “Forgot your password?”. Their accounts and documents stay."
        confirmLabel={remove.isPending ? "Turning off…" : "Turn off"}
        busy={remove.isPending}
        onConfirm={() => remove.mutate()}
        error={remove.error && <p role="alert" className="text-sm text-red-700">{serverErrorMessages(remove.error).join(" ")}</p>}
      />
    </form>
  );
}
