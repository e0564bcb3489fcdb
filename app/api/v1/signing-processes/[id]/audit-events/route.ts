import { apiRoute, defineRoutes } from "@/server/http/api-route";
import { listAuditEvents } from "@/server/services/audit/list-audit-events";

export const { GET, POST, PUT, PATCH, DELETE } = defineRoutes({
  GET: apiRoute({}, ({ ctx, params }) => listAuditEvents(ctx, { id: params.id! })),
});
