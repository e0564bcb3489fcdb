/**
 * GET /api/metrics (API.md, "Metrics"): hidden without METRICS_TOKEN, refused without it, and
 * with it the Prometheus text, whose counters move with the work this instance does and whose
 * routes are the operations' path templates, never raw paths.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { resetEnv } from "@/server/env";
import { runDueJobs } from "@/server/jobs/local-runner";
import { resetRateLimiter } from "@/server/throttle/rate-limiter";
import { createTestDatabase, type TestDatabase } from "@/tests/support/database";
import { seedOrganization, type SeededOrganization } from "@/tests/support/fixtures";
import { call, routeAt } from "@/tests/support/http";
import { createProcess, inDays, invitedToken, readyAsset, signer } from "@/tests/support/signing";
import { GET } from "./route";

const TOKEN = "a-metrics-token-of-some-length";
const processRoute = routeAt("/signing-processes/{id}");

let database: TestDatabase;
let org: SeededOrganization;

beforeAll(async () => {
  database = await createTestDatabase();
  org = await seedOrganization(database.db);
});
afterAll(() => database.close());
beforeEach(() => {
  process.env.METRICS_TOKEN = TOKEN;
  resetEnv();
  resetRateLimiter();
});
afterEach(() => {
  delete process.env.METRICS_TOKEN;
  resetEnv();
});

const scrape = (authorization?: string) =>
  GET(new Request("http://localhost:3000/api/metrics", { headers: authorization ? { authorization } : {} }));

/** The value of one series in the text format, 0 when absent. */
function valueOf(text: string, series: string): number {
  const line = text.split("\n").find((candidate) => candidate.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

describe("who may read the metrics", () => {
  it("answers 404 while METRICS_TOKEN is unset, as if there were nothing", async () => {
    delete process.env.METRICS_TOKEN;
    resetEnv();
    expect((await scrape(`Bearer ${TOKEN}`)).status).toBe(404);
  });

  it.each([
    ["no token", undefined],
    ["a wrong token", "Bearer not-the-metrics-token-at-all"],
    ["the token without Bearer", TOKEN],
  ])("answers 401 to %s", async (_label, authorization) => {
    const answer = await scrape(authorization);
    expect(answer.status).toBe(401);
    expect(await answer.text()).not.toContain("signet_");
  });
});

describe("what the metrics say", () => {
  it("count requests by operation path template and status, never by raw path", async () => {
    const before = await (await scrape(`Bearer ${TOKEN}`)).text();
    const series = 'signet_http_requests_total{method="GET",route="/signing-processes/{id}",status="404"}';
    const id = "00000000-0000-4000-8000-000000000000";
    for (let index = 0; index < 3; index++) {
      expect((await call(processRoute.GET, "GET", `/api/v1/signing-processes/${id}`, { apiKey: org.adminKey, params: { id } })).status).toBe(404);
    }
    const answer = await scrape(`Bearer ${TOKEN}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toMatch(/^text\/plain/);
    const after = await answer.text();
    expect(valueOf(after, series) - valueOf(before, series)).toBe(3);
    expect(after).not.toContain(id);
    expect(after).toMatch(/^signet_http_request_duration_seconds_bucket\{le="[^"]+",method="GET",route="\/signing-processes\/\{id\}"\}/m);
    // prom-client's process metrics are there too.
    expect(after).toMatch(/^process_cpu_user_seconds_total /m);
  });

  it("show the job backlog, completed processes and emails sent as the work happens", async () => {
    const assetId = await readyAsset(database.db, org.adminKey, 1);
    const created = await createProcess(org.adminKey, {
      dispatchMode: "EMAIL",
      sourcePdfAssetId: assetId,
      subject: "Metrics",
      expiresAt: inDays(7),
      authPolicy: "SES_LINK_ONLY",
      signers: [{ signOrder: 1, name: "Mia Metrics", email: "mia@example.test" }],
      fields: [{ assignedSignerSignOrder: 1, type: "SIGNATURE", label: "Signature", required: true, page: 0, x: 72, y: 100, w: 180, h: 50 }],
    });
    expect(created.status).toBe(201);
    const queued = await (await scrape(`Bearer ${TOKEN}`)).text();
    expect(valueOf(queued, 'signet_jobs_queued{type="signer.notify"}')).toBeGreaterThanOrEqual(1);

    const before = await (await scrape(`Bearer ${TOKEN}`)).text();
    const token = await invitedToken(database.db, created.json.data.id, "mia@example.test");
    expect((await signer.submit(token, { fields: {}, signature: { type: "TYPED", text: "Mia" }, consent: true })).status).toBe(200);
    for (let round = 0; round < 3; round++) await runDueJobs(database.db);
    const after = await (await scrape(`Bearer ${TOKEN}`)).text();

    expect(valueOf(after, "signet_signing_processes_completed_total") - valueOf(before, "signet_signing_processes_completed_total")).toBe(1);
    expect(valueOf(after, "signet_finalization_duration_seconds_count") - valueOf(before, "signet_finalization_duration_seconds_count")).toBe(1);
    const sent = 'signet_emails_sent_total{transport="outbox",status="SENT"}';
    expect(valueOf(after, sent) - valueOf(before, sent)).toBeGreaterThanOrEqual(1);
    expect(valueOf(after, 'signet_jobs_queued{type="signer.notify"}')).toBe(0);
  });
});
