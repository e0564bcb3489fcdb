import { getDb } from "@/server/db/client";
import { apiRoute, defineRoutes } from "@/server/http/api-route";
import { sendSignerOtp } from "@/server/services/signer/send-signer-otp";

export const { GET, POST, PUT, PATCH, DELETE } = defineRoutes({
  POST: apiRoute({ auth: "none", body: true }, async ({ params, origin }) => sendSignerOtp(await getDb(), params.token!, origin)),
});
