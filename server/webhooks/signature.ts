/**
 * The spec's webhook signature: `X-Service-Signature: t=<unix_seconds>,v1=<hex>`, where the hex
 * is HMAC-SHA256 keyed with the endpoint's secret (the `whsec_…` string as written) over
 * `<t>.<rawBody>`. The timestamp is fresh on every attempt; the body never changes.
 */
import { createHmac } from "node:crypto";

export const SIGNATURE_HEADER = "X-Service-Signature";

export function signatureDigest(secret: string, timestamp: number, rawBody: string): string {
  return createHmac("sha256", secret).update(`${timestamp}.${rawBody}`, "utf8").digest("hex");
}

export function signatureHeader(secret: string, rawBody: string, now = new Date()): string {
  const timestamp = Math.floor(now.getTime() / 1000);
  return `t=${timestamp},v1=${signatureDigest(secret, timestamp, rawBody)}`;
}
