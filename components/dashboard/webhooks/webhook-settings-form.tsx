"use client";

import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardHeader } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import type { WebhookEndpointRecord } from "@/server/services/webhooks/webhook-endpoint-record";
import type { WebhookEventType } from "@/server/services/webhooks/webhook-events";
import { describedBy } from "../forms/field-errors";
import { ServerErrorAlert } from "../forms/server-error-alert";
import { serverErrorMessages } from "../forms/server-error-messages";
import { EventCheckboxes } from "./event-checkboxes";
import { useWebhookMutations } from "./use-webhook-mutations";

/** URL, description and events of an endpoint; a new URL is checked by the server again. */
export function WebhookSettingsForm({ endpoint }: { endpoint: WebhookEndpointRecord }) {
  const { update } = useWebhookMutations();
  const [url, setUrl] = useState(endpoint.url);
  const [description, setDescription] = useState(endpoint.description ?? "");
  const [events, setEvents] = useState<WebhookEventType[]>(endpoint.events as WebhookEventType[]);
  const [eventsError, setEventsError] = useState<string | undefined>();
  const [saved, setSaved] = useState(false);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSaved(false);
    if (events.length === 0) {
      setEventsError("Choose at least one event");
      return;
    }
    setEventsError(undefined);
    update.mutate({ id: endpoint.id, url: url.trim(), description: description.trim() || null, events }, { onSuccess: () => setSaved(true) });
  }

  return (
    <Card>
      <CardHeader title="Settings" description="Changes apply to events from now on; deliveries already made keep their body." />
      {update.error && <ServerErrorAlert messages={serverErrorMessages(update.error)} />}
      <form onSubmit={handleSubmit} noValidate className="mt-4 space-y-4">
        <div className="grid gap-4 md:grid-cols-2">
          <Field id="webhook-edit-url" label="URL">
            <Input id="webhook-edit-url" type="url" inputMode="url" required maxLength={2048} value={url} onChange={(event) => setUrl(event.currentTarget.value)} />
          </Field>
          <Field id="webhook-edit-description" label="Description" help="Optional.">
            <Input
              id="webhook-edit-description"
              maxLength={500}
              value={description}
              onChange={(event) => setDescription(event.currentTarget.value)}
              {...describedBy("webhook-edit-description", undefined, true)}
            />
          </Field>
        </div>
        <EventCheckboxes idPrefix="edit-webhook" selected={events} onChange={setEvents} error={eventsError} />
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
