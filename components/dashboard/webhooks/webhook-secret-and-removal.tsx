"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardHeader } from "@/components/ui/card";
import { focusAfterRender } from "@/components/ui/focus-after-render";
import type { WebhookEndpointRecord } from "@/server/services/webhooks/webhook-endpoint-record";
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
  const error = rotateSecret.error ?? remove.error;

  /** Cancel closes the step and gives focus back to the button that opened it. */
  function cancel(openerId: string) {
    setConfirming(null);
    focusAfterRender(openerId);
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
          {confirming !== "rotate" && (
            <Button id={ROTATE_BUTTON_ID} variant="secondary" size="sm" onClick={() => setConfirming("rotate")}>
              Rotate secret
            </Button>
          )}
        </div>
        {confirming === "rotate" && (
          <Confirmation
            label="Rotate the signing secret"
            text="Rotate the secret? Your receiver must switch to the new one, or it will refuse Signet's requests."
            busy={rotateSecret.isPending}
            confirmLabel={rotateSecret.isPending ? "Rotating…" : "Rotate"}
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
            onCancel={() => cancel(ROTATE_BUTTON_ID)}
          />
        )}
        <div className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-100 pt-4">
          <p className="max-w-xl text-slate-700">Deleting removes the webhook and its delivery log. Retries still waiting are dropped.</p>
          {confirming !== "delete" && (
            <Button id={DELETE_BUTTON_ID} variant="danger" size="sm" onClick={() => setConfirming("delete")}>
              Delete webhook
            </Button>
          )}
        </div>
        {confirming === "delete" && (
          <Confirmation
            label="Delete the webhook"
            text="Delete this webhook and its delivery log?"
            busy={remove.isPending}
            confirmLabel={remove.isPending ? "Deleting…" : "Delete"}
            onConfirm={() => remove.mutate({ id: endpoint.id }, { onSuccess: () => router.push("/webhooks") })}
            onCancel={() => cancel(DELETE_BUTTON_ID)}
          />
        )}
        {error && (
          <p role="alert" className="text-red-800">
            {serverErrorMessages(error).join(" ")}
          </p>
        )}
      </div>
    </Card>
  );
}

function Confirmation(props: { label: string; text: string; busy: boolean; confirmLabel: string; onConfirm: () => void; onCancel: () => void }) {
  return (
    <div role="group" aria-label={props.label} className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-red-200 bg-red-50 p-3">
      <p className="text-red-900">{props.text}</p>
      <div className="flex gap-2">
        <Button variant="danger" size="sm" disabled={props.busy} onClick={props.onConfirm}>
          {props.confirmLabel}
        </Button>
        {/* Focus moves here, the harmless choice, when the step opens. */}
        <Button variant="secondary" size="sm" autoFocus disabled={props.busy} onClick={props.onCancel}>
          Cancel
        </Button>
      </div>
    </div>
  );
}
