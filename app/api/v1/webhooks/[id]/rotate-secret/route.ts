import { apiRoute, defineRoutes } from "@/server/http/api-route";
import { rotateWebhookSecret } from "@/server/services/webhooks/rotate-webhook-secret";

export const { GET, POST, PUT, PATCH, DELETE } = defineRoutes({
  POST: apiRoute({}, ({ ctx, params }) => rotateWebhookSecret(ctx, { id: params.id! })),
});
