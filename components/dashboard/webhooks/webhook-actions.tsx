"use client";

import Link from "next/link";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import type { WebhookEndpointRecord } from "@/server/services/webhooks/webhook-endpoint-record";
import { serverErrorMessages } from "../forms/server-error-messages";
import { useWebhookMutations } from "./use-webhook-mutations";

/**
 * Enable or disable an endpoint and send it a test event, with a sentence saying what happened.
 * A test event is queued, not awaited: its outcome appears in the delivery log.
 */
export function WebhookActions({ endpoint, showLogLink }: { endpoint: WebhookEndpointRecord; showLogLink: boolean }) {
  const { update, sendTest } = useWebhookMutations();
  const [notice, setNotice] = useState<string | null>(null);
  const error = update.error ?? sendTest.error;

  return (
    <div className="space-y-2">
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          size="sm"
          disabled={sendTest.isPending}
          onClick={() => {
            setNotice(null);
            update.reset();
            sendTest.mutate({ id: endpoint.id }, { onSuccess: () => setNotice("Test event queued. Its result appears in the delivery log in a moment.") });
          }}
        >
          {sendTest.isPending ? "Sending…" : "Send test event"}
        </Button>
        <Button
          variant="secondary"
          size="sm"
          disabled={update.isPending}
          onClick={() => {
            setNotice(null);
            sendTest.reset();
            update.mutate(
              { id: endpoint.id, enabled: !endpoint.enabled },
              { onSuccess: (updated) => setNotice(updated.enabled ? "Enabled. New events are delivered again." : "Disabled. New events are not delivered.") },
            );
          }}
        >
          {endpoint.enabled ? "Disable" : "Enable"}
        </Button>
        {showLogLink && (
          <Link
            href={`/webhooks/${endpoint.id}`}
            className="inline-flex h-8 items-center rounded-md px-3 text-sm font-medium text-indigo-700 underline underline-offset-2 hover:decoration-2"
          >
            Delivery log and settings
          </Link>
        )}
      </div>
      <p aria-live="polite" className="text-sm text-slate-700">
        {notice}
      </p>
      {error && (
        <p role="alert" className="text-sm text-red-800">
          {serverErrorMessages(error).join(" ")}
        </p>
      )}
    </div>
  );
}
