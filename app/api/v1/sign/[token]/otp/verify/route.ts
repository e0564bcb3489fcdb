import { getDb } from "@/server/db/client";
import { ApiResult, apiRoute, defineRoutes } from "@/server/http/api-route";
import { OTP_PROOF_COOKIE, otpProofCookie } from "@/server/services/signer/otp-proof";
import { verifySignerOtp } from "@/server/services/signer/verify-signer-otp";

// A right code sets this browser's proof cookie (otp-proof.ts); the answer stays {verified: true}.
export const { GET, POST, PUT, PATCH, DELETE } = defineRoutes({
  POST: apiRoute({ auth: "none", body: true }, async ({ request, params, body, origin }) => {
    const token = params.token!;
    const { proof } = await verifySignerOtp(await getDb(), token, body, origin, request.cookies.get(OTP_PROOF_COOKIE)?.value ?? null);
    return new ApiResult({ verified: true }, 200, proof ? { "Set-Cookie": otpProofCookie(token, proof) } : {});
  }),
});
