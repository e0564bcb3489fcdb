/** The /api/v1 operations on webhook endpoints and their delivery log (docs/webhooks.md). */
import { z } from "zod";
import { pageSchema } from "@/lib/pagination";
import { idempotencyKeyHeaderSchema } from "@/lib/schemas/idempotency-key";
import { notRecorded } from "../activity/declare-activity";
import type { ActivityFields } from "../activity/record-activity";
import { defineOperation } from "../operation";
import { idempotent } from "../idempotency/with-idempotency-key";
import { createWebhookEndpoint } from "./create-webhook-endpoint";
import { deleteWebhookEndpoint } from "./delete-webhook-endpoint";
import { getWebhookEndpoint } from "./get-webhook-endpoint";
import { listWebhookDeliveries } from "./list-webhook-deliveries";
import { listWebhookEndpoints } from "./list-webhook-endpoints";
import { redeliverWebhook } from "./redeliver-webhook";
import { rotateWebhookSecret } from "./rotate-webhook-secret";
import { sendTestWebhook } from "./send-test-webhook";
import { updateWebhookEndpoint } from "./update-webhook-endpoint";
import { webhookDeliveryRecordSchema } from "./webhook-delivery-record";
import { webhookEndpointRecordSchema, webhookEndpointWithSecretSchema } from "./webhook-endpoint-record";
import {
  createWebhookSchema,
  listWebhookDeliveriesSchema,
  listWebhooksSchema,
  updateWebhookSchema,
  webhookDeliveryIdSchema,
  webhookIdSchema,
} from "@/lib/schemas/webhooks";

const tag = "Webhooks";
// Writes need a writable organization on a plan with webhooks.
const writeErrors = ["BILLING_ORG_READ_ONLY", "PLAN_FEATURE_UNAVAILABLE"] as const;


/** What a webhook's entry compares (never its secret). */
function webhookFields(endpoint: { url: string; events: string[]; enabled: boolean; description: string | null }): ActivityFields {
  return { url: endpoint.url, events: endpoint.events, enabled: endpoint.enabled, description: endpoint.description };
}

export const webhooksList = defineOperation({
  name: "webhooks.list",
  method: "GET",
  path: "/webhooks",
  summary: "List the organization's webhook endpoints, newest first.",
  tag,
  access: "admin",
  doors: ["trpc"],
  query: listWebhooksSchema,
  output: pageSchema(webhookEndpointRecordSchema),
  status: 200,
  handler: listWebhookEndpoints,
});

export const webhooksCreate = defineOperation({
  name: "webhooks.create",
  method: "POST",
  path: "/webhooks",
  summary: "Register an endpoint; its signing secret is answered this once (and to a replay with the same Idempotency-Key).",
  tag,
  access: "admin",
  doors: ["trpc"],
  headers: idempotencyKeyHeaderSchema,
  body: createWebhookSchema,
  output: webhookEndpointWithSecretSchema,
  status: 201,
  errors: [...writeErrors, "WEBHOOK_URL_REFUSED", "QUOTA_EXCEEDED", "IDEMPOTENCY_KEY_REUSED"],
  handler: idempotent("webhooks.create", createWebhookEndpoint, { secret: true }),
  activity: { entry: (endpoint) => ({ action: "webhook.created", subjectId: endpoint.id, subjectName: endpoint.url, after: webhookFields(endpoint) }) },
});

export const webhooksGet = defineOperation({
  name: "webhooks.get",
  method: "GET",
  path: "/webhooks/{id}",
  summary: "Read an endpoint (never its secret).",
  tag,
  access: "admin",
  doors: ["trpc"],
  params: webhookIdSchema,
  output: webhookEndpointRecordSchema,
  status: 200,
  errors: ["NOT_FOUND"],
  handler: getWebhookEndpoint,
});

export const webhooksUpdate = defineOperation({
  name: "webhooks.update",
  method: "PATCH",
  path: "/webhooks/{id}",
  summary: "Change url, events, description or enabled; `enabled: true` brings back a disabled endpoint.",
  tag,
  access: "admin",
  doors: ["trpc"],
  params: webhookIdSchema,
  body: updateWebhookSchema,
  output: webhookEndpointRecordSchema,
  status: 200,
  errors: ["NOT_FOUND", ...writeErrors, "WEBHOOK_URL_REFUSED"],
  handler: updateWebhookEndpoint,
  activity: {
    before: async (ctx, input) => webhookFields(await getWebhookEndpoint(ctx, input)),
    entry: (endpoint, input, before) => ({ action: "webhook.updated", subjectId: endpoint.id, subjectName: endpoint.url, before, after: webhookFields(endpoint) }),
  },
});

export const webhooksDelete = defineOperation({
  name: "webhooks.delete",
  method: "DELETE",
  path: "/webhooks/{id}",
  summary: "Remove an endpoint with its delivery log.",
  tag,
  access: "admin",
  doors: ["trpc"],
  params: webhookIdSchema,
  output: z.null(),
  status: 204,
  errors: ["NOT_FOUND", "BILLING_ORG_READ_ONLY"],
  handler: deleteWebhookEndpoint,
  activity: {
    before: async (ctx, input) => webhookFields(await getWebhookEndpoint(ctx, input)),
    entry: (answer, input, before) => ({ action: "webhook.deleted", subjectId: input.id, subjectName: String(before?.url ?? ""), before, after: null }),
  },
});

export const webhooksRotateSecret = defineOperation({
  name: "webhooks.rotateSecret",
  method: "POST",
  path: "/webhooks/{id}/rotate-secret",
  summary: "Replace the signing secret; the new one is answered this once and applies at once.",
  tag,
  access: "admin",
  doors: ["trpc"],
  params: webhookIdSchema,
  output: webhookEndpointWithSecretSchema,
  status: 200,
  errors: ["NOT_FOUND", ...writeErrors],
  handler: rotateWebhookSecret,
  // The secret itself never goes into the log: the entry says only that it was replaced.
  activity: { entry: (endpoint) => ({ action: "webhook.secretRotated", subjectId: endpoint.id, subjectName: endpoint.url }) },
});

export const webhooksSendTest = defineOperation({
  name: "webhooks.sendTest",
  method: "POST",
  path: "/webhooks/{id}/test",
  summary: "Queue a webhook.test event to the endpoint (an addition to the spec).",
  tag,
  access: "admin",
  doors: ["trpc"],
  params: webhookIdSchema,
  output: webhookDeliveryRecordSchema,
  status: 201,
  errors: ["NOT_FOUND", ...writeErrors],
  handler: sendTestWebhook,
  activity: notRecorded("a test delivery changes no setting; the endpoint's deliveries list it"),
});

export const webhooksDeliveries = defineOperation({
  name: "webhooks.deliveries",
  method: "GET",
  path: "/webhooks/{id}/deliveries",
  summary: "The endpoint's delivery log, newest first, each delivery with its attempts.",
  tag,
  access: "admin",
  doors: ["trpc"],
  params: webhookIdSchema,
  query: listWebhookDeliveriesSchema,
  output: pageSchema(webhookDeliveryRecordSchema),
  status: 200,
  errors: ["NOT_FOUND"],
  handler: listWebhookDeliveries,
});

export const webhooksRedeliver = defineOperation({
  name: "webhooks.redeliver",
  method: "POST",
  path: "/webhooks/{id}/deliveries/{deliveryId}/redeliver",
  summary: "Send a delivery once more, at once: the same body and event id, a fresh signature.",
  tag,
  access: "admin",
  doors: ["trpc"],
  params: webhookDeliveryIdSchema,
  output: webhookDeliveryRecordSchema,
  status: 200,
  errors: ["NOT_FOUND", "INVALID_STATE", ...writeErrors],
  handler: redeliverWebhook,
  activity: notRecorded("a delivery sent again changes no setting; the endpoint's deliveries list it"),
});

export const webhookOperations = [
  webhooksList,
  webhooksCreate,
  webhooksGet,
  webhooksUpdate,
  webhooksDelete,
  webhooksRotateSecret,
  webhooksSendTest,
  webhooksDeliveries,
  webhooksRedeliver,
];
