/**
 * GET /api/ready (docs/operations.md, "Health checks"): the readiness answer, behind the burst
 * throttle's per-address count. Anybody learns the status; the checks (queue depth, migrations,
 * storage driver) only a monitor sending METRICS_TOKEN as Bearer, or a dashboard user.
 */
import type { NextRequest } from "next/server";
import { requestSessionContext } from "../auth/session";
import { getDb } from "../db/client";
import { env } from "../env";
import { processReadinessDependencies, readiness } from "../services/health/health";
import { clientIp } from "./client-ip";
import { presentsMetricsToken } from "./metrics-token";
import { rateLimitHeaders, rateLimiter } from "../throttle/rate-limiter";
import { logger } from "@/server/log/logger.mjs";

async function maySeeChecks(request: NextRequest): Promise<boolean> {
  if (presentsMetricsToken(request)) return true;
  if (!request.cookies.size) return false;
  // A database that does not answer shows no session: the status says the rest.
  return (await requestSessionContext(await getDb(), request).catch(() => null)) !== null;
}

export async function readyRoute(request: NextRequest): Promise<Response> {
  const noStore = { "cache-control": "no-store" };
  // Note: the same count as /api/v1's burst throttle; when the database cannot count, the
  // readiness answer itself says so.
  const limit = await rateLimiter()
    .hit(`ip:${clientIp(request)}`, env().RATE_LIMIT_PER_MINUTE)
    .catch((error: unknown) => void logger().error({ err: error }, "[signet] readiness: the throttle could not count"));
  if (limit && !limit.allowed) return Response.json({ status: "throttled" }, { status: 429, headers: { ...noStore, ...rateLimitHeaders(limit) } });

  const result = await readiness(processReadinessDependencies());
  const status = result.status === "ready" ? 200 : 503;
  const body = (await maySeeChecks(request)) ? result : { status: result.status };
  return Response.json(body, { status, headers: noStore });
}
