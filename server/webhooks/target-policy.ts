/**
 * Decides whether a webhook URL may be called, and which address to call it on. Checked when
 * an endpoint is saved and again before every attempt, because a DNS name can later be made to
 * resolve inward. The attempt then connects to the very address that was checked (see
 * post-webhook.ts), so a second, different DNS answer cannot slip in between (DNS rebinding).
 */
import { lookup } from "node:dns/promises";
import { isIP } from "node:net";
import { forbiddenAddressKind, isMetadataHost } from "./forbidden-addresses";

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** Resolves a host name to every address it has; injectable for tests. */
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

/** A resolver that takes longer than this counts as failed: an attempt has 10 seconds in all. */
export const RESOLVE_TIMEOUT_MS = 5_000;

export const systemResolver: Resolver = async (hostname) =>
  (await lookup(hostname, { all: true, verbatim: true })).map((entry) => ({ address: entry.address, family: entry.family === 6 ? 6 : 4 }));

export interface TargetPolicy {
  /** WEBHOOK_ALLOW_PRIVATE_NETWORKS: any address and http are allowed, nothing is resolved. */
  allowPrivateNetworks: boolean;
  /** Production refuses http (unless private networks are allowed). */
  requireHttps: boolean;
  resolve?: Resolver;
}

export type RefusalReason = "INVALID_URL" | "HTTPS_REQUIRED" | "METADATA_HOST" | "FORBIDDEN_ADDRESS" | "UNRESOLVABLE";

export class WebhookTargetRefusedError extends Error {
  constructor(
    readonly reason: RefusalReason,
    message: string,
    readonly details: { host?: string; address?: string } = {},
  ) {
    super(message);
    this.name = "WebhookTargetRefusedError";
  }
}

export interface CheckedTarget {
  url: URL;
  /** The address to connect to; null when private networks are allowed (plain resolution). */
  pinned: ResolvedAddress | null;
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(Object.assign(new Error("DNS lookup timed out"), { code: "ETIMEOUT" })), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** The host of a URL without IPv6 brackets or a trailing dot. */
export function bareHost(url: URL): string {
  return url.hostname.replace(/^\[(.*)\]$/, "$1").replace(/\.$/, "");
}

export async function checkWebhookTarget(rawUrl: string, policy: TargetPolicy): Promise<CheckedTarget> {
  let url: URL;
  try {
    url = new URL(rawUrl);
  } catch {
    throw new WebhookTargetRefusedError("INVALID_URL", "The URL is not a valid absolute URL");
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") {
    throw new WebhookTargetRefusedError("INVALID_URL", "The URL must use https (or http outside production)");
  }
  if (policy.allowPrivateNetworks) return { url, pinned: null };
  if (url.protocol !== "https:" && policy.requireHttps) {
    throw new WebhookTargetRefusedError("HTTPS_REQUIRED", "Webhook URLs must use https");
  }

  const host = bareHost(url);
  if (isMetadataHost(host)) {
    throw new WebhookTargetRefusedError("METADATA_HOST", `${host} is a cloud metadata service and may not be called`, { host });
  }
  let addresses: ResolvedAddress[];
  const literal = isIP(host);
  if (literal) addresses = [{ address: host, family: literal === 6 ? 6 : 4 }];
  else {
    try {
      addresses = await withTimeout((policy.resolve ?? systemResolver)(host), RESOLVE_TIMEOUT_MS);
    } catch (error) {
      const code = (error as { code?: string }).code ?? "lookup failed";
      throw new WebhookTargetRefusedError("UNRESOLVABLE", `${host} does not resolve (${code})`, { host });
    }
    if (addresses.length === 0) throw new WebhookTargetRefusedError("UNRESOLVABLE", `${host} does not resolve`, { host });
  }
  // Every address must be public: a resolver may hand out any of them, in any order.
  for (const { address } of addresses) {
    const kind = forbiddenAddressKind(address);
    if (kind) {
      const what = literal ? address : `${host} resolves to ${address}`;
      throw new WebhookTargetRefusedError("FORBIDDEN_ADDRESS", `${what}, ${kind}; webhooks may only call public addresses`, { host, address });
    }
  }
  return { url, pinned: addresses[0]! };
}
