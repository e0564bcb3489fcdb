"use client";

import { useEffect } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { CopyButton } from "../copy-button";

const SECRET_INPUT_ID = "new-webhook-secret";

// Note: looked up by id because the Input primitive's props type does not take a ref.
function selectSecret() {
  const input = document.getElementById(SECRET_INPUT_ID);
  if (input instanceof HTMLInputElement) {
    input.focus();
    input.select();
  }
}

/**
 * The one moment a signing secret is visible. Signet keeps it encrypted and never shows it
 * again; "Done" drops it from memory with the panel.
 */
export function NewWebhookSecretPanel({ title, url, secret, onDone }: { title: string; url: string; secret: string; onDone: () => void }) {
  useEffect(() => selectSecret(), []);
  return (
    <section role="status" className="rounded-lg border-2 border-green-600 bg-green-50 p-6 shadow-sm">
      <h2 className="text-lg font-semibold text-green-900">{title}</h2>
      <p className="mt-1 text-sm text-green-900 [overflow-wrap:anywhere]">
        Requests to {url} are signed with this secret in the X-Service-Signature header. Copy it into your receiver now: Signet shows it only
        this once.
      </p>
      <label htmlFor={SECRET_INPUT_ID} className="mt-4 block text-sm font-medium text-green-900">
        Signing secret
      </label>
      <div className="mt-1 flex flex-col gap-3 sm:flex-row sm:items-start">
        <Input
          id={SECRET_INPUT_ID}
          readOnly
          value={secret}
          spellCheck={false}
          autoComplete="off"
          onFocus={(event) => event.currentTarget.select()}
          className="font-mono sm:flex-1"
        />
        <CopyButton text={secret} onCopyFailed={selectSecret} />
      </div>
      <div className="mt-4">
        <Button onClick={onDone}>Done</Button>
      </div>
    </section>
  );
}
