import { apiRoute, defineRoutes } from "@/server/http/api-route";
import { getSigningProcess } from "@/server/services/signing/get-signing-process";

export const { GET, POST, PUT, PATCH, DELETE } = defineRoutes({
  GET: apiRoute({}, ({ ctx, params }) => getSigningProcess(ctx, { id: params.id! })),
});
