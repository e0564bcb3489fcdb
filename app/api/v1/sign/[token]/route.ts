import { getDb } from "@/server/db/client";
import { apiRoute, defineRoutes } from "@/server/http/api-route";
import { OTP_PROOF_COOKIE } from "@/server/services/signer/otp-proof";
import { getSignerView } from "@/server/services/signer/get-signer-view";

// The signer API: the token in the path is the credential; no API key.
export const { GET, POST, PUT, PATCH, DELETE } = defineRoutes({
  GET: apiRoute({ auth: "none" }, async ({ request, params, origin }) =>
    getSignerView(await getDb(), params.token!, origin, request.cookies.get(OTP_PROOF_COOKIE)?.value ?? null),
  ),
});
