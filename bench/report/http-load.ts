/**
 * A small HTTP load generator for the report: keep-alive connections on loopback, either as
 * fast as they go (closed loop: each connection sends its next request when the last one
 * answered) or at a fixed rate (open loop, so a slow answer does not slow the arrivals and
 * latency is measured honestly). Latency percentiles come from every request's own time.
 */
import http from "node:http";

export interface LoadRequest {
  method: "GET" | "POST";
  path: string;
  headers?: Record<string, string>;
  /** A fresh body per request (a creation must not repeat its idempotent twin). */
  body?: () => string;
}

export interface LoadResult {
  requests: number;
  /** Answers that were not `expectStatus`. */
  errors: number;
  perSecond: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
}

interface Options {
  baseUrl: string;
  request: LoadRequest;
  expectStatus: number;
  seconds: number;
  /** Closed loop: this many connections. */
  connections?: number;
  /** Open loop: this many requests per second, spread evenly. */
  ratePerSecond?: number;
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/** Sends one request and answers its status code once the body has been read. */
export function send(agent: http.Agent, url: URL, request: LoadRequest): Promise<number> {
  return new Promise((resolve, reject) => {
    const body = request.body?.();
    const req = http.request(
      url,
      {
        agent,
        method: request.method,
        headers: { ...request.headers, ...(body ? { "content-type": "application/json", "content-length": Buffer.byteLength(body) } : {}) },
      },
      (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode ?? 0));
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

export async function runLoad(options: Options): Promise<LoadResult> {
  const url = new URL(options.request.path, options.baseUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections ?? 64 });
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  const deadline = started + options.seconds * 1000;

  const one = async () => {
    const begin = performance.now();
    const status = await send(agent, url, options.request).catch(() => 0);
    latencies.push(performance.now() - begin);
    if (status !== options.expectStatus) errors += 1;
  };

  if (options.ratePerSecond) {
    const interval = 1000 / options.ratePerSecond;
    const inFlight: Promise<void>[] = [];
    for (let at = started; at < deadline; at += interval) {
      const wait = at - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      inFlight.push(one());
    }
    await Promise.all(inFlight);
  } else {
    await Promise.all(
      Array.from({ length: options.connections ?? 20 }, async () => {
        while (performance.now() < deadline) await one();
      }),
    );
  }
  agent.destroy();
  const elapsed = (performance.now() - started) / 1000;
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    requests: latencies.length,
    errors,
    perSecond: latencies.length / elapsed,
    p50Ms: percentile(sorted, 50),
    p95Ms: percentile(sorted, 95),
    p99Ms: percentile(sorted, 99),
  };
}
