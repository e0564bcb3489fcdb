import { env } from "../env";

/**
 * Set by our own HTTP server (scripts/start.mjs) from the socket, after dropping whatever a
 * client sent under that name. Under `next dev` it is absent and X-Forwarded-For is used.
 */
export const CLIENT_IP_HEADER = "x-signet-client-ip";

export function clientIp(request: Request): string {
  const forwarded = request.headers.get("x-forwarded-for")?.split(",")[0]?.trim();
  if (env().TRUST_PROXY && forwarded) return forwarded;
  return request.headers.get(CLIENT_IP_HEADER) ?? forwarded ?? "unknown";
}
