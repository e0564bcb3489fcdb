"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardHeader } from "@/components/ui/card";
import { focusAfterRender } from "@/components/ui/focus-after-render";
import type { WebhookEndpointRecord } from "@/server/services/webhooks/webhook-endpoint-record";
import { ConfirmDialog } from "../confirm-dialog";
import { serverErrorMessages } from "../forms/server-error-messages";
import { NewWebhookSecretPanel } from "./new-webhook-secret-panel";
import { useWebhookMutations } from "./use-webhook-mutations";

type Confirming = "rotate" | "delete" | null;

const ROTATE_BUTTON_ID = "webhook-rotate-secret";
const DELETE_BUTTON_ID = "webhook-delete";

/** The two actions that cannot be undone, each behind a second step. */
export function WebhookSecretAndRemoval({ endpoint }: { endpoint: WebhookEndpointRecord }) {
  const router = useRouter();
  const { rotateSecret, remove } = useWebhookMutations();
  const [confirming, setConfirming] = useState<Confirming>(null);
  const [secret, setSecret] = useState<string | null>(null);

  /** Closing the step (Cancel, Escape) also drops a refusal it showed. */
  function close() {
    setConfirming(null);
    rotateSecret.reset();
    remove.reset();
  }

  if (secret) {
    return (
      <NewWebhookSecretPanel
        title="Copy the new signing secret"
        url={endpoint.url}
        secret={secret}
        onDone={() => {
          setSecret(null);
          focusAfterRender(ROTATE_BUTTON_ID);
        }}
      />
    );
  }

  return (
    <Card>
      <CardHeader title="Secret and removal" />
      <div className="space-y-4 text-sm">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="max-w-xl text-slate-700">
            Rotating replaces the signing secret at once: every request from then on, retries included, is signed with the new one.
          </p>
          <Button id={ROTATE_BUTTON_ID} variant="secondary" size="sm" onClick={() => setConfirming("rotate")}>
            Rotate secret
          </Button>
        </div>
        <div className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-100 pt-4">
          <p className="max-w-xl text-slate-700">Deleting removes the webhook and its delivery log. Retries still waiting are dropped.</p>
          <Button id={DELETE_BUTTON_ID} variant="danger" size="sm" onClick={() => setConfirming("delete")}>
            Delete webhook
          </Button>
        </div>
      </div>
      <ConfirmDialog
        open={confirming === "rotate"}
        onOpenChange={(open) => !open && close()}
        title="Rotate the secret?"
        description="Your receiver must switch to the new one, or it will refuse Signet's requests."
        confirmLabel={rotateSecret.isPending ? "Rotating…" : "Rotate"}
        busy={rotateSecret.isPending}
        onConfirm={() =>
          rotateSecret.mutate(
            { id: endpoint.id },
            {
              onSuccess: (rotated) => {
                setConfirming(null);
                setSecret(rotated.secret);
              },
            },
          )
        }
        error={rotateSecret.error && <Refusal error={rotateSecret.error} />}
      />
      <ConfirmDialog
        open={confirming === "delete"}
        onOpenChange={(open) => !open && close()}
        title="Delete this webhook and its delivery log?"
        description="Retries still waiting are dropped. This cannot be undone."
        confirmLabel={remove.isPending ? "Deleting…" : "Delete"}
        busy={remove.isPending}
        onConfirm={() => remove.mutate({ id: endpoint.id }, { onSuccess: () => router.push("/webhooks") })}
        error={remove.error && <Refusal error={remove.error} />}
      />
    </Card>
  );
}

function Refusal({ error }: { error: unknown }) {
  return (
    <p role="alert" className="text-sm text-red-800">
      {serverErrorMessages(error).join(" ")}
    </p>
  );
}
