"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { useTRPC } from "@/components/providers/trpc";
import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardHeader } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { ServerErrorAlert } from "../../forms/server-error-alert";
import { placeServerError } from "../../forms/server-error-messages";
import { RecoveryCodes } from "./recovery-codes";
import { TwoFactorEnrolment } from "./two-factor-enrolment";

/**
 * Settings, "Two-factor sign-in": set up an authenticator app, switch it off or make new
 * recovery codes (both with the password), and, for an owner, require it of every member.
 */
export function TwoFactorSettings() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const status = useQuery(trpc.twoFactor.status.queryOptions({}));
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.twoFactor.status.queryKey() });
  const state = status.data;
  // On since the first code, while the recovery codes are still shown (the status is read again after).
  const [justEnabled, setJustEnabled] = useState(false);
  return (
    <Card>
      <CardHeader
        title="Two-factor sign-in"
        description="After your password, sign-in asks for a code from an app on your phone, so a leaked password alone does not let anyone in."
        actions={state && (state.enabled || justEnabled ? <Badge tone="success">On</Badge> : <Badge>Off</Badge>)}
      />
      {!state ? (
        <p className="text-sm text-slate-500">{status.isError ? "Two-factor sign-in could not be loaded." : "Loading…"}</p>
      ) : (
        <div className="space-y-6">
          {state.enabled ? <EnabledActions recoveryCodesLeft={state.recoveryCodesLeft} required={state.organizationRequires} onChange={refresh} /> : <TwoFactorEnrolment onEnabled={() => setJustEnabled(true)} onDone={() => (setJustEnabled(false), refresh())} />}
          {state.canRequire && <RequireForOrganization required={state.organizationRequires} enabled={state.enabled} onChange={refresh} />}
          {!state.canRequire && state.organizationRequires && <p className="text-sm text-slate-600">Your organization requires two-factor sign-in.</p>}
        </div>
      )}
    </Card>
  );
}

function EnabledActions({ recoveryCodesLeft, required, onChange }: { recoveryCodesLeft: number; required: boolean; onChange: () => void }) {
  const trpc = useTRPC();
  const [password, setPassword] = useState("");
  const regenerate = useMutation(trpc.twoFactor.regenerateRecoveryCodes.mutationOptions({ onSuccess: () => setPassword("") }));
  const disable = useMutation(trpc.twoFactor.disable.mutationOptions({ onSuccess: onChange }));
  const submit = (event: FormEvent) => event.preventDefault();
  if (regenerate.data) {
    return <RecoveryCodes codes={regenerate.data.recoveryCodes} intro="New recovery codes made; the old ones no longer work." doneLabel="Done" onDone={() => (regenerate.reset(), onChange())} />;
  }
  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-700">
        {recoveryCodesLeft === 0 ? "No recovery codes are left: make new ones." : `${recoveryCodesLeft} of 10 recovery codes are unused.`}
      </p>
      <form onSubmit={submit} noValidate className="max-w-md space-y-3">
        <ServerErrorAlert messages={[...placeServerError(regenerate.error, {}).form, ...placeServerError(disable.error, {}).form]} />
        <Field id="two-factor-password" label="Your password" help={required ? "Needed to make new recovery codes." : "Needed to make new recovery codes or to switch two-factor sign-in off."}>
          <Input id="two-factor-password" type="password" autoComplete="current-password" maxLength={200} value={password} onChange={(event) => setPassword(event.target.value)} />
        </Field>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" disabled={regenerate.isPending || !password} onClick={() => (disable.reset(), regenerate.mutate({ password }))}>
            {regenerate.isPending ? "Making codes…" : "Make new recovery codes"}
          </Button>
          {!required && (
            <Button variant="danger" disabled={disable.isPending || !password} onClick={() => (regenerate.reset(), disable.mutate({ password }))}>
              {disable.isPending ? "Switching off…" : "Switch off"}
            </Button>
          )}
        </div>
      </form>
    </div>
  );
}

function RequireForOrganization({ required, enabled, onChange }: { required: boolean; enabled: boolean; onChange: () => void }) {
  const trpc = useTRPC();
  const set = useMutation(trpc.twoFactor.setRequirement.mutationOptions({ onSuccess: onChange }));
  return (
    <div className="space-y-2 border-t border-slate-200 pt-4">
      <h3 className="text-sm font-semibold text-slate-900">For the whole organization</h3>
      <ServerErrorAlert messages={placeServerError(set.error, {}).form} />
      {required ? (
        <Alert tone="info">Everyone in the organization must use two-factor sign-in; members without it set it up right after signing in.</Alert>
      ) : (
        <p className="text-sm text-slate-600">
          As an owner, you can require two-factor sign-in of everyone: members without it are asked to set it up right after their next sign-in.
          {!enabled && " Switch it on for yourself first."}
        </p>
      )}
      <Button variant="secondary" disabled={set.isPending || (!required && !enabled)} onClick={() => set.mutate({ required: !required })}>
        {required ? "Stop requiring two-factor sign-in" : "Require two-factor sign-in"}
      </Button>
    </div>
  );
}
