import { z } from "zod";
import type { WebhookEndpoint } from "../../db/schema";

export const webhookEndpointRecordSchema = z.object({
  id: z.uuid(),
  url: z.string(),
  events: z.array(z.string()),
  enabled: z.boolean(),
  disabledReason: z.string().nullable(),
  disabledAt: z.iso.datetime().nullable(),
  consecutiveFailures: z.number().int(),
  description: z.string().nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});

/** `secret` (`whsec_` + 32 random bytes, base64url) is the HMAC key as written; answered only here. */
export const webhookEndpointWithSecretSchema = webhookEndpointRecordSchema.extend({ secret: z.string() });

/** An endpoint as the API and dashboard show it: never its secret. */
export interface WebhookEndpointRecord {
  id: string;
  url: string;
  events: string[];
  enabled: boolean;
  disabledReason: string | null;
  disabledAt: string | null;
  /** Deliveries that failed in a row; at 10 the endpoint is disabled. */
  consecutiveFailures: number;
  description: string | null;
  createdAt: string;
  updatedAt: string;
}

/** The create and rotate-secret answers: the only two that carry the secret. */
export type WebhookEndpointWithSecret = WebhookEndpointRecord & { secret: string };

export function toWebhookEndpointRecord(endpoint: WebhookEndpoint): WebhookEndpointRecord {
  return {
    id: endpoint.id,
    url: endpoint.url,
    events: endpoint.events,
    enabled: endpoint.enabled,
    disabledReason: endpoint.disabledReason,
    disabledAt: endpoint.disabledAt?.toISOString() ?? null,
    consecutiveFailures: endpoint.consecutiveFailures,
    description: endpoint.description,
    createdAt: endpoint.createdAt.toISOString(),
    updatedAt: endpoint.updatedAt.toISOString(),
  };
}
