import { apiRoute, defineRoutes } from "@/server/http/api-route";
import { createWebhookEndpoint } from "@/server/services/webhooks/create-webhook-endpoint";
import { listWebhookEndpoints } from "@/server/services/webhooks/list-webhook-endpoints";
import type { CreateWebhookInput } from "@/server/services/webhooks/webhook-schemas";

export const { GET, POST, PUT, PATCH, DELETE } = defineRoutes({
  GET: apiRoute({}, ({ ctx, query }) => listWebhookEndpoints(ctx, query)),
  POST: apiRoute({ body: true, status: 201 }, ({ ctx, body }) => createWebhookEndpoint(ctx, body as CreateWebhookInput)),
});
