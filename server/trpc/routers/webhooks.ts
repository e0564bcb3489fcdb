import { createWebhookEndpoint } from "../../services/webhooks/create-webhook-endpoint";
import { deleteWebhookEndpoint } from "../../services/webhooks/delete-webhook-endpoint";
import { getWebhookEndpoint } from "../../services/webhooks/get-webhook-endpoint";
import { listWebhookDeliveries } from "../../services/webhooks/list-webhook-deliveries";
import { listWebhookEndpoints } from "../../services/webhooks/list-webhook-endpoints";
import { redeliverWebhook } from "../../services/webhooks/redeliver-webhook";
import { rotateWebhookSecret } from "../../services/webhooks/rotate-webhook-secret";
import { sendTestWebhook } from "../../services/webhooks/send-test-webhook";
import { updateWebhookEndpoint } from "../../services/webhooks/update-webhook-endpoint";
import {
  createWebhookSchema,
  listWebhookDeliveriesSchema,
  listWebhooksSchema,
  updateWebhookSchema,
  webhookDeliveryIdSchema,
  webhookIdSchema,
} from "../../services/webhooks/webhook-schemas";
import { router, sessionProcedure } from "../init";

export const webhooksRouter = router({
  list: sessionProcedure.input(listWebhooksSchema.partial()).query(({ ctx, input }) => listWebhookEndpoints(ctx.session, input)),
  get: sessionProcedure.input(webhookIdSchema).query(({ ctx, input }) => getWebhookEndpoint(ctx.session, input)),
  create: sessionProcedure.input(createWebhookSchema).mutation(({ ctx, input }) => createWebhookEndpoint(ctx.session, input)),
  update: sessionProcedure
    .input(webhookIdSchema.extend(updateWebhookSchema.shape))
    .mutation(({ ctx, input: { id, ...body } }) => updateWebhookEndpoint(ctx.session, { id, body })),
  remove: sessionProcedure.input(webhookIdSchema).mutation(({ ctx, input }) => deleteWebhookEndpoint(ctx.session, input)),
  rotateSecret: sessionProcedure.input(webhookIdSchema).mutation(({ ctx, input }) => rotateWebhookSecret(ctx.session, input)),
  sendTest: sessionProcedure.input(webhookIdSchema).mutation(({ ctx, input }) => sendTestWebhook(ctx.session, input)),
  deliveries: sessionProcedure
    .input(webhookIdSchema.extend(listWebhookDeliveriesSchema.partial().shape))
    .query(({ ctx, input: { id, ...query } }) => listWebhookDeliveries(ctx.session, { id, query })),
  redeliver: sessionProcedure.input(webhookDeliveryIdSchema).mutation(({ ctx, input }) => redeliverWebhook(ctx.session, input)),
});
