import { apiRoute, defineRoutes } from "@/server/http/api-route";
import { deleteWebhookEndpoint } from "@/server/services/webhooks/delete-webhook-endpoint";
import { getWebhookEndpoint } from "@/server/services/webhooks/get-webhook-endpoint";
import { updateWebhookEndpoint } from "@/server/services/webhooks/update-webhook-endpoint";
import type { UpdateWebhookInput } from "@/server/services/webhooks/webhook-schemas";

export const { GET, POST, PUT, PATCH, DELETE } = defineRoutes({
  GET: apiRoute({}, ({ ctx, params }) => getWebhookEndpoint(ctx, { id: params.id! })),
  PATCH: apiRoute({ body: true }, ({ ctx, params, body }) => updateWebhookEndpoint(ctx, { id: params.id!, body: body as UpdateWebhookInput })),
  DELETE: apiRoute({ status: 204 }, ({ ctx, params }) => deleteWebhookEndpoint(ctx, { id: params.id! })),
});
