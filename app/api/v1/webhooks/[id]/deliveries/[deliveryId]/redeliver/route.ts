import { apiRoute, defineRoutes } from "@/server/http/api-route";
import { redeliverWebhook } from "@/server/services/webhooks/redeliver-webhook";

export const { GET, POST, PUT, PATCH, DELETE } = defineRoutes({
  POST: apiRoute({}, ({ ctx, params }) => redeliverWebhook(ctx, { id: params.id!, deliveryId: params.deliveryId! })),
});
