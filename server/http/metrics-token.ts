import { createHash, timingSafeEqual } from "node:crypto";
import { env } from "../env";

const digest = (text: string) => createHash("sha256").update(text).digest();

/** Whether the request sends METRICS_TOKEN as `Authorization: Bearer` (false when none is set). */
export function presentsMetricsToken(request: Request): boolean {
  const expected = env().METRICS_TOKEN;
  const presented = request.headers.get("authorization")?.match(/^Bearer\s+(.+)$/i)?.[1]?.trim();
  return expected !== undefined && presented !== undefined && timingSafeEqual(digest(presented), digest(expected));
}
