import { getDb } from "@/server/db/client";
import { apiRoute, defineRoutes } from "@/server/http/api-route";
import { declineSigning } from "@/server/services/signer/decline-signing";

export const { GET, POST, PUT, PATCH, DELETE } = defineRoutes({
  POST: apiRoute({ auth: "none", body: true }, async ({ params, body, origin }) => declineSigning(await getDb(), params.token!, body, origin)),
});
