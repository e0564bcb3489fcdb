import { ApiResult, apiRoute, defineRoutes } from "@/server/http/api-route";
import { commitPdfUpload } from "@/server/services/assets/commit-pdf-upload";

export const { GET, POST, PUT, PATCH, DELETE } = defineRoutes({
  // 201 when the commit creates an asset, 200 when identical bytes return the existing one.
  POST: apiRoute({}, async ({ ctx, params }) => {
    const { asset, created } = await commitPdfUpload(ctx, { uploadId: params.uploadId! });
    return new ApiResult(asset, created ? 201 : 200);
  }),
});
