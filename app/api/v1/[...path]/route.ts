import { AppError } from "@/server/errors";
import { apiRoute } from "@/server/http/api-route";

// Every path under /api/v1 that no other route serves: 404 with the spec's error body.
const notFound = apiRoute({ auth: "none" }, async ({ request }) => {
  throw new AppError("NOT_FOUND", `No endpoint ${request.method} ${new URL(request.url).pathname}`);
});

export { notFound as GET, notFound as POST, notFound as PUT, notFound as PATCH, notFound as DELETE };
