import { env } from "../env";

/**
 * Set by our own HTTP server (scripts/start.mjs) from the socket, after dropping whatever a
 * client sent under that name. Under `next dev` it is absent and X-Forwarded-For is used.
 */
export const CLIENT_IP_HEADER = "x-signet-client-ip";

/** Node reports IPv4 peers on a dual-stack socket as ::ffff:a.b.c.d; one client, one spelling. */
function normalize(address: string): string {
  return address.replace(/^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i, "$1");
}

/**
 * The client's address, for the throttles and the audit trail. Each proxy appends the address
 * it received the request from to X-Forwarded-For, and everything left of that is whatever the
 * client wrote; so behind TRUST_PROXY=n proxies the client is the n-th entry from the right
 * (the farthest one when fewer hops came through), never the leftmost.
 */
export function clientIp(request: { headers: Headers }): string {
  const forwarded = (request.headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  const socket = request.headers.get(CLIENT_IP_HEADER);
  const hops = env().TRUST_PROXY;
  if (hops > 0 && forwarded.length > 0) return normalize(forwarded[Math.max(0, forwarded.length - hops)]!);
  // Note: without our server in front (next dev, tests) the nearest entry is the best there is.
  const address = socket ?? forwarded.at(-1);
  return address ? normalize(address) : "unknown";
}
