import { apiRoute, defineRoutes } from "@/server/http/api-route";
import { getPdfAsset } from "@/server/services/assets/get-pdf-asset";

export const { GET, POST, PUT, PATCH, DELETE } = defineRoutes({
  GET: apiRoute({}, ({ ctx, params }) => getPdfAsset(ctx, { id: params.id! })),
});
