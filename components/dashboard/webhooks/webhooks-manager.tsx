"use client";

import { useState } from "react";
import type { WebhookEndpointWithSecret } from "@/server/services/webhooks/webhook-endpoint-record";
import { CreateWebhookForm } from "./create-webhook-form";
import { NewWebhookSecretPanel } from "./new-webhook-secret-panel";
import { WebhooksList } from "./webhooks-list";

/**
 * The webhooks page for an ADMIN on a plan with webhooks: add one and see its secret once,
 * then list, test, enable and disable. The secret takes the form's place while it is shown.
 */
export function WebhooksManager() {
  const [created, setCreated] = useState<Pick<WebhookEndpointWithSecret, "url" | "secret"> | null>(null);
  const [formWasReplaced, setFormWasReplaced] = useState(false);
  const [page, setPage] = useState(1);

  return (
    <div className="space-y-6">
      {created ? (
        <NewWebhookSecretPanel
          title="Copy the signing secret"
          url={created.url}
          secret={created.secret}
          onDone={() => {
            setCreated(null);
            setFormWasReplaced(true);
          }}
        />
      ) : (
        <CreateWebhookForm
          autoFocus={formWasReplaced}
          onCreated={(endpoint) => {
            setCreated({ url: endpoint.url, secret: endpoint.secret });
            setPage(1);
          }}
        />
      )}
      <WebhooksList page={page} onPageChange={setPage} />
    </div>
  );
}
