"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useController, useForm } from "react-hook-form";
import { useTRPC } from "@/components/providers/trpc";
import { Button } from "@/components/ui/button";
import { Card, CardHeader } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { createWebhookSchema, type CreateWebhook, type CreateWebhookInput } from "@/lib/schemas/webhooks";
import type { WebhookEndpointWithSecret } from "@/server/services/webhooks/webhook-endpoint-record";
import { describedBy } from "../forms/field-errors";
import { labelledZodResolver } from "../forms/labelled-resolver";
import { ServerErrorAlert } from "../forms/server-error-alert";
import { placeServerError } from "../forms/server-error-messages";
import { setServerFieldErrors } from "../forms/set-server-field-errors";
import { EventCheckboxes } from "./event-checkboxes";
import { DEFAULT_WEBHOOK_EVENTS } from "./webhook-event-options";
import { WEBHOOK_FIELD_OF_CODE, WEBHOOK_LABELS, type WebhookFormValues } from "./webhook-form";

const DEFAULTS: WebhookFormValues = { url: "", description: "", events: DEFAULT_WEBHOOK_EVENTS };

export function CreateWebhookForm({ onCreated, autoFocus = false }: { onCreated: (created: WebhookEndpointWithSecret) => void; autoFocus?: boolean }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  // Note: gcTime 0 drops the finished mutation, and with it the secret, from the cache at once.
  const create = useMutation({ ...trpc.webhooks.create.mutationOptions(), gcTime: 0 });
  const form = useForm<CreateWebhookInput, unknown, CreateWebhook>({ resolver: labelledZodResolver(createWebhookSchema, WEBHOOK_LABELS), defaultValues: DEFAULTS });
  const { errors } = form.formState;
  const {
    field: { value: events, onChange: onEventsChange },
  } = useController({ control: form.control, name: "events" });

  const submit = form.handleSubmit(async ({ url, description, events }) => {
    try {
      const created = await create.mutateAsync({ url, description: description || undefined, events });
      create.reset();
      form.reset();
      void queryClient.invalidateQueries({ queryKey: trpc.webhooks.list.queryKey() });
      onCreated(created);
    } catch (error) {
      setServerFieldErrors(form.setError, placeServerError(error, WEBHOOK_LABELS, WEBHOOK_FIELD_OF_CODE).fields);
    }
  });

  return (
    <Card>
      <CardHeader
        title="Add a webhook"
        description="Signet sends a signed POST request to this URL whenever one of the chosen events happens. The signing secret is shown once, right after you add it."
      />
      <ServerErrorAlert messages={placeServerError(create.error, WEBHOOK_LABELS, WEBHOOK_FIELD_OF_CODE).form} />
      <form onSubmit={submit} noValidate className="mt-4 space-y-4">
        <div className="grid gap-4 md:grid-cols-2">
          <Field id="webhook-url" label={WEBHOOK_LABELS.url} help="Where your system receives events, such as https://example.com/signet-events." error={errors.url?.message}>
            <Input
              id="webhook-url"
              type="url"
              inputMode="url"
              required
              maxLength={2048}
              autoFocus={autoFocus}
              {...form.register("url")}
              {...describedBy("webhook-url", errors.url?.message, true)}
            />
          </Field>
          <Field id="webhook-description" label={WEBHOOK_LABELS.description} help="Optional: what receives the events, such as “CRM sync”." error={errors.description?.message}>
            <Input
              id="webhook-description"
              maxLength={500}
              {...form.register("description")}
              {...describedBy("webhook-description", errors.description?.message, true)}
            />
          </Field>
        </div>
        <EventCheckboxes idPrefix="new-webhook" selected={events ?? []} onChange={onEventsChange} error={errors.events?.message} />
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? "Adding…" : "Add webhook"}
        </Button>
      </form>
    </Card>
  );
}
