"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { useTRPC } from "@/components/providers/trpc";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input, Select } from "@/components/ui/input";
import { inviteMemberSchema, MEMBER_ROLES, type InviteMemberInput, type MemberRole } from "@/lib/schemas/members";
import { describedBy } from "../../forms/field-errors";
import { labelledZodResolver } from "../../forms/labelled-resolver";
import { ServerErrorAlert } from "../../forms/server-error-alert";
import { placeServerError } from "../../forms/server-error-messages";
import { setServerFieldErrors } from "../../forms/set-server-field-errors";
import { ROLE_WORDS } from "./role-words";

const LABELS = { email: "Email address", role: "Role" } as const;

/** Invites a colleague by email; only an owner can offer the owner role. */
export function InviteMemberForm({ yourRole }: { yourRole: MemberRole }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const form = useForm<InviteMemberInput, unknown, z.output<typeof inviteMemberSchema>>({
    resolver: labelledZodResolver(inviteMemberSchema, LABELS),
    defaultValues: { email: "", role: "MEMBER" },
  });
  const { errors } = form.formState;
  const invite = useMutation(
    trpc.members.invite.mutationOptions({
      onSuccess() {
        form.reset({ email: "", role: form.getValues("role") });
        void queryClient.invalidateQueries({ queryKey: trpc.members.list.queryKey() });
      },
      onError(error) {
        setServerFieldErrors(form.setError, placeServerError(error, LABELS).fields);
      },
    }),
  );
  const roles = MEMBER_ROLES.filter((role) => role !== "OWNER" || yourRole === "OWNER");
  const submit = form.handleSubmit((input) => invite.mutate(input));

  return (
    <form onSubmit={submit} noValidate className="space-y-4" onChange={() => invite.isSuccess && invite.reset()}>
      {invite.isSuccess && <Alert tone="success">Invitation sent to {invite.data.email}. The link works for 7 days.</Alert>}
      <ServerErrorAlert messages={placeServerError(invite.error, LABELS).form} />
      <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_10rem]">
        <Field id="invite-member-email" label={LABELS.email} error={errors.email?.message}>
          <Input
            id="invite-member-email"
            type="email"
            inputMode="email"
            autoComplete="off"
            maxLength={254}
            placeholder="colleague@example.com"
            {...form.register("email")}
            {...describedBy("invite-member-email", errors.email?.message)}
          />
        </Field>
        <Field id="invite-member-role" label={LABELS.role} error={errors.role?.message}>
          <Select id="invite-member-role" {...form.register("role")} {...describedBy("invite-member-role", errors.role?.message)}>
            {roles.map((role) => (
              <option key={role} value={role}>
                {ROLE_WORDS[role].label}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      <Button type="submit" disabled={invite.isPending}>
        {invite.isPending ? "Sending…" : "Send invitation"}
      </Button>
    </form>
  );
}
