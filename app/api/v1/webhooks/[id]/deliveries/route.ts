import { apiRoute, defineRoutes } from "@/server/http/api-route";
import { listWebhookDeliveries } from "@/server/services/webhooks/list-webhook-deliveries";

export const { GET, POST, PUT, PATCH, DELETE } = defineRoutes({
  GET: apiRoute({}, ({ ctx, params, query }) => listWebhookDeliveries(ctx, { id: params.id!, query })),
});
