/**
 * What the two webhook forms share. Note: their schemas live in server/services/webhooks (they
 * need the server's list of delivery statuses), which the browser may not import, so the forms
 * check here only what a browser can check and leave the rest to the server's answer.
 */
import type { WebhookEventType } from "@/server/services/webhooks/webhook-events";

export interface WebhookFormValues {
  url: string;
  description: string;
  events: WebhookEventType[];
}

export const WEBHOOK_LABELS = { url: "URL", description: "Description", events: "Events" } as const satisfies Record<keyof WebhookFormValues, string>;

/** A refused target concerns the URL alone, so its sentence goes under that field. */
export const WEBHOOK_FIELD_OF_CODE = { WEBHOOK_URL_REFUSED: "url" } as const;

export function checkWebhookUrl(url: string): true | string {
  if (!url.trim()) return "URL is required";
  if (!/^https?:\/\/\S+$/i.test(url.trim())) return "URL must start with https:// (or http:// outside production)";
  return true;
}

export function checkWebhookEvents(events: readonly WebhookEventType[]): true | string {
  return events.length > 0 || "Choose at least one event";
}
