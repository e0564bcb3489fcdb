import { getDb } from "@/server/db/client";
import { apiRoute, defineRoutes } from "@/server/http/api-route";
import { verifySignerOtp } from "@/server/services/signer/verify-signer-otp";

export const { GET, POST, PUT, PATCH, DELETE } = defineRoutes({
  POST: apiRoute({ auth: "none", body: true }, async ({ params, body, origin }) => verifySignerOtp(await getDb(), params.token!, body, origin)),
});
