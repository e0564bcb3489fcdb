import { apiRoute, defineRoutes } from "@/server/http/api-route";
import { resendSignerInvite } from "@/server/services/signing/resend-signer-invite";

export const { GET, POST, PUT, PATCH, DELETE } = defineRoutes({
  POST: apiRoute({}, ({ ctx, params }) => resendSignerInvite(ctx, { id: params.id!, signerId: params.signerId! })),
});
