/** Readiness: 200 when the database, storage and job runner are usable, else 503 (docs/operations.md). */
import { processReadinessDependencies, readiness } from "@/server/services/health/health";

export const dynamic = "force-dynamic";

export async function GET(): Promise<Response> {
  const result = await readiness(processReadinessDependencies());
  return Response.json(result, { status: result.status === "ready" ? 200 : 503, headers: { "cache-control": "no-store" } });
}
