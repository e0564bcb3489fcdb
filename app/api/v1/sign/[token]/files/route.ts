import { getDb } from "@/server/db/client";
import { apiRoute, defineRoutes } from "@/server/http/api-route";
import { getSignerFiles } from "@/server/services/signer/get-signer-files";

export const { GET, POST, PUT, PATCH, DELETE } = defineRoutes({
  GET: apiRoute({ auth: "none" }, async ({ params }) => getSignerFiles(await getDb(), params.token!)),
});
