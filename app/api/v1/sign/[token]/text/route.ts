import { routesFor } from "@/server/http/api-route";

export const { GET, POST, PUT, PATCH, DELETE } = routesFor("/sign/{token}/text");
