import type { ReactNode } from "react";
import type { ApiKeyRecord } from "@/server/services/api-keys/api-key-record";

/** What the list hands its table and card views, so that both show the same revoke state. */
export interface ApiKeyRowActions {
  /** The key's action buttons, or null when it has none (revoked, expired). */
  actions: (key: ApiKeyRecord) => ReactNode;
  /** The open confirmation for this key, or null. */
  confirmation: (key: ApiKeyRecord) => ReactNode;
}
