"use client";

import { useState } from "react";
import type { CreatedApiKey } from "@/server/services/api-keys/create-api-key";
import { ApiKeysList } from "./api-keys-list";
import { CreateApiKeyForm } from "./create-api-key-form";
import { NewApiKeyPanel } from "./new-api-key-panel";

/**
 * The API keys page for an ADMIN: create, see a new key once, list and revoke. While a new key
 * is shown it takes the create form's place, so it cannot be missed or scrolled past.
 */
export function ApiKeysManager() {
  const [newKey, setNewKey] = useState<Pick<CreatedApiKey, "name" | "apiKey"> | null>(null);
  const [formWasReplaced, setFormWasReplaced] = useState(false);
  const [page, setPage] = useState(1);

  return (
    <div className="space-y-6">
      {newKey ? (
        <NewApiKeyPanel
          name={newKey.name}
          apiKey={newKey.apiKey}
          onDone={() => {
            setNewKey(null);
            setFormWasReplaced(true);
          }}
        />
      ) : (
        <CreateApiKeyForm
          // Back from the panel, focus returns to the form instead of the top of the page.
          autoFocus={formWasReplaced}
          onCreated={(created) => {
            setNewKey({ name: created.name, apiKey: created.apiKey });
            setPage(1);
          }}
        />
      )}
      <ApiKeysList page={page} onPageChange={setPage} />
    </div>
  );
}
