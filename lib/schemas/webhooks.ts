/**
 * Inputs of the webhook operations, shared by /api/v1, the dashboard's tRPC procedures and the
 * dashboard's webhook forms (through the zod resolver).
 */
import { z } from "zod";
import { paginationSchema } from "../pagination";
import { WEBHOOK_DELIVERY_STATUSES, WEBHOOK_EVENT_TYPES } from "../webhooks/webhook-types";
import { safeText } from "./text";

export const MAX_WEBHOOK_URL_LENGTH = 2048;

/** Shape only; where the URL may point is webhook-target-check.ts's call (it needs DNS). */
export const webhookUrlSchema = z
  .string()
  .trim()
  .min(1)
  .max(MAX_WEBHOOK_URL_LENGTH)
  .superRefine((value, issues) => {
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      issues.addIssue({ code: "custom", message: "must be an absolute URL such as https://example.com/webhooks" });
      return;
    }
    if (url.protocol !== "https:" && url.protocol !== "http:") {
      issues.addIssue({ code: "custom", message: "must start with https:// (or http:// outside production)" });
    }
    if (url.username || url.password) {
      issues.addIssue({ code: "custom", message: "must not contain a user name or password; Signet signs every request instead" });
    }
  });

export const webhookEventTypeSchema = z.enum(WEBHOOK_EVENT_TYPES);

const eventsSchema = z
  .array(webhookEventTypeSchema)
  .min(1)
  .transform((events) => WEBHOOK_EVENT_TYPES.filter((type) => events.includes(type)));

const descriptionSchema = safeText().trim().max(500);

export const createWebhookSchema = z.object({
  url: webhookUrlSchema,
  // Every lifecycle event when omitted.
  events: eventsSchema.optional(),
  description: descriptionSchema.nullish(),
});
export type CreateWebhookInput = z.input<typeof createWebhookSchema>;
export type CreateWebhook = z.output<typeof createWebhookSchema>;

export const updateWebhookSchema = z.object({
  url: webhookUrlSchema.optional(),
  events: eventsSchema.optional(),
  description: descriptionSchema.nullish(),
  enabled: z.boolean().optional(),
});
export type UpdateWebhookInput = z.input<typeof updateWebhookSchema>;
export type UpdateWebhook = z.output<typeof updateWebhookSchema>;

export const webhookIdSchema = z.object({ id: z.uuid() });
export const webhookDeliveryIdSchema = z.object({ id: z.uuid(), deliveryId: z.uuid() });

export const listWebhooksSchema = paginationSchema;
export type ListWebhooks = z.output<typeof listWebhooksSchema>;

export const listWebhookDeliveriesSchema = paginationSchema.extend({
  status: z.enum(WEBHOOK_DELIVERY_STATUSES).optional(),
});
export type ListWebhookDeliveries = z.output<typeof listWebhookDeliveriesSchema>;
