import { getDb } from "@/server/db/client";
import { apiRoute, defineRoutes } from "@/server/http/api-route";
import { submitSignature } from "@/server/services/signer/submit-signature";

export const { GET, POST, PUT, PATCH, DELETE } = defineRoutes({
  POST: apiRoute({ auth: "none", body: true }, async ({ params, body, origin }) => submitSignature(await getDb(), params.token!, body, origin)),
});
