import { apiRoute, defineRoutes } from "@/server/http/api-route";
import { getPdfAssetProcessing } from "@/server/services/assets/get-pdf-asset";

export const { GET, POST, PUT, PATCH, DELETE } = defineRoutes({
  GET: apiRoute({}, ({ ctx, params }) => getPdfAssetProcessing(ctx, { id: params.id! })),
});
