import { dispatchApiRequest } from "@/server/http/api-router";

// Every /api/v1 request, whatever its path and method, goes through the one router: the registry's
// operations, the OpenAPI document, 405 for a method /api/v1 does not serve, 404 for the rest.
// Note: HEAD and OPTIONS are exported so that Next.js neither runs GET for a HEAD nor answers OPTIONS itself.
const dispatch = (request: Request) => dispatchApiRequest(request);

export { dispatch as GET, dispatch as HEAD, dispatch as POST, dispatch as PUT, dispatch as PATCH, dispatch as DELETE, dispatch as OPTIONS };
