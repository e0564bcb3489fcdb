/** Liveness: 200 whenever the process answers; touches no database (docs/operations.md). */
import { liveness } from "@/server/services/health/health";

export const dynamic = "force-dynamic";

export function GET(): Response {
  return Response.json(liveness(), { headers: { "cache-control": "no-store" } });
}
