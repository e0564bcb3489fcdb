"use client";

import { useQuery } from "@tanstack/react-query";
import { useTRPC } from "@/components/providers/trpc";
import { Card } from "@/components/ui/card";
import { DeliveryLog } from "./delivery-log";
import { WebhookActions } from "./webhook-actions";
import { WebhookSecretAndRemoval } from "./webhook-secret-and-removal";
import { WebhookSettingsForm } from "./webhook-settings-form";
import { WebhookSummary } from "./webhook-summary";
import { QueryError } from "@/components/dashboard/forms/query-error";

/** One endpoint: its state and actions, the delivery log, its settings, secret and removal. */
export function WebhookDetails({ webhookId }: { webhookId: string }) {
  const trpc = useTRPC();
  const endpoint = useQuery(trpc.webhooks.get.queryOptions({ id: webhookId }));

  if (endpoint.isPending) return <p role="status" className="text-sm text-slate-600">Loading the webhook…</p>;
  if (endpoint.isError) {
    return (
      <QueryError error={endpoint.error} onRetry={() => void endpoint.refetch()} />
    );
  }
  return (
    <div className="space-y-6">
      <Card aria-label="Webhook">
        <div className="space-y-4">
          <WebhookSummary endpoint={endpoint.data} headingLevel="h2" />
          <WebhookActions endpoint={endpoint.data} showLogLink={false} />
        </div>
      </Card>
      <DeliveryLog webhookId={webhookId} />
      <WebhookSettingsForm key={endpoint.data.id} endpoint={endpoint.data} />
      <WebhookSecretAndRemoval endpoint={endpoint.data} />
    </div>
  );
}
