import { apiRoute, defineRoutes } from "@/server/http/api-route";
import { listPdfAssets } from "@/server/services/assets/list-pdf-assets";

export const { GET, POST, PUT, PATCH, DELETE } = defineRoutes({
  GET: apiRoute({}, ({ ctx, query }) => listPdfAssets(ctx, query)),
});
