/**
 * What the two webhook forms share. Their rules are the API's own schemas (lib/schemas/webhooks.ts)
 * through the zod resolver; the server still decides where a URL may point (it needs DNS).
 */
import type { WebhookEventType } from "@/lib/webhooks/webhook-types";

export interface WebhookFormValues {
  url: string;
  description: string;
  events: WebhookEventType[];
}

export const WEBHOOK_LABELS = { url: "URL", description: "Description", events: "Events" } as const satisfies Record<keyof WebhookFormValues, string>;

/** A refused target concerns the URL alone, so its sentence goes under that field. */
export const WEBHOOK_FIELD_OF_CODE = { WEBHOOK_URL_REFUSED: "url" } as const;
