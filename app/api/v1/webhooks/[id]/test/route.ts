import { apiRoute, defineRoutes } from "@/server/http/api-route";
import { sendTestWebhook } from "@/server/services/webhooks/send-test-webhook";

export const { GET, POST, PUT, PATCH, DELETE } = defineRoutes({
  // Not in API.md: an addition that queues a webhook.test event (docs/webhooks.md).
  POST: apiRoute({ status: 201 }, ({ ctx, params }) => sendTestWebhook(ctx, { id: params.id! })),
});
