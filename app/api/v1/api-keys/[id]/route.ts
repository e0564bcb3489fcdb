import { apiRoute, defineRoutes } from "@/server/http/api-route";
import { revokeApiKey } from "@/server/services/api-keys/revoke-api-key";

export const { GET, POST, PUT, PATCH, DELETE } = defineRoutes({
  // Revocation answers 204 like every DELETE; an API key gets 403 SESSION_REQUIRED.
  DELETE: apiRoute({ auth: "apiKeyOrSession", status: 204 }, ({ ctx, params }) => revokeApiKey(ctx, { id: params.id! })),
});
