/**
 * GET /api/metrics (API.md, "Metrics"): 404 while METRICS_TOKEN is unset, so an installation
 * that does not use it does not show it exists; then 401 without the token as Bearer, and the
 * Prometheus text format with it.
 */
import { count, eq } from "drizzle-orm";
import { getDb } from "../db/client";
import { jobs } from "../db/schema";
import { env } from "../env";
import { metrics } from "../metrics/metrics";
import { presentsMetricsToken } from "./metrics-token";

const noStore = { "cache-control": "no-store" };

export async function metricsRoute(request: Request): Promise<Response> {
  if (env().METRICS_TOKEN === undefined) return Response.json({ statusCode: 404, message: "Not Found" }, { status: 404, headers: noStore });
  if (!presentsMetricsToken(request)) {
    return Response.json(
      { statusCode: 401, message: "Send METRICS_TOKEN as Authorization: Bearer", error: "Unauthorized" },
      { status: 401, headers: { ...noStore, "www-authenticate": 'Bearer realm="metrics"' } },
    );
  }
  const { registry, jobsQueued } = metrics();
  const db = await getDb();
  const queued = await db.select({ type: jobs.name, count: count() }).from(jobs).where(eq(jobs.status, "PENDING")).groupBy(jobs.name);
  jobsQueued.reset();
  for (const row of queued) jobsQueued.set({ type: row.type }, row.count);
  return new Response(await registry.metrics(), { status: 200, headers: { ...noStore, "content-type": registry.contentType } });
}
