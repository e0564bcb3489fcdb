import { apiRoute, defineRoutes } from "@/server/http/api-route";
import { extendSigningProcess } from "@/server/services/signing/extend-signing-process";

export const { GET, POST, PUT, PATCH, DELETE } = defineRoutes({
  POST: apiRoute({ body: true }, ({ ctx, params, body }) => extendSigningProcess(ctx, { id: params.id!, body })),
});
