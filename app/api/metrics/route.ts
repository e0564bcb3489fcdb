/** Prometheus metrics of this instance, behind METRICS_TOKEN (docs/operations.md, "Metrics"). */
export { metricsRoute as GET } from "@/server/http/metrics-route";

export const dynamic = "force-dynamic";
