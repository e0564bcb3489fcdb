/**
 * Every /api/v1 answer carries X-Request-Id (docs/operations.md, "Logs"): a caller's sane id is
 * echoed, any other replaced by a new one; the log lines written while the request is handled
 * carry the same id, as JSON, with secrets redacted.
 */
import { desc } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { jobs } from "@/server/db/schema";
import { runDueJobs } from "@/server/jobs/local-runner";
import { logger } from "@/server/log/logger.mjs";
import { currentRequestId, runWithRequestId } from "@/server/log/request-context.mjs";
import { resetRateLimiter } from "@/server/throttle/rate-limiter";
import { createTestDatabase, type TestDatabase } from "@/tests/support/database";
import { seedOrganization, type SeededOrganization } from "@/tests/support/fixtures";
import { call, routeAt } from "@/tests/support/http";
import { captureLogLines } from "@/tests/support/log-lines";
import { oneSignerProcess, readyAsset, signer } from "@/tests/support/signing";
import { toErrorResponse } from "./api-route";

const tagsRoute = routeAt("/template-tags");
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

let database: TestDatabase;
let org: SeededOrganization;

beforeAll(async () => {
  database = await createTestDatabase();
  org = await seedOrganization(database.db);
});
afterAll(() => database.close());
beforeEach(() => resetRateLimiter());

const listTags = (headers: Record<string, string> = {}, apiKey: string | undefined = org.adminKey) =>
  call(tagsRoute.GET, "GET", "/api/v1/template-tags", { apiKey, headers });

describe("X-Request-Id on API answers", () => {
  it("is on a success, a validation error and a refused key alike, a new one each time", async () => {
    const answers = [
      await listTags(),
      await call(tagsRoute.POST, "POST", "/api/v1/template-tags", { apiKey: org.adminKey, body: { name: 42 } }),
      await listTags({}, "sdk_live_not-a-key"),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([200, 400, 401]);
    const ids = answers.map((answer) => answer.headers.get("x-request-id"));
    for (const id of ids) expect(id).toMatch(UUID);
    expect(new Set(ids).size).toBe(3);
  });

  it("echoes a sane incoming id and replaces any other", async () => {
    expect((await listTags({ "x-request-id": "proxy-0123_abc.def:9" })).headers.get("x-request-id")).toBe("proxy-0123_abc.def:9");
    expect((await listTags({ "x-request-id": "a".repeat(128) })).headers.get("x-request-id")).toBe("a".repeat(128));
    for (const unsafe of ["a".repeat(129), "two words", "<img src=x>", "id\"quoted", "ünï", "x/../y"]) {
      const id = (await listTags({ "x-request-id": unsafe })).headers.get("x-request-id");
      expect(id, unsafe).toMatch(UUID);
    }
  });

  it("is on a 404 of an unknown path too", async () => {
    const answer = await call(routeAt("/no-such-thing").GET, "GET", "/api/v1/no-such-thing", { apiKey: org.adminKey, headers: { "x-request-id": "lb-404" } });
    expect(answer.status).toBe(404);
    expect(answer.headers.get("x-request-id")).toBe("lb-404");
  });
});

describe("log lines of a request", () => {
  it("are JSON objects carrying the request's id", async () => {
    const capture = captureLogLines("debug");
    try {
      await listTags({ "x-request-id": "req-lines-1" });
      const answered = capture.lines.find((line) => line.msg === "api request answered");
      expect(answered).toMatchObject({ level: "debug", requestId: "req-lines-1", method: "GET", route: "/template-tags", status: 200 });
      expect(typeof answered!.time).toBe("string");
    } finally {
      capture.restore();
    }
  });

  it("carry the id to code deep in the request and redact secrets in every field", async () => {
    const capture = captureLogLines();
    const token = "Zt0k3nZt0k3nZt0k3nZt0k3nZt0k3nZt0k3nZt0k3n";
    try {
      await runWithRequestId("deep-1", async () => {
        await new Promise((resolve) => setTimeout(resolve, 1));
        expect(currentRequestId()).toBe("deep-1");
        toErrorResponse(new Request(`http://localhost:3000/api/v1/sign/${token}/submit`, { method: "POST" }), new Error(`boom with ${org.adminKey}`));
        logger().info({ link: `https://sign.example/sign/${token}`, header: `Bearer ${org.adminKey}` }, "a line with secrets in its fields");
      });
      logger().info("outside any request");
      const [failed, fields, outside] = capture.lines;
      expect(failed).toMatchObject({ level: "error", requestId: "deep-1", msg: "[api] POST /api/v1/sign/[redacted]/submit failed", err: { message: "boom with sdk_live_[redacted]" } });
      expect(fields).toMatchObject({ requestId: "deep-1", link: "https://sign.example/sign/[redacted]", header: "Bearer [redacted]" });
      expect(outside!.requestId).toBeUndefined();
      for (const line of capture.raw) {
        expect(line).not.toContain(token);
        expect(line).not.toContain(org.adminKey.slice("sdk_live_".length));
      }
    } finally {
      capture.restore();
    }
  });
});

describe("a job a request enqueues", () => {
  it("keeps the request's id, and logs its lines under it when it runs", async () => {
    const assetId = await readyAsset(database.db, org.adminKey, 1);
    const { id, token } = await oneSignerProcess(database.db, org.adminKey, assetId);
    const submitted = await signer.submit(token, { signature: { type: "TYPED", text: "Ada Signer" }, consent: true }, { "x-request-id": "submit-7" });
    expect(submitted.status).toBe(200);
    const [queued] = await database.db.select().from(jobs).orderBy(desc(jobs.id)).limit(1);
    expect(queued).toMatchObject({ status: "PENDING", requestId: "submit-7" });

    const capture = captureLogLines();
    try {
      await runDueJobs(database.db);
      const finalizing = capture.lines.filter((line) => String(line.msg).startsWith(`[signet] finalizing ${id}`));
      expect(finalizing.length).toBeGreaterThan(0);
      for (const line of finalizing) expect(line.requestId).toBe("submit-7");
    } finally {
      capture.restore();
    }
  }, 120_000);
});
