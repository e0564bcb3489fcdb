"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { useTRPC } from "@/components/providers/trpc";
import { Button } from "@/components/ui/button";
import { Card, CardHeader } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import type { WebhookEndpointWithSecret } from "@/server/services/webhooks/webhook-endpoint-record";
import type { WebhookEventType } from "@/server/services/webhooks/webhook-events";
import { describedBy } from "../forms/field-errors";
import { ServerErrorAlert } from "../forms/server-error-alert";
import { serverErrorMessages } from "../forms/server-error-messages";
import { EventCheckboxes } from "./event-checkboxes";
import { ALL_WEBHOOK_EVENTS } from "./webhook-event-options";

interface FormErrors {
  url?: string;
  events?: string;
}

/** Checks what the browser can check; where a URL may point is the server's call (it resolves DNS). */
function checkForm(url: string, events: WebhookEventType[]): FormErrors {
  const errors: FormErrors = {};
  if (!url.trim()) errors.url = "URL is required";
  else if (!/^https?:\/\/\S+$/i.test(url.trim())) errors.url = "URL must start with https:// (or http:// outside production)";
  if (events.length === 0) errors.events = "Choose at least one event";
  return errors;
}

export function CreateWebhookForm({ onCreated, autoFocus = false }: { onCreated: (created: WebhookEndpointWithSecret) => void; autoFocus?: boolean }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  // Note: gcTime 0 drops the finished mutation, and with it the secret, from the cache at once.
  const create = useMutation({ ...trpc.webhooks.create.mutationOptions(), gcTime: 0 });
  const [url, setUrl] = useState("");
  const [description, setDescription] = useState("");
  const [events, setEvents] = useState<WebhookEventType[]>(ALL_WEBHOOK_EVENTS);
  const [errors, setErrors] = useState<FormErrors>({});

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problems = checkForm(url, events);
    setErrors(problems);
    if (problems.url || problems.events) return;
    try {
      const created = await create.mutateAsync({ url: url.trim(), description: description.trim() || undefined, events });
      create.reset();
      setUrl("");
      setDescription("");
      setEvents(ALL_WEBHOOK_EVENTS);
      void queryClient.invalidateQueries({ queryKey: trpc.webhooks.list.queryKey() });
      onCreated(created);
    } catch {
      // shown from create.error
    }
  }

  return (
    <Card>
      <CardHeader
        title="Add a webhook"
        description="Signet sends a signed POST request to this URL whenever one of the chosen events happens. The signing secret is shown once, right after you add it."
      />
      {create.error && <ServerErrorAlert messages={serverErrorMessages(create.error)} />}
      <form onSubmit={handleSubmit} noValidate className="mt-4 space-y-4">
        <div className="grid gap-4 md:grid-cols-2">
          <Field id="webhook-url" label="URL" help="Where your system receives events, such as https://example.com/signet-events." error={errors.url}>
            <Input
              id="webhook-url"
              name="url"
              type="url"
              inputMode="url"
              required
              maxLength={2048}
              autoFocus={autoFocus}
              value={url}
              onChange={(event) => setUrl(event.currentTarget.value)}
              {...describedBy("webhook-url", errors.url, true)}
            />
          </Field>
          <Field id="webhook-description" label="Description" help="Optional: what receives the events, such as “CRM sync”.">
            <Input
              id="webhook-description"
              name="description"
              maxLength={500}
              value={description}
              onChange={(event) => setDescription(event.currentTarget.value)}
              {...describedBy("webhook-description", undefined, true)}
            />
          </Field>
        </div>
        <EventCheckboxes idPrefix="new-webhook" selected={events} onChange={setEvents} error={errors.events} />
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? "Adding…" : "Add webhook"}
        </Button>
      </form>
    </Card>
  );
}
