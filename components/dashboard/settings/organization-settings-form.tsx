"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useForm, useWatch } from "react-hook-form";
import type { z } from "zod";
import { useTRPC } from "@/components/providers/trpc";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardHeader } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { Input, Select } from "@/components/ui/input";
import { LANGUAGE_NAMES, LANGUAGES, type Language } from "@/lib/languages";
import { formatLocaleNumber } from "@/lib/numbers/locale-number";
import { phoneCountryOf } from "@/lib/phone/phone-number";
import { organizationRegion } from "@/lib/regional/organization-region";
import { updateOrganizationSettingsSchema, type UpdateOrganizationSettingsInput } from "@/lib/schemas/organizations";
import type { OrganizationRecord } from "@/server/services/organizations/organization-record";
import { describedBy } from "../forms/field-errors";
import { labelledZodResolver } from "../forms/labelled-resolver";
import { ServerErrorAlert } from "../forms/server-error-alert";
import { appCodeOf, placeServerError } from "../forms/server-error-messages";
import { setServerFieldErrors } from "../forms/set-server-field-errors";
import { COUNTRY_CHOICES, countryName } from "./country-choices";

const LABELS = { name: "Organization name", defaultLanguage: "Default language", country: "Country" } as const;

/** The record keeps any string; a language the product no longer speaks shows as unset. */
function knownLanguage(code: string): Language | undefined {
  return LANGUAGES.find((language) => language === code);
}

export function OrganizationSettingsForm({ organization, canEdit }: { organization: OrganizationRecord; canEdit: boolean }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const router = useRouter();
  const form = useForm<UpdateOrganizationSettingsInput, unknown, z.output<typeof updateOrganizationSettingsSchema>>({
    resolver: labelledZodResolver(updateOrganizationSettingsSchema, LABELS),
    defaultValues: { name: organization.name, defaultLanguage: knownLanguage(organization.defaultLanguage), country: organization.country },
  });
  const { errors } = form.formState;
  const [language, country] = useWatch({ control: form.control, name: ["defaultLanguage", "country"] });
  const region = organizationRegion({ defaultLanguage: language, country });
  const update = useMutation(
    trpc.organization.update.mutationOptions({
      onSuccess(updated) {
        queryClient.setQueryData(trpc.organization.get.queryKey(), updated);
        // The header shows the organization's name from the server layout.
        router.refresh();
      },
      onError(error) {
        setServerFieldErrors(form.setError, placeServerError(error, LABELS).fields);
      },
    }),
  );
  const serverError = placeServerError(update.error, LABELS);

  const submit = form.handleSubmit((input) => update.mutate(input));

  // "Settings saved" would be untrue once a field changes again.
  function clearSavedNotice() {
    if (update.isSuccess) update.reset();
  }

  const disabled = !canEdit || update.isPending;
  return (
    <Card>
      <CardHeader title="Organization" description="The name appears on signing pages and emails; the language is their default." />
      <form onSubmit={submit} noValidate className="space-y-4" onChange={clearSavedNotice}>
        {!canEdit && <Alert tone="info">Only owners and admins can change these settings.</Alert>}
        {update.isSuccess && <Alert tone="success">Settings saved.</Alert>}
        {update.error &&
          (appCodeOf(update.error) === "INSUFFICIENT_ROLE" ? (
            <Alert tone="error">Only owners and admins can change these settings.</Alert>
          ) : (
            <ServerErrorAlert messages={serverError.form} />
          ))}
        <Field id="organization-name" label={LABELS.name} error={errors.name?.message}>
          <Input
            id="organization-name"
            required
            maxLength={200}
            disabled={!canEdit}
            autoComplete="organization"
            {...form.register("name")}
            {...describedBy("organization-name", errors.name?.message)}
          />
        </Field>
        <Field
          id="organization-language"
          label={LABELS.defaultLanguage}
          help="Used for signing pages and emails unless a process sets its own."
          error={errors.defaultLanguage?.message}
        >
          <Select
            id="organization-language"
            disabled={!canEdit}
            {...form.register("defaultLanguage")}
            {...describedBy("organization-language", errors.defaultLanguage?.message, true)}
          >
            {LANGUAGES.map((code) => (
              <option key={code} value={code}>
                {LANGUAGE_NAMES[code]}
              </option>
            ))}
          </Select>
        </Field>
        <Field
          id="organization-country"
          label={LABELS.country}
          help={`Phone numbers typed without “+” are read as this country’s, and numbers in Sender fields are typed and printed as written there: ${formatLocaleNumber(12500.5, region.numberLocale)}.`}
          error={errors.country?.message}
        >
          <Select
            id="organization-country"
            disabled={!canEdit}
            {...form.register("country", { setValueAs: (value: string | null) => (value ? value : null) })}
            {...describedBy("organization-country", errors.country?.message, true)}
          >
            <option value="">The language’s main country ({countryName(phoneCountryOf(language))})</option>
            {COUNTRY_CHOICES.map(({ code, name }) => (
              <option key={code} value={code}>
                {name}
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
