import type { CreateSigningProcessInput } from "@/lib/schemas/signing-processes";
import { apiRoute, defineRoutes } from "@/server/http/api-route";
import { createSigningProcess } from "@/server/services/signing/create-signing-process";
import { listSigningProcesses } from "@/server/services/signing/list-signing-processes";

export const { GET, POST, PUT, PATCH, DELETE } = defineRoutes({
  GET: apiRoute({}, ({ ctx, query }) => listSigningProcesses(ctx, query)),
  POST: apiRoute({ body: true, status: 201 }, ({ ctx, body }) => createSigningProcess(ctx, body as CreateSigningProcessInput)),
});
