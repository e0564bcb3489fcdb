import { apiRoute, defineRoutes } from "@/server/http/api-route";
import { retryPdfAssetProcessing } from "@/server/services/assets/retry-pdf-asset-processing";

export const { GET, POST, PUT, PATCH, DELETE } = defineRoutes({
  POST: apiRoute({}, ({ ctx, params }) => retryPdfAssetProcessing(ctx, { id: params.id! })),
});
