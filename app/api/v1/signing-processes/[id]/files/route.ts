import { apiRoute, defineRoutes } from "@/server/http/api-route";
import { getSigningProcessFiles } from "@/server/services/signing/signing-process-files";

export const { GET, POST, PUT, PATCH, DELETE } = defineRoutes({
  GET: apiRoute({}, ({ ctx, params }) => getSigningProcessFiles(ctx, { id: params.id! })),
});
