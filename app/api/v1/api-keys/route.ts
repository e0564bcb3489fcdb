import { apiRoute, defineRoutes } from "@/server/http/api-route";
import { createApiKey } from "@/server/services/api-keys/create-api-key";
import { listApiKeys } from "@/server/services/api-keys/list-api-keys";

export const { GET, POST, PUT, PATCH, DELETE } = defineRoutes({
  GET: apiRoute({ auth: "apiKeyOrSession" }, ({ ctx, query }) => listApiKeys(ctx, query)),
  // Refused with SESSION_REQUIRED for API keys; works for a dashboard session.
  POST: apiRoute({ auth: "apiKeyOrSession", body: true, status: 201 }, ({ ctx, body }) =>
    createApiKey(ctx, (body ?? {}) as Parameters<typeof createApiKey>[1]),
  ),
});
