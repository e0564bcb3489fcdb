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
import { router } from "../init";
import { procedureOver } from "../operation-procedure";

// Inputs and answers are checked by the /api/v1 operations' own schemas (server/services/webhooks/operations.ts).
export const webhooksRouter = router({
  list: procedureOver(webhooksList).query(({ ctx, input }) => listWebhookEndpoints(ctx.session, input)),
  get: procedureOver(webhooksGet).query(({ ctx, input }) => getWebhookEndpoint(ctx.session, input)),
  create: procedureOver(webhooksCreate).mutation(({ ctx, input }) => createWebhookEndpoint(ctx.session, input)),
  update: procedureOver(webhooksUpdate).mutation(({ ctx, input }) => updateWebhookEndpoint(ctx.session, input)),
  remove: procedureOver(webhooksDelete).mutation(({ ctx, input }) => deleteWebhookEndpoint(ctx.session, input)),
  rotateSecret: procedureOver(webhooksRotateSecret)
    .mutation(({ ctx, input }) => rotateWebhookSecret(ctx.session, input)),
  sendTest: procedureOver(webhooksSendTest).mutation(({ ctx, input }) => sendTestWebhook(ctx.session, input)),
  deliveries: procedureOver(webhooksDeliveries)
    .query(({ ctx, input }) => listWebhookDeliveries(ctx.session, input)),
  redeliver: procedureOver(webhooksRedeliver)
    .mutation(({ ctx, input }) => redeliverWebhook(ctx.session, input)),
});
