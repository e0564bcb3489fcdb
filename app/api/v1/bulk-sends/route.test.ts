/**
 * Bulk sends end to end (API.md, "Bulk sends"): the REST routes, the chunk jobs run by the local
 * runner, and what each row leaves behind (processes, invitations in the outbox, quota, webhooks).
 */
import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { bulkSends, domainEvents, signingProcesses } from "@/server/db/schema";
import { runBulkSendJob } from "@/server/queue/definitions/run-bulk-send";
import { triggerJob } from "@/server/queue/trigger-job";
import { runBulkSendChunk } from "@/server/services/bulk-sends/run-bulk-send";
import { resetEnv } from "@/server/env";
import { runDueJobs, runNextJob, type RunResult } from "@/server/jobs/local-runner";
import { listOutboxMessages } from "@/server/outbox/list-outbox-messages";
import { resetRateLimiter } from "@/server/throttle/rate-limiter";
import { startWebhookReceiver } from "@/server/webhooks/testing/webhook-receiver";
import { createTestDatabase, type TestDatabase } from "@/tests/support/database";
import { createMember, seedOrganization, type SeededOrganization } from "@/tests/support/fixtures";
import { call, routeAt } from "@/tests/support/http";
import { inDays, readyAsset } from "@/tests/support/signing";
import { publishedPdfTemplate, startBody, templateApi } from "@/tests/support/templates";

const createRoute = routeAt("/templates/{id}/bulk-sends");
const listRoute = routeAt("/bulk-sends");
const getRoute = routeAt("/bulk-sends/{id}");
const processesRoute = routeAt("/signing-processes");
const webhooksRoute = routeAt("/webhooks");

const bulkApi = {
  create: (apiKey: string, templateId: string, body: unknown, headers: Record<string, string> = {}) =>
    call(createRoute.POST, "POST", `/api/v1/templates/${templateId}/bulk-sends`, { apiKey, body, headers, params: { id: templateId } }),
  list: (apiKey: string, query = "") => call(listRoute.GET, "GET", `/api/v1/bulk-sends${query}`, { apiKey }),
  get: (apiKey: string, id: string) => call(getRoute.GET, "GET", `/api/v1/bulk-sends/${id}`, { apiKey, params: { id } }),
};

let database: TestDatabase;
let org: SeededOrganization;
let other: SeededOrganization;
let templateId: string;

beforeAll(async () => {
  database = await createTestDatabase();
  org = await seedOrganization(database.db, { plan: "PRO" });
  other = await seedOrganization(database.db, { plan: "PRO" });
  templateId = await publishedPdfTemplate(org.adminKey, await readyAsset(database.db, org.adminKey));
}, 60_000);
afterAll(async () => {
  await database.close();
});
beforeEach(() => resetRateLimiter());

/** Runs jobs until none is due. */
async function drainJobs(): Promise<RunResult[]> {
  const results: RunResult[] = [];
  for (;;) {
    const batch = await runDueJobs(database.db, { limit: 500 });
    if (batch.length === 0) return results;
    results.push(...batch);
  }
}

/** A start-signing body for the lease template, one tenant per row. */
function leaseRow(n: number, overrides: Record<string, unknown> = {}) {
  return startBody({
    data: { tenant: { name: `Tenant ${n}` }, rent: 1000 + n },
    signers: [
      { roleKey: "tenant", name: `Tenant ${n}`, email: `tenant-${n}@example.test` },
      { roleKey: "landlord", name: "Lars Landlord", email: "lars@example.test" },
    ],
    ...overrides,
  });
}

async function processCount(organizationId: string): Promise<number> {
  const [row] = await database.db.select({ n: count() }).from(signingProcesses).where(eq(signingProcesses.organizationId, organizationId));
  return row!.n;
}

describe("POST /api/v1/templates/{id}/bulk-sends with dryRun", () => {
  it("reports each bad row by index with start-signing's own sentences, and creates and counts nothing", async () => {
    const before = await processCount(org.organizationId);
    const noRent = leaseRow(1, { data: { tenant: { name: "T" } } });
    const badEmail = leaseRow(2, { signers: [{ roleKey: "tenant", name: "T", email: "not-an-email" }, { roleKey: "landlord", name: "L", email: "l@example.test" }] });
    const unknownRole = leaseRow(3, { signers: [{ roleKey: "buyer", name: "B", email: "b@example.test" }] });
    const res = await bulkApi.create(org.adminKey, templateId, { dryRun: true, rows: [leaseRow(0), noRent, badEmail, unknownRole] });
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ valid: 1, invalid: 3 });
    expect(res.json.data.rows[0]).toEqual({ index: 0, ok: true, errors: [] });
    expect(res.json.data.rows.map((row: { index: number; ok: boolean }) => [row.index, row.ok])).toEqual([
      [0, true],
      [1, false],
      [2, false],
      [3, false],
    ]);
    // The very words a start-signing of that body answers in its 400.
    for (const [index, body] of [[1, noRent], [2, badEmail], [3, unknownRole]] as const) {
      const single = await templateApi.start(org.adminKey, templateId, body);
      expect(single.status).toBe(400);
      expect(res.json.data.rows[index].errors).toEqual(single.json.message);
    }
    expect(res.json.data.rows[1].errors).toEqual(["data.rent is required (Monthly rent)"]);
    expect(res.json.data.rows[3].errors).toContain('signers.0.roleKey: "buyer" is not a role of this template (its roles: tenant, landlord)');
    expect(await processCount(org.organizationId)).toBe(before);
    const [sends] = await database.db.select({ n: count() }).from(bulkSends).where(eq(bulkSends.organizationId, org.organizationId));
    expect(sends!.n).toBe(0);
  });
});

describe("POST /api/v1/templates/{id}/bulk-sends", () => {
  it("creates every row in background jobs, each a process of the send with its invitation in the outbox", async () => {
    const res = await bulkApi.create(org.adminKey, templateId, { rows: [leaseRow(10), leaseRow(11), leaseRow(12, { policy: "KIOSK_SES_LINK_ONLY" })] });
    expect(res.status).toBe(202);
    const send = res.json.data;
    expect(send).toMatchObject({ templateId, status: "QUEUED", total: 3, created: 0, failed: 0, completedAt: null });
    const queued = await bulkApi.get(org.adminKey, send.id);
    expect(queued.json.data.rows).toEqual([0, 1, 2].map((index) => ({ index, status: "PENDING", signingProcessId: null, error: null })));

    await drainJobs();
    const done = await bulkApi.get(org.adminKey, send.id);
    expect(done.status).toBe(200);
    expect(done.json.data).toMatchObject({ status: "COMPLETED", total: 3, created: 3, failed: 0 });
    expect(done.json.data.completedAt).not.toBeNull();
    const processIds = done.json.data.rows.map((row: { signingProcessId: string }) => row.signingProcessId);
    expect(done.json.data.rows.every((row: { status: string; error: unknown }) => row.status === "CREATED" && row.error === null)).toBe(true);

    // GET /signing-processes?bulkSendId= finds exactly these, each carrying the send's id.
    const found = await call(processesRoute.GET, "GET", `/api/v1/signing-processes?bulkSendId=${send.id}`, { apiKey: org.adminKey });
    expect(found.status).toBe(200);
    expect(found.json.data.items.map((process: { id: string }) => process.id).sort()).toEqual([...processIds].sort());
    expect(found.json.data.items.every((process: { bulkSendId: string; templateVersion: number }) => process.bulkSendId === send.id && process.templateVersion === 1)).toBe(true);
    const others = await call(processesRoute.GET, "GET", `/api/v1/signing-processes?bulkSendId=${crypto.randomUUID()}`, { apiKey: org.adminKey });
    expect(others.json.data.total).toBe(0);

    // The emailed rows invited their first signer; the kiosk row invited nobody.
    for (const [index, email] of [[0, "tenant-10@example.test"], [1, "tenant-11@example.test"]] as const) {
      const { items } = await listOutboxMessages({ signingProcessId: processIds[index], channel: "email" });
      expect(items.map((message) => [message.to, message.meta.kind])).toEqual([[email, "invite"]]);
    }
    expect((await listOutboxMessages({ signingProcessId: processIds[2], channel: "email" })).items).toEqual([]);

    const listed = await bulkApi.list(org.adminKey, "?pageSize=1");
    expect(listed.status).toBe(200);
    expect(listed.json.data).toMatchObject({ page: 1, pageSize: 1 });
    expect(listed.json.data.items[0]).toMatchObject({ id: send.id, status: "COMPLETED", created: 3 });
    expect(listed.json.data.items[0].rows).toBeUndefined();
  });

  it("answers a replay with the same Idempotency-Key with the first result, and a different body with 409", async () => {
    const headers = { "Idempotency-Key": `bulk-${crypto.randomUUID()}` };
    const body = { rows: [leaseRow(20)] };
    const first = await bulkApi.create(org.adminKey, templateId, body, headers);
    const again = await bulkApi.create(org.adminKey, templateId, body, headers);
    expect(first.status).toBe(202);
    expect(again.status).toBe(202);
    expect(again.json).toEqual(first.json);
    const [sends] = await database.db.select({ n: count() }).from(bulkSends).where(eq(bulkSends.id, first.json.data.id));
    expect(sends!.n).toBe(1);
    const reused = await bulkApi.create(org.adminKey, templateId, { rows: [leaseRow(21)] }, headers);
    expect(reused.status).toBe(409);
    expect(reused.json.code).toBe("IDEMPOTENCY_KEY_REUSED");
    await drainJobs();
    const found = await call(processesRoute.GET, "GET", `/api/v1/signing-processes?bulkSendId=${first.json.data.id}`, { apiKey: org.adminKey });
    expect(found.json.data.total).toBe(1);
  });

  it("stops at a FREE organization's monthly volume: earlier rows stay CREATED, later ones fail with QUOTA_EXCEEDED", async () => {
    const free = await seedOrganization(database.db, { plan: "FREE" });
    const freeTemplate = await publishedPdfTemplate(free.adminKey, await readyAsset(database.db, free.adminKey));
    const rows = Array.from({ length: 12 }, (_, n) => (n === 1 ? leaseRow(n, { data: {} }) : leaseRow(n)));
    const res = await bulkApi.create(free.adminKey, freeTemplate, { rows });
    expect(res.status).toBe(202);
    await drainJobs();
    const done = (await bulkApi.get(free.adminKey, res.json.data.id)).json.data;
    expect(done).toMatchObject({ status: "COMPLETED", total: 12, created: 10, failed: 2 });
    const statuses = done.rows.map((row: { status: string; error: { code: string } | null }) => [row.status, row.error?.code ?? null]);
    expect(statuses[1]).toEqual(["FAILED", "VALIDATION_FAILED"]);
    expect(done.rows[1].error.message).toContain("data.rent is required (Monthly rent)");
    expect(statuses.filter((_: unknown, index: number) => index !== 1 && index !== 11)).toEqual(Array(10).fill(["CREATED", null]));
    expect(statuses[11]).toEqual(["FAILED", "QUOTA_EXCEEDED"]);
    expect(await processCount(free.organizationId)).toBe(10);

    // An SMS code needs a paid plan: the dry run says so with start-signing's own sentence.
    const sms = await bulkApi.create(free.adminKey, freeTemplate, { dryRun: true, rows: [leaseRow(0, { policy: "EMAIL_AES_OTP", signers: [{ roleKey: "tenant", name: "T", email: "t@example.test", phoneE164: "+4915112345678" }, { roleKey: "landlord", name: "L", email: "l@example.test", phoneE164: "+4915112345679" }] })] });
    expect(sms.json.data.rows[0]).toEqual({ index: 0, ok: false, errors: ["SMS-verified signing (AES_OTP) needs the PRO or ENTERPRISE plan; use SES_LINK_ONLY"] });
  });

  it("never creates a row twice when a chunk runs again (a retried attempt after a crash, a second chain)", async () => {
    const res = await bulkApi.create(org.adminKey, templateId, { rows: [leaseRow(60), leaseRow(61), leaseRow(62)] });
    const payload = { bulkSendId: res.json.data.id, organizationId: org.organizationId };
    // What a worker that died after its rows committed, but before its job was marked done, leaves behind.
    await triggerJob(database.db, runBulkSendJob, payload);
    await drainJobs();
    await runBulkSendChunk(database.db, payload);
    const done = (await bulkApi.get(org.adminKey, res.json.data.id)).json.data;
    expect(done).toMatchObject({ status: "COMPLETED", created: 3, failed: 0 });
    const [made] = await database.db.select({ n: count() }).from(signingProcesses).where(eq(signingProcesses.bulkSendId, res.json.data.id));
    expect(made!.n).toBe(3);
    const completions = await database.db.select().from(domainEvents).where(eq(domainEvents.bulkSendId, res.json.data.id));
    expect(completions.map((event) => event.type)).toEqual(["bulk_send.completed"]);
  });

  it("refuses bad bodies with the spec's 400 and creates nothing", async () => {
    const cases: [unknown, string[]][] = [
      [{ rows: [] }, ["rows must have at least 1 item"]],
      [{ rows: Array.from({ length: 1001 }, () => ({})) }, ["rows must have at most 1000 items"]],
      [{ rows: "all of them" }, ["rows must be an array"]],
      [{ rows: [leaseRow(0), "a row"] }, ["rows.1 must be an object"]],
      [{ rows: [leaseRow(0)], dryRun: "yes" }, ["dryRun must be a boolean"]],
      [{ rows: [leaseRow(0)], expectedTemplateVersion: 0 }, ["expectedTemplateVersion must be at least 1"]],
      [{}, ["rows is required"]],
    ];
    for (const [body, message] of cases) {
      const res = await bulkApi.create(org.adminKey, templateId, body);
      expect(res.status, JSON.stringify(message)).toBe(400);
      expect(res.json).toMatchObject({ statusCode: 400, error: "Bad Request", message });
      expect(res.json.code).toBeUndefined();
    }
    const stale = await bulkApi.create(org.adminKey, templateId, { rows: [leaseRow(0)], expectedTemplateVersion: 2 });
    expect(stale.status).toBe(409);
    expect(stale.json.code).toBe("DRAFT_VERSION_CONFLICT");
    const [sends] = await database.db.select({ n: count() }).from(bulkSends).where(and(eq(bulkSends.organizationId, org.organizationId)));
    const before = sends!.n;
    const bad = await bulkApi.create(org.adminKey, "not-a-uuid", { rows: [leaseRow(0)] });
    expect(bad.status).toBe(400);
    const [after] = await database.db.select({ n: count() }).from(bulkSends).where(eq(bulkSends.organizationId, org.organizationId));
    expect(after!.n).toBe(before);
  });

  it("answers 404 for another organization's bulk send and template, and lists only the caller's", async () => {
    const res = await bulkApi.create(org.adminKey, templateId, { rows: [leaseRow(30)] });
    expect((await bulkApi.get(other.adminKey, res.json.data.id)).status).toBe(404);
    expect((await bulkApi.get(other.adminKey, res.json.data.id)).json.code).toBe("NOT_FOUND");
    expect((await bulkApi.create(other.adminKey, templateId, { rows: [leaseRow(30)] })).status).toBe(404);
    expect((await bulkApi.list(other.adminKey)).json.data.total).toBe(0);
    // A MEMBER key may bulk-send, and sees its own sends only.
    const member = await createMember(database.db, org);
    const mine = await bulkApi.create(member.apiKey, templateId, { rows: [leaseRow(31)] });
    expect(mine.status).toBe(202);
    const theirs = await bulkApi.list(member.apiKey);
    expect(theirs.json.data.items.map((send: { id: string }) => send.id)).toEqual([mine.json.data.id]);
    expect((await bulkApi.get(member.apiKey, res.json.data.id)).status).toBe(404);
    await drainJobs();
  });
});

describe("the bulk_send.completed webhook", () => {
  it("reaches only the endpoints that list it", async () => {
    process.env.WEBHOOK_ALLOW_PRIVATE_NETWORKS = "true";
    resetEnv();
    const optedIn = await startWebhookReceiver();
    const defaults = await startWebhookReceiver();
    try {
      const subscribe = (url: string, events?: string[]) =>
        call(webhooksRoute.POST, "POST", "/api/v1/webhooks", { apiKey: org.adminKey, body: { url, ...(events ? { events } : {}) } });
      const created = await subscribe(optedIn.url, ["bulk_send.completed"]);
      expect(created.status).toBe(201);
      const plain = await subscribe(defaults.url);
      expect(plain.json.data.events).not.toContain("bulk_send.completed");

      const res = await bulkApi.create(org.adminKey, templateId, { rows: [leaseRow(40), leaseRow(41, { data: {} })] });
      await drainJobs();
      const bodies = optedIn.requests.map((request) => JSON.parse(request.rawBody));
      expect(bodies.map((body) => body.type)).toEqual(["bulk_send.completed"]);
      expect(bodies[0].data.bulkSend).toMatchObject({ id: res.json.data.id, status: "COMPLETED", total: 2, created: 1, failed: 1 });
      expect(bodies[0].links.bulkSend).toMatch(new RegExp(`/api/v1/bulk-sends/${res.json.data.id}$`));
      const plainTypes = defaults.requests.map((request) => JSON.parse(request.rawBody).type);
      expect(plainTypes).toEqual(["signing.sent"]);
    } finally {
      await Promise.all([optedIn.close(), defaults.close()]);
      delete process.env.WEBHOOK_ALLOW_PRIVATE_NETWORKS;
      resetEnv();
    }
  });
});

describe("a bulk send of 1,000 rows", () => {
  it("creates every row in chunks that let another organization's work through", async () => {
    // PRO's 500 processes a month would stop it half-way (the FREE test above shows how).
    const big = await seedOrganization(database.db, { plan: "ENTERPRISE" });
    const kioskTemplate = await templateApi.create(big.adminKey, {
      kind: "PDF",
      name: "Visitor form",
      draft: {
        sourcePdfAssetId: await readyAsset(database.db, big.adminKey),
        signerRoles: [{ key: "visitor", label: "Visitor", signOrder: 1 }],
        inputSchema: [],
        prefillFields: [],
        signingFields: [{ key: "signature", roleKey: "visitor", type: "SIGNATURE", label: "Visitor", required: true, page: 0, x: 72, y: 200, w: 180, h: 50 }],
      },
    });
    const kioskTemplateId = kioskTemplate.json.data.id;
    expect((await templateApi.publish(big.adminKey, kioskTemplateId)).status).toBe(201);
    const rows = Array.from({ length: 1000 }, (_, n) => ({
      signers: [{ roleKey: "visitor", name: `Visitor ${n}` }],
      expiresAt: inDays(7),
      policy: "KIOSK_SES_LINK_ONLY",
    }));
    // (readyAsset runs the due jobs: the other organization's template is made first.)
    const otherTemplate = await publishedPdfTemplate(other.adminKey, await readyAsset(database.db, other.adminKey));
    const started = Date.now();
    const res = await bulkApi.create(big.adminKey, kioskTemplateId, { rows });
    expect(res.status).toBe(202);

    // Another organization's start-signing, queued after the send: its invitation goes out
    // after the send's first chunk, not after its thousandth row.
    expect((await templateApi.start(other.adminKey, otherTemplate, leaseRow(50))).status).toBe(201);
    const order: string[] = [];
    while (!order.includes("signer.notify")) order.push((await runNextJob(database.db))!.name);
    expect(order.filter((name) => name === "bulk-send.run")).toEqual(["bulk-send.run"]);

    const results = await drainJobs();
    expect(results.every((result) => result.status === "SUCCEEDED")).toBe(true);
    const done = (await bulkApi.get(big.adminKey, res.json.data.id)).json.data;
    expect(done).toMatchObject({ status: "COMPLETED", total: 1000, created: 1000, failed: 0 });
    expect(new Set(done.rows.map((row: { signingProcessId: string }) => row.signingProcessId)).size).toBe(1000);
    const [made] = await database.db.select({ n: count() }).from(signingProcesses).where(eq(signingProcesses.bulkSendId, res.json.data.id));
    expect(made!.n).toBe(1000);
    console.info(`1,000-row bulk send: ${Date.now() - started} ms`);
  }, 300_000);
});
