import type { WebhookEndpointRecord } from "@/server/services/webhooks/webhook-endpoint-record";
import { webhookEventLabel } from "./webhook-event-options";
import { WebhookStatusBadge } from "./webhook-status-badge";

/** URL, status, events and health of one endpoint: the same facts on the list and the detail page. */
export function WebhookSummary({ endpoint, headingLevel }: { endpoint: WebhookEndpointRecord; headingLevel: "h2" | "h3" }) {
  const Heading = headingLevel;
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <Heading className="font-mono text-sm font-medium text-slate-900 [overflow-wrap:anywhere]">{endpoint.url}</Heading>
          {endpoint.description && <p className="mt-0.5 text-sm text-slate-600">{endpoint.description}</p>}
        </div>
        <WebhookStatusBadge enabled={endpoint.enabled} />
      </div>
      {!endpoint.enabled && endpoint.disabledReason && <p className="text-sm text-red-800">{endpoint.disabledReason}</p>}
      {endpoint.enabled && endpoint.consecutiveFailures > 0 && (
        <p className="text-sm text-amber-800">
          The last {endpoint.consecutiveFailures === 1 ? "delivery" : `${endpoint.consecutiveFailures} deliveries`} failed; after 10 in a row the
          webhook is disabled.
        </p>
      )}
      <p className="text-xs text-slate-600">
        <span className="sr-only">Events: </span>
        {endpoint.events.map((event) => (
          <span key={event} title={event} className="mr-1 inline-block rounded bg-slate-100 px-1.5 py-0.5 text-slate-700">
            {webhookEventLabel(event)}
          </span>
        ))}
      </p>
    </div>
  );
}
