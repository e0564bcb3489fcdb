import fs from "node:fs";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { openPglite } from "@/server/db/client";
import { jobs } from "@/server/db/schema";
import { env } from "@/server/env";
import { startJobRunner } from "@/server/jobs/start";
import { readiness } from "@/server/services/health/health";
import { getStorage, resetStorage } from "@/server/storage/storage";
import { createTestDatabase, type TestDatabase } from "@/tests/support/database";
import { GET } from "./route";

let database: TestDatabase;
let stopJobs: (() => Promise<void>) | undefined;

beforeAll(async () => {
  database = await createTestDatabase();
  resetStorage();
});
afterAll(() => database.close());
afterEach(async () => {
  await stopJobs?.();
  stopJobs = undefined;
});

async function ready() {
  const response = await GET();
  return { status: response.status, body: await response.json() };
}

describe("GET /api/ready", () => {
  it("answers 200 with every check when the database is migrated, storage takes a write and the job runner runs", async () => {
    stopJobs = startJobRunner();
    const { status, body } = await ready();
    expect(status).toBe(200);
    expect(body).toEqual({
      status: "ready",
      checks: {
        database: { ok: true },
        migrations: { ok: true, applied: expect.any(Number), expected: expect.any(Number) },
        storage: { ok: true, driver: "local" },
        jobs: { ok: true, runnerStarted: true, queueDepth: 0, oldestDueJobAgeSeconds: null },
      },
    });
    expect(body.checks.migrations.applied).toBe(body.checks.migrations.expected);
    // Nothing about where things live or how to reach them.
    const text = JSON.stringify(body);
    expect(text).not.toContain(env().DATA_DIR);
    expect(text).not.toContain(env().SECRET_KEY!);
    expect(fs.readdirSync(path.join(env().DATA_DIR, "files", "health"))).toEqual([]);
  });

  it("answers 503 when no job runner runs in this process", async () => {
    const { status, body } = await ready();
    expect(status).toBe(503);
    expect(body.status).toBe("not_ready");
    expect(body.checks.jobs).toMatchObject({ ok: false, runnerStarted: false });
    expect(body.checks.database.ok).toBe(true);
  });

  it("answers 503 when storage is not writable", async () => {
    stopJobs = startJobRunner();
    const blocker = path.join(env().DATA_DIR, "files", "health");
    fs.rmSync(blocker, { recursive: true, force: true });
    fs.mkdirSync(path.dirname(blocker), { recursive: true });
    fs.writeFileSync(blocker, "a file where the probe's folder would go");
    try {
      const { status, body } = await ready();
      expect(status).toBe(503);
      expect(body.checks.storage).toEqual({ ok: false, driver: "local" });
      expect(body.checks.database.ok).toBe(true);
      expect(JSON.stringify(body)).not.toContain(env().DATA_DIR);
    } finally {
      fs.rmSync(blocker, { force: true });
    }
  });
});

describe("readiness", () => {
  it("reports the due jobs' count and the age of the oldest, not jobs scheduled later", async () => {
    const now = new Date();
    await database.db.insert(jobs).values([
      { name: "health-test", payload: {}, maxAttempts: 1, runAt: new Date(now.getTime() - 90_000) },
      { name: "health-test", payload: {}, maxAttempts: 1, runAt: new Date(now.getTime() - 10_000) },
      { name: "health-test", payload: {}, maxAttempts: 1, runAt: new Date(now.getTime() + 60_000) },
    ]);
    const result = await readiness({ db: async () => database.db, storage: getStorage, jobRunnerStarted: () => true, now: () => now });
    expect(result.status).toBe("ready");
    expect(result.checks.jobs).toEqual({ ok: true, runnerStarted: true, queueDepth: 2, oldestDueJobAgeSeconds: 90 });
  });

  it("is not ready on a database without its migrations, or one that does not answer", async () => {
    const bare = await openPglite();
    try {
      const unmigrated = await readiness({ db: async () => bare.db, storage: getStorage, jobRunnerStarted: () => true });
      expect(unmigrated.status).toBe("not_ready");
      expect(unmigrated.checks.database.ok).toBe(true);
      expect(unmigrated.checks.migrations).toMatchObject({ ok: false, applied: 0 });
    } finally {
      await bare.close();
    }
    const down = await readiness({
      db: async () => {
        throw new Error("connect ECONNREFUSED 10.0.0.5:5432 postgres://signet:hunter2@10.0.0.5/signet");
      },
      storage: getStorage,
      jobRunnerStarted: () => true,
    });
    expect(down.status).toBe("not_ready");
    expect(down.checks).toMatchObject({ database: { ok: false }, migrations: { ok: false, applied: null }, jobs: { ok: false, queueDepth: null } });
    expect(JSON.stringify(down)).not.toContain("hunter2");
  });
});
