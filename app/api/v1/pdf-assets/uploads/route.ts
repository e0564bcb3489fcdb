import type { InitiatePdfUploadInput } from "@/lib/schemas/pdf-assets";
import { apiRoute, defineRoutes } from "@/server/http/api-route";
import { initiatePdfUpload } from "@/server/services/assets/initiate-pdf-upload";

export const { GET, POST, PUT, PATCH, DELETE } = defineRoutes({
  POST: apiRoute({ body: true, status: 201 }, ({ ctx, body }) => initiatePdfUpload(ctx, body as InitiatePdfUploadInput)),
});
