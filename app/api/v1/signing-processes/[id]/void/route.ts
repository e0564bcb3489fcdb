import { apiRoute, defineRoutes } from "@/server/http/api-route";
import { voidSigningProcess } from "@/server/services/signing/void-signing-process";

export const { GET, POST, PUT, PATCH, DELETE } = defineRoutes({
  POST: apiRoute({ body: true }, ({ ctx, params, body }) => voidSigningProcess(ctx, { id: params.id!, body })),
});
