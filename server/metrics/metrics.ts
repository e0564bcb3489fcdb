/**
 * This instance's Prometheus metrics (API.md, "Metrics"), in one prom-client registry kept on
 * globalThis: Next.js bundles route handlers, instrumentation and the /api/v1 lane separately,
 * and each bundle would otherwise count into its own copy. Each instance answers for itself;
 * `signet_jobs_queued` is read from the database at each scrape (metrics-route.ts), so every
 * instance reports the same shared backlog (aggregate it with max, not sum).
 */
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";

export interface SignetMetrics {
  registry: Registry;
  httpRequests: Counter<"method" | "route" | "status">;
  httpDuration: Histogram<"method" | "route">;
  jobsQueued: Gauge<"type">;
  jobsFailed: Counter<"type">;
  processesCompleted: Counter;
  finalizationDuration: Histogram;
  emailsSent: Counter<"transport" | "status">;
}

const holder = ((globalThis as { __signetMetrics?: { metrics?: SignetMetrics } }).__signetMetrics ??= {});

function createMetrics(): SignetMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  return {
    registry,
    httpRequests: new Counter({
      name: "signet_http_requests_total",
      help: "Requests to /api/v1 answered, by method, operation path template and status",
      labelNames: ["method", "route", "status"],
      registers,
    }),
    httpDuration: new Histogram({
      name: "signet_http_request_duration_seconds",
      help: "Time to answer a request to /api/v1, by method and operation path template",
      labelNames: ["method", "route"],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    }),
    jobsQueued: new Gauge({
      name: "signet_jobs_queued",
      help: "Background jobs waiting to run (PENDING), by job type; read from the shared database",
      labelNames: ["type"],
      registers,
    }),
    jobsFailed: new Counter({
      name: "signet_jobs_failed_total",
      help: "Background jobs this instance saw fail for good (attempts used up or refused), by job type",
      labelNames: ["type"],
      registers,
    }),
    processesCompleted: new Counter({
      name: "signet_signing_processes_completed_total",
      help: "Signing processes this instance completed (final files sealed)",
      registers,
    }),
    finalizationDuration: new Histogram({
      name: "signet_finalization_duration_seconds",
      help: "Time one successful finalization run took on this instance (stamp, certificate, seals)",
      buckets: [0.5, 1, 2, 5, 10, 20, 30, 60, 120, 300],
      registers,
    }),
    emailsSent: new Counter({
      name: "signet_emails_sent_total",
      help: "Emails this instance handed to its transport, by transport and outcome (SENT, RETRYING, FAILED)",
      labelNames: ["transport", "status"],
      registers,
    }),
  };
}

export function metrics(): SignetMetrics {
  return (holder.metrics ??= createMetrics());
}
