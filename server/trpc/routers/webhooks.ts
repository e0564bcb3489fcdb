import { operationInputSchema } from "../../services/operation";
import { createWebhookEndpoint } from "../../services/webhooks/create-webhook-endpoint";
import { deleteWebhookEndpoint } from "../../services/webhooks/delete-webhook-endpoint";
import { getWebhookEndpoint } from "../../services/webhooks/get-webhook-endpoint";
import { listWebhookDeliveries } from "../../services/webhooks/list-webhook-deliveries";
import { listWebhookEndpoints } from "../../services/webhooks/list-webhook-endpoints";
import {
  webhooksCreate,
  webhooksDelete,
  webhooksDeliveries,
  webhooksGet,
  webhooksList,
  webhooksRedeliver,
  webhooksRotateSecret,
  webhooksSendTest,
  webhooksUpdate,
} from "../../services/webhooks/operations";
import { redeliverWebhook } from "../../services/webhooks/redeliver-webhook";
import { rotateWebhookSecret } from "../../services/webhooks/rotate-webhook-secret";
import { sendTestWebhook } from "../../services/webhooks/send-test-webhook";
import { updateWebhookEndpoint } from "../../services/webhooks/update-webhook-endpoint";
import { router, sessionProcedure } from "../init";

// Inputs are the /api/v1 operations' own schemas (server/services/webhooks/operations.ts).
export const webhooksRouter = router({
  list: sessionProcedure.input(operationInputSchema(webhooksList)).query(({ ctx, input }) => listWebhookEndpoints(ctx.session, input)),
  get: sessionProcedure.input(operationInputSchema(webhooksGet)).query(({ ctx, input }) => getWebhookEndpoint(ctx.session, input)),
  create: sessionProcedure.input(operationInputSchema(webhooksCreate)).mutation(({ ctx, input }) => createWebhookEndpoint(ctx.session, input)),
  update: sessionProcedure.input(operationInputSchema(webhooksUpdate)).mutation(({ ctx, input }) => updateWebhookEndpoint(ctx.session, input)),
  remove: sessionProcedure.input(operationInputSchema(webhooksDelete)).mutation(({ ctx, input }) => deleteWebhookEndpoint(ctx.session, input)),
  rotateSecret: sessionProcedure
    .input(operationInputSchema(webhooksRotateSecret))
    .mutation(({ ctx, input }) => rotateWebhookSecret(ctx.session, input)),
  sendTest: sessionProcedure.input(operationInputSchema(webhooksSendTest)).mutation(({ ctx, input }) => sendTestWebhook(ctx.session, input)),
  deliveries: sessionProcedure
    .input(operationInputSchema(webhooksDeliveries))
    .query(({ ctx, input }) => listWebhookDeliveries(ctx.session, input)),
  redeliver: sessionProcedure
    .input(operationInputSchema(webhooksRedeliver))
    .mutation(({ ctx, input }) => redeliverWebhook(ctx.session, input)),
});
