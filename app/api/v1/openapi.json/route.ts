import { openApiRoutes } from "@/server/http/api-route";

export const { GET, POST, PUT, PATCH, DELETE } = openApiRoutes();
