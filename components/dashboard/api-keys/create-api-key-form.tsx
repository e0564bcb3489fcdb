"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { useTRPC } from "@/components/providers/trpc";
import { Button } from "@/components/ui/button";
import { Card, CardHeader } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { Input, Select } from "@/components/ui/input";
import { createApiKeySchema, type CreateApiKeyInput } from "@/lib/schemas/api-keys";
import type { CreatedApiKey } from "@/server/services/api-keys/create-api-key";
import { describedBy, fieldErrorsOf, type FieldErrors } from "../forms/field-errors";
import { ServerErrorAlert } from "../forms/server-error-alert";
import { appCodeOf, serverErrorMessages } from "../forms/server-error-messages";
import { AdminRoleRequired } from "./admin-role-required";

type KeyField = keyof CreateApiKeyInput;

const LABELS: Record<KeyField, string> = { name: "Name", role: "Role", expiresAt: "Expires" };

/** A datetime-local value is the reader's wall-clock time; the API wants an ISO instant. */
function toIsoInstant(localValue: string): string | null | undefined {
  if (localValue === "") return null;
  const instant = new Date(localValue);
  return Number.isNaN(instant.getTime()) ? undefined : instant.toISOString();
}

export function CreateApiKeyForm({ onCreated, autoFocus = false }: { onCreated: (key: CreatedApiKey) => void; autoFocus?: boolean }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  // Note: gcTime 0 drops the finished mutation, and with it the full key, from the query
  // client's cache as soon as this form lets go of it. The key lives only in the panel.
  const create = useMutation({ ...trpc.apiKeys.create.mutationOptions(), gcTime: 0 });
  const [fieldErrors, setFieldErrors] = useState<FieldErrors<KeyField>>({});

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const expiresAt = toIsoInstant(String(data.get("expiresAt") ?? ""));
    if (expiresAt === undefined) {
      setFieldErrors({ expiresAt: "Expires must be a valid date and time" });
      return;
    }
    const input: CreateApiKeyInput = {
      name: String(data.get("name") ?? ""),
      role: String(data.get("role") ?? "") as CreateApiKeyInput["role"],
      expiresAt,
    };
    const parsed = createApiKeySchema.safeParse(input);
    setFieldErrors(parsed.success ? {} : fieldErrorsOf(parsed.error, LABELS));
    if (!parsed.success) return;

    try {
      const created = await create.mutateAsync(input);
      form.reset();
      create.reset();
      void queryClient.invalidateQueries({ queryKey: trpc.apiKeys.list.queryKey() });
      onCreated(created);
    } catch {
      // shown from create.error
    }
  }

  return (
    <Card>
      <CardHeader title="Create an API key" description="The full key is shown once, right after you create it." />
      {create.error &&
        (appCodeOf(create.error) === "INSUFFICIENT_ROLE" ? (
          <AdminRoleRequired />
        ) : (
          <ServerErrorAlert messages={serverErrorMessages(create.error)} />
        ))}
      <form onSubmit={handleSubmit} noValidate className="mt-4 grid gap-4 md:grid-cols-2 lg:grid-cols-[2fr_1fr_1.5fr_auto] lg:items-start">
        <Field id="api-key-name" label={LABELS.name} help="Say where the key is used, such as “CRM integration”." error={fieldErrors.name}>
          <Input
            id="api-key-name"
            name="name"
            required
            maxLength={100}
            autoFocus={autoFocus}
            {...describedBy("api-key-name", fieldErrors.name, true)}
          />
        </Field>
        <Field id="api-key-role" label={LABELS.role} help="MEMBER: read and start signings. ADMIN: everything." error={fieldErrors.role}>
          <Select id="api-key-role" name="role" defaultValue="ADMIN" {...describedBy("api-key-role", fieldErrors.role, true)}>
            <option value="ADMIN">ADMIN</option>
            <option value="MEMBER">MEMBER</option>
          </Select>
        </Field>
        <Field id="api-key-expires" label={LABELS.expiresAt} help="Optional, in your local time. Empty: never expires." error={fieldErrors.expiresAt}>
          <Input
            id="api-key-expires"
            name="expiresAt"
            type="datetime-local"
            {...describedBy("api-key-expires", fieldErrors.expiresAt, true)}
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
