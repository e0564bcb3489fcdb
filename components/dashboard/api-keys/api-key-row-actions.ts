import type { ReactNode } from "react";
import type { ApiKeyRecord } from "@/server/services/api-keys/api-key-record";

/** What the list hands its table and card views, so that both offer the same actions. */
export interface ApiKeyRowActions {
  /** The key's action buttons, or null when it has none (revoked, expired). */
  actions: (key: ApiKeyRecord) => ReactNode;
}
