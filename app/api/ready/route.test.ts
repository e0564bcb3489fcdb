import fs from "node:fs";
import path from "node:path";
import { NextRequest } from "next/server";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { openPglite } from "@/server/db/client";
import { userContext } from "@/server/auth/session";
import { emailDeliveries, jobs, organizationSeals } from "@/server/db/schema";
import { openSealKey } from "@/server/pdf/seal/seal-key";
import { opensslSeal } from "@/server/pdf/seal/testing/openssl-p12";
import { appRouter } from "@/server/trpc/app-router";
import { createCallerFactory } from "@/server/trpc/init";
import { env, resetEnv } from "@/server/env";
import { resetRateLimiter } from "@/server/throttle/rate-limiter";
import { startJobRunner } from "@/server/jobs/start";
import { readiness } from "@/server/services/health/health";
import { getStorage, resetStorage } from "@/server/storage/storage";
import { createTestDatabase, type TestDatabase } from "@/tests/support/database";
import { seedOrganization, type SeededOrganization } from "@/tests/support/fixtures";
import { sessionCookie } from "@/tests/support/session";
import { GET } from "./route";

let database: TestDatabase;
let org: SeededOrganization;
let stopJobs: (() => Promise<void>) | undefined;
const METRICS_TOKEN = "metrics-token-for-the-readiness-tests";

beforeAll(async () => {
  database = await createTestDatabase();
  org = await seedOrganization(database.db);
  resetStorage();
});
afterAll(() => database.close());
beforeEach(() => {
  process.env.METRICS_TOKEN = METRICS_TOKEN;
  resetEnv();
  resetRateLimiter();
});
afterEach(async () => {
  await stopJobs?.();
  stopJobs = undefined;
  delete process.env.METRICS_TOKEN;
  resetEnv();
});

let clients = 0;
const SELF_SIGNED =
  "The installation's document seal is self-signed: readers such as Adobe Acrobat show sealed PDFs as not trusted. Configure a seal certificate from a trusted certificate provider for the installation.";

/** GET /api/ready from a client address of its own, unless one is given. */
async function ready(headers: Record<string, string> = { authorization: `Bearer ${METRICS_TOKEN}` }, ip = `203.0.113.${++clients}`) {
  const response = await GET(new NextRequest("http://localhost:3000/api/ready", { headers: { ...headers, "x-forwarded-for": ip } }));
  return { status: response.status, headers: response.headers, body: await response.json() };
}

describe("GET /api/ready, the seals' warnings", () => {
  afterEach(async () => {
    delete process.env.SEAL_P12_BASE64;
    delete process.env.SEAL_P12_PASSWORD;
    resetEnv();
    await database.db.delete(organizationSeals);
  });

  it("warns while the installation's seal is self-signed, and a month before any seal expires, counting organizations without naming them, and keeps the status", async () => {
    const installation = opensslSeal({ keyType: "rsa", commonName: "Installation seal", days: 10 });
    process.env.SEAL_P12_BASE64 = installation.p12.toString("base64");
    process.env.SEAL_P12_PASSWORD = installation.password;
    resetEnv();
    const deps = { db: async () => database.db, storage: getStorage, jobRunnerStarted: () => true, mailTransport: () => "smtp" as const };
    const notAfter = openSealKey(installation.p12, installation.password).notAfter;
    const day = (date: Date) => date.toLocaleDateString("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });

    expect((await readiness(deps)).warnings).toEqual([`The installation's document seal expires on ${day(notAfter)}: configure a new one before then.`]);

    const other = await seedOrganization(database.db, { name: "Seal Two" });
    for (const owner of [org, other]) {
      const caller = createCallerFactory(appRouter)({ db: database.db, session: await userContext(database.db, owner.userId) });
      const seal = opensslSeal({ keyType: "ec", commonName: `Seal of ${owner.organizationId}`, days: owner === org ? 20 : 400 });
      await caller.seals.upload({ p12Base64: seal.p12.toString("base64"), password: seal.password });
    }
    const today = await readiness(deps);
    expect(today.status).toBe("ready");
    expect(today.warnings).toEqual([`The installation's document seal expires on ${day(notAfter)}: configure a new one before then.`, "1 organization's own document seal expires within 30 days."]);
    expect(JSON.stringify(today)).not.toContain(org.organizationId);

    const later = await readiness({ ...deps, now: () => new Date(Date.now() + 21 * 86_400_000) });
    expect(later.status).toBe("ready");
    expect(later.warnings).toEqual([`The installation's document seal expired on ${day(notAfter)}: configure a new one.`, "1 organization's own document seal has expired."]);
    const muchLater = await readiness({ ...deps, now: () => new Date(Date.now() + 390 * 86_400_000) });
    expect(muchLater.warnings.slice(1)).toEqual(["1 organization's own document seal has expired.", "1 organization's own document seal expires within 30 days."]);

    process.env.SEAL_P12_PASSWORD = "not the password";
    resetEnv();
    const unreadable = await readiness(deps);
    expect(unreadable.status).toBe("ready");
    expect(unreadable.warnings[0]).toBe(
      "The installation's document seal cannot be opened, so documents cannot be finished. Check its seal certificate and password; the server log says why.",
    );
  });
});

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
        mail: { transport: "outbox", lastSend: null, lastSendAt: null },
      },
      // The tests' installation seal is the generated one.
      warnings: [SELF_SIGNED],
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
    // A storage of its own: the last good probe of the one before stands for a few seconds.
    resetStorage();
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
    const result = await readiness({ db: async () => database.db, storage: getStorage, jobRunnerStarted: () => true, mailTransport: () => "smtp", now: () => now });
    expect(result.status).toBe("ready");
    expect(result.checks.jobs).toEqual({ ok: true, runnerStarted: true, queueDepth: 2, oldestDueJobAgeSeconds: 90 });
  });

  it("reports how email leaves and how the last email went, without judging it", async () => {
    const sentAt = new Date(Date.now() - 60_000);
    const failedAt = new Date(Date.now() - 30_000);
    const email = { organizationId: org.organizationId, kind: "invite", toAddress: "ada@example.test", subject: "Lease", transport: "smtp" };
    await database.db.insert(emailDeliveries).values([
      { ...email, status: "SENT", updatedAt: sentAt },
      { ...email, status: "FAILED", updatedAt: failedAt, lastError: "The mail server refused the message" },
      { ...email, status: "RETRYING", updatedAt: new Date() },
    ]);
    const result = await readiness({ db: async () => database.db, storage: getStorage, jobRunnerStarted: () => true, mailTransport: () => "smtp" });
    expect(result.status).toBe("ready");
    expect(result.checks.mail).toEqual({ transport: "smtp", lastSend: "failed", lastSendAt: failedAt.toISOString() });
    await database.db.delete(emailDeliveries);
  });

  it("is not ready on a database without its migrations, or one that does not answer", async () => {
    const bare = await openPglite();
    try {
      const unmigrated = await readiness({ db: async () => bare.db, storage: getStorage, jobRunnerStarted: () => true, mailTransport: () => "smtp" });
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
      jobRunnerStarted: () => true, mailTransport: () => "smtp",
    });
    expect(down.status).toBe("not_ready");
    expect(down.checks).toMatchObject({ database: { ok: false }, migrations: { ok: false, applied: null }, jobs: { ok: false, queueDepth: null } });
    expect(JSON.stringify(down)).not.toContain("hunter2");
  });
});

describe("GET /api/ready for whom", () => {
  it("answers only the status without the metrics token or a dashboard session", async () => {
    stopJobs = startJobRunner();
    for (const headers of <Record<string, string>[]>[{}, { authorization: "Bearer wrong-token" }, { authorization: `Bearer ${METRICS_TOKEN}x` }]) {
      const { status, body } = await ready(headers);
      expect(status).toBe(200);
      expect(body).toEqual({ status: "ready" });
    }
    await stopJobs();
    stopJobs = undefined;
    const notReady = await ready({});
    expect(notReady).toMatchObject({ status: 503, body: { status: "not_ready" } });
  });

  it("shows the checks to a dashboard session", async () => {
    const { body } = await ready({ cookie: await sessionCookie(database.db, org.userId) });
    expect(body.checks.jobs).toMatchObject({ runnerStarted: false });
  });

  it("shows no checks to anybody when METRICS_TOKEN is unset, whatever Bearer is sent", async () => {
    delete process.env.METRICS_TOKEN;
    resetEnv();
    const { body } = await ready({ authorization: "Bearer " });
    expect(body).toEqual({ status: "not_ready" });
  });

  it("is throttled per client address like the burst throttle", async () => {
    process.env.RATE_LIMIT_PER_MINUTE = "3";
    resetEnv();
    try {
      const answers = [];
      for (let i = 0; i < 4; i += 1) answers.push(await ready({}, "198.51.100.77"));
      expect(answers.map((answer) => answer.status)).toEqual([503, 503, 503, 429]);
      expect(answers[3]!.headers.get("retry-after")).not.toBeNull();
      expect(answers[3]!.body).toEqual({ status: "throttled" });
      expect((await ready({}, "198.51.100.78")).status).toBe(503);
    } finally {
      delete process.env.RATE_LIMIT_PER_MINUTE;
      resetEnv();
    }
  });

  it("writes one storage probe for calls a few seconds apart, not one per call", async () => {
    stopJobs = startJobRunner();
    resetStorage();
    const storage = getStorage();
    let writes = 0;
    const write = storage.write.bind(storage);
    storage.write = async (...args: Parameters<typeof write>) => {
      writes += 1;
      return write(...args);
    };
    for (let i = 0; i < 5; i += 1) expect((await ready()).status).toBe(200);
    expect(writes).toBe(1);
  });
});
