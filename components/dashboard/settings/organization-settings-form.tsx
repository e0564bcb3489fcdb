"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { useTRPC } from "@/components/providers/trpc";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardHeader } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { Input, Select } from "@/components/ui/input";
import { LANGUAGE_NAMES, LANGUAGES, type Language } from "@/lib/languages";
import { updateOrganizationSettingsSchema } from "@/lib/schemas/organizations";
import type { OrganizationRecord } from "@/server/services/organizations/organization-record";
import { describedBy, fieldErrorsOf, type FieldErrors } from "../forms/field-errors";
import { ServerErrorAlert } from "../forms/server-error-alert";
import { appCodeOf, serverErrorMessages } from "../forms/server-error-messages";

type SettingsField = "name" | "defaultLanguage";

const LABELS: Record<SettingsField, string> = { name: "Organization name", defaultLanguage: "Default language" };

export function OrganizationSettingsForm({ organization, canEdit }: { organization: OrganizationRecord; canEdit: boolean }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const router = useRouter();
  const [fieldErrors, setFieldErrors] = useState<FieldErrors<SettingsField>>({});
  const update = useMutation(
    trpc.organization.update.mutationOptions({
      onSuccess(updated) {
        queryClient.setQueryData(trpc.organization.get.queryKey(), updated);
        // The header shows the organization's name from the server layout.
        router.refresh();
      },
    }),
  );

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const input = {
      name: String(data.get("name") ?? ""),
      defaultLanguage: String(data.get("defaultLanguage") ?? "") as Language,
    };
    const parsed = updateOrganizationSettingsSchema.safeParse(input);
    setFieldErrors(parsed.success ? {} : fieldErrorsOf(parsed.error, LABELS));
    if (parsed.success) update.mutate(input);
  }

  // "Settings saved" would be untrue once a field changes again.
  function clearSavedNotice() {
    if (update.isSuccess) update.reset();
  }

  const disabled = !canEdit || update.isPending;
  return (
    <Card>
      <CardHeader title="Organization" description="The name appears on signing pages and emails; the language is their default." />
      <form onSubmit={handleSubmit} noValidate className="space-y-4" onChange={clearSavedNotice}>
        {!canEdit && <Alert tone="info">Only owners and admins can change these settings.</Alert>}
        {update.isSuccess && <Alert tone="success">Settings saved.</Alert>}
        {update.error &&
          (appCodeOf(update.error) === "INSUFFICIENT_ROLE" ? (
            <Alert tone="error">Only owners and admins can change these settings.</Alert>
          ) : (
            <ServerErrorAlert messages={serverErrorMessages(update.error)} />
          ))}
        <Field id="organization-name" label={LABELS.name} error={fieldErrors.name}>
          <Input
            id="organization-name"
            name="name"
            defaultValue={organization.name}
            required
            maxLength={200}
            disabled={!canEdit}
            autoComplete="organization"
            {...describedBy("organization-name", fieldErrors.name)}
          />
        </Field>
        <Field
          id="organization-language"
          label={LABELS.defaultLanguage}
          help="Used for signing pages and emails unless a process sets its own."
          error={fieldErrors.defaultLanguage}
        >
          <Select
            id="organization-language"
            name="defaultLanguage"
            defaultValue={organization.defaultLanguage}
            disabled={!canEdit}
            {...describedBy("organization-language", fieldErrors.defaultLanguage, true)}
          >
            {LANGUAGES.map((code) => (
              <option key={code} value={code}>
                {LANGUAGE_NAMES[code]}
              </option>
            ))}
          </Select>
        </Field>
        {canEdit && (
          <Button type="submit" disabled={disabled}>
            {update.isPending ? "Saving…" : "Save settings"}
          </Button>
        )}
      </form>
    </Card>
  );
}
