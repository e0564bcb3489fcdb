"use client";

import { useEffect } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { CopyButton } from "../copy-button";

const KEY_INPUT_ID = "new-api-key";

// Note: looked up by id because the Input primitive's props type does not take a ref.
function selectKey() {
  const input = document.getElementById(KEY_INPUT_ID);
  if (input instanceof HTMLInputElement) {
    input.focus();
    input.select();
  }
}

/**
 * The one moment the full key is visible. Signet stores only its hash, so "Done" really is
 * the last chance: the key is dropped from memory with the panel.
 */
export function NewApiKeyPanel({ name, apiKey, onDone }: { name: string; apiKey: string; onDone: () => void }) {
  // Keyboard and screen-reader users land on the key itself, already selected for copying.
  useEffect(() => selectKey(), []);

  return (
    // Note: no aria-labelledby here, so that "New API key" names the key's input alone.
    <section role="status" className="rounded-lg border-2 border-green-600 bg-green-50 p-6 shadow-sm">
      <h2 className="text-lg font-semibold text-green-900">
        Copy your new API key
      </h2>
      <p className="mt-1 text-sm text-green-900">
        The key “{name}” was created. Copy it now and keep it somewhere safe: Signet shows it only this once.
      </p>
      <label htmlFor={KEY_INPUT_ID} className="mt-4 block text-sm font-medium text-green-900">
        New API key
      </label>
      <div className="mt-1 flex flex-col gap-3 sm:flex-row sm:items-start">
        <Input
          id={KEY_INPUT_ID}
          readOnly
          value={apiKey}
          spellCheck={false}
          autoComplete="off"
          onFocus={(event) => event.currentTarget.select()}
          className="font-mono sm:flex-1"
        />
        <CopyButton text={apiKey} onCopyFailed={selectKey} />
      </div>
      <div className="mt-4">
        <Button onClick={onDone}>Done</Button>
      </div>
    </section>
  );
}
