import { getDb } from "@/server/db/client";
import { apiRoute, defineRoutes } from "@/server/http/api-route";
import { OTP_PROOF_COOKIE } from "@/server/services/signer/otp-proof";
import { submitSignature } from "@/server/services/signer/submit-signature";

export const { GET, POST, PUT, PATCH, DELETE } = defineRoutes({
  POST: apiRoute({ auth: "none", body: true }, async ({ request, params, body, origin }) =>
    submitSignature(await getDb(), params.token!, body, origin, request.cookies.get(OTP_PROOF_COOKIE)?.value ?? null),
  ),
});
