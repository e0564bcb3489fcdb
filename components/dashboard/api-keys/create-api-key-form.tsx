"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { useTRPC } from "@/components/providers/trpc";
import { Button } from "@/components/ui/button";
import { Card, CardHeader } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { Input, Select } from "@/components/ui/input";
import { createApiKeySchema, type CreateApiKeyInput } from "@/lib/schemas/api-keys";
import type { CreatedApiKey } from "@/server/services/api-keys/create-api-key";
import { describedBy } from "../forms/field-errors";
import { labelledZodResolver } from "../forms/labelled-resolver";
import { ServerErrorAlert } from "../forms/server-error-alert";
import { appCodeOf, placeServerError } from "../forms/server-error-messages";
import { setServerFieldErrors } from "../forms/set-server-field-errors";
import { API_KEY_ROLE_LABELS } from "../organization-labels";
import { RoleRequired } from "../role-required";

const LABELS = { name: "Name", role: "Role", expiresAt: "Expires" } as const satisfies Record<keyof CreateApiKeyInput, string>;

const DEFAULTS: CreateApiKeyInput = { name: "", role: "ADMIN", expiresAt: null };

/**
 * A datetime-local value is the reader's wall-clock time; the API wants an ISO instant. Note:
 * what is not a date stays as typed, so that the schema says it is not a valid date and time.
 */
function toIsoInstant(localValue: unknown): string | null {
  if (typeof localValue !== "string" || localValue === "") return null;
  const instant = new Date(localValue);
  return Number.isNaN(instant.getTime()) ? localValue : instant.toISOString();
}

export function CreateApiKeyForm({ onCreated, autoFocus = false }: { onCreated: (key: CreatedApiKey) => void; autoFocus?: boolean }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  // Note: gcTime 0 drops the finished mutation, and with it the full key, from the query
  // client's cache as soon as this form lets go of it. The key lives only in the panel.
  const create = useMutation({ ...trpc.apiKeys.create.mutationOptions(), gcTime: 0 });
  const form = useForm<CreateApiKeyInput, unknown, z.output<typeof createApiKeySchema>>({
    resolver: labelledZodResolver(createApiKeySchema, LABELS),
    defaultValues: DEFAULTS,
  });
  const { errors } = form.formState;
  const serverError = placeServerError(create.error, LABELS);

  const submit = form.handleSubmit(async (input) => {
    try {
      const created = await create.mutateAsync(input);
      form.reset();
      create.reset();
      void queryClient.invalidateQueries({ queryKey: trpc.apiKeys.list.queryKey() });
      onCreated(created);
    } catch (error) {
      setServerFieldErrors(form.setError, placeServerError(error, LABELS).fields);
    }
  });

  return (
    <Card>
      <CardHeader title="Create an API key" description="The full key is shown once, right after you create it." />
      {create.error &&
        (appCodeOf(create.error) === "INSUFFICIENT_ROLE" ? (
          <RoleRequired action="Managing API keys" />
        ) : (
          <ServerErrorAlert messages={serverError.form} />
        ))}
      <form onSubmit={submit} noValidate className="mt-4 grid gap-4 md:grid-cols-2 lg:grid-cols-[2fr_1fr_1.5fr_auto] lg:items-start">
        <Field id="api-key-name" label={LABELS.name} help="Say where the key is used, such as “CRM integration”." error={errors.name?.message}>
          <Input
            id="api-key-name"
            required
            maxLength={100}
            autoFocus={autoFocus}
            {...form.register("name")}
            {...describedBy("api-key-name", errors.name?.message, true)}
          />
        </Field>
        <Field id="api-key-role" label={LABELS.role} help="Member: read and start signings. Admin: everything." error={errors.role?.message}>
          <Select id="api-key-role" {...form.register("role")} {...describedBy("api-key-role", errors.role?.message, true)}>
            <option value="ADMIN">{API_KEY_ROLE_LABELS.ADMIN}</option>
            <option value="MEMBER">{API_KEY_ROLE_LABELS.MEMBER}</option>
          </Select>
        </Field>
        <Field id="api-key-expires" label={LABELS.expiresAt} help="Optional, in your local time. Empty: never expires." error={errors.expiresAt?.message}>
          <Input
            id="api-key-expires"
            type="datetime-local"
            {...form.register("expiresAt", { setValueAs: toIsoInstant })}
            {...describedBy("api-key-expires", errors.expiresAt?.message, true)}
          />
        </Field>
        <div className="md:col-span-2 lg:col-span-1 lg:pt-6">
          <Button type="submit" disabled={create.isPending} className="w-full lg:w-auto">
            {create.isPending ? "Creating…" : "Create key"}
          </Button>
        </div>
      </form>
    </Card>
  );
}
