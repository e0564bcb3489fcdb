"use client";

import { useState } from "react";
import { useController, useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Card, CardHeader } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { updateWebhookSchema, type UpdateWebhook, type UpdateWebhookInput } from "@/lib/schemas/webhooks";
import type { WebhookEndpointRecord } from "@/server/services/webhooks/webhook-endpoint-record";
import type { WebhookEventType } from "@/server/services/webhooks/webhook-events";
import { describedBy } from "../forms/field-errors";
import { labelledZodResolver } from "../forms/labelled-resolver";
import { ServerErrorAlert } from "../forms/server-error-alert";
import { placeServerError } from "../forms/server-error-messages";
import { setServerFieldErrors } from "../forms/set-server-field-errors";
import { EventCheckboxes } from "./event-checkboxes";
import { useWebhookMutations } from "./use-webhook-mutations";
import { WEBHOOK_FIELD_OF_CODE, WEBHOOK_LABELS } from "./webhook-form";

/** URL, description and events of an endpoint; a new URL is checked by the server again. */
export function WebhookSettingsForm({ endpoint }: { endpoint: WebhookEndpointRecord }) {
  const { update } = useWebhookMutations();
  const [saved, setSaved] = useState(false);
  const form = useForm<UpdateWebhookInput, unknown, UpdateWebhook>({
    resolver: labelledZodResolver(updateWebhookSchema, WEBHOOK_LABELS),
    defaultValues: { url: endpoint.url, description: endpoint.description ?? "", events: endpoint.events as WebhookEventType[] },
  });
  const { errors } = form.formState;
  const {
    field: { value: events, onChange: onEventsChange },
  } = useController({ control: form.control, name: "events" });

  const submit = form.handleSubmit(({ url, description, events }) => {
    setSaved(false);
    update.mutate(
      { id: endpoint.id, url, description: description || null, events },
      {
        onSuccess: () => setSaved(true),
        onError: (error) => setServerFieldErrors(form.setError, placeServerError(error, WEBHOOK_LABELS, WEBHOOK_FIELD_OF_CODE).fields),
      },
    );
  });

  return (
    <Card>
      <CardHeader title="Settings" description="Changes apply to events from now on; deliveries already made keep their body." />
      <ServerErrorAlert messages={placeServerError(update.error, WEBHOOK_LABELS, WEBHOOK_FIELD_OF_CODE).form} />
      <form onSubmit={submit} noValidate className="mt-4 space-y-4">
        <div className="grid gap-4 md:grid-cols-2">
          <Field id="webhook-edit-url" label={WEBHOOK_LABELS.url} error={errors.url?.message}>
            <Input
              id="webhook-edit-url"
              type="url"
              inputMode="url"
              required
              maxLength={2048}
              {...form.register("url")}
              {...describedBy("webhook-edit-url", errors.url?.message)}
            />
          </Field>
          <Field id="webhook-edit-description" label={WEBHOOK_LABELS.description} help="Optional." error={errors.description?.message}>
            <Input
              id="webhook-edit-description"
              maxLength={500}
              {...form.register("description")}
              {...describedBy("webhook-edit-description", errors.description?.message, true)}
            />
          </Field>
        </div>
        <EventCheckboxes idPrefix="edit-webhook" selected={events ?? []} onChange={onEventsChange} error={errors.events?.message} />
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" disabled={update.isPending}>
            {update.isPending ? "Saving…" : "Save changes"}
          </Button>
          <p aria-live="polite" className="text-sm text-green-800">
            {saved && "Saved."}
          </p>
        </div>
      </form>
    </Card>
  );
}
