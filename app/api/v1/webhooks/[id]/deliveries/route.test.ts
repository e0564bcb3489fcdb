/**
 * Webhook delivery end to end: real HTTP receivers on 127.0.0.1, the jobs run by the local
 * runner, signatures checked by an independent implementation of the spec's scheme (WebCrypto,
 * not the node:crypto code that signs them).
 */
import { and, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { domainEvents, signingProcesses, webhookDeliveries, webhookEndpoints } from "@/server/db/schema";
import { resetEnv } from "@/server/env";
import { resetRateLimiter } from "@/server/throttle/rate-limiter";
import { runDueJobs } from "@/server/jobs/local-runner";
import { recordDomainEvent } from "@/server/services/events/record-domain-event";
import { expireSigningProcess } from "@/server/services/signing/expire-signing-process";
import { startWebhookReceiver, type ReceivedRequest, type WebhookReceiver } from "@/server/webhooks/testing/webhook-receiver";
import { createTestDatabase, type TestDatabase } from "@/tests/support/database";
import { configureOrganization, seedOrganization, type SeededOrganization } from "@/tests/support/fixtures";
import { call, routeAt } from "@/tests/support/http";
import { createProcess, readyAsset, signer, storedToken, twoSignerBody } from "@/tests/support/signing";

const voidRoute = routeAt("/signing-processes/{id}/void");
const collection = routeAt("/webhooks");
const single = routeAt("/webhooks/{id}");
const testRoute = routeAt("/webhooks/{id}/test");
const redeliverRoute = routeAt("/webhooks/{id}/deliveries/{deliveryId}/redeliver");
const deliveriesRoute = routeAt("/webhooks/{id}/deliveries");

let database: TestDatabase;
let org: SeededOrganization;
let assetId: string;
const receivers: WebhookReceiver[] = [];

function setEnv(values: Record<string, string | undefined>) {
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  resetEnv();
}

beforeAll(async () => {
  database = await createTestDatabase();
  org = await seedOrganization(database.db, { plan: "PRO" });
  assetId = await readyAsset(database.db, org.adminKey);
});
afterAll(async () => {
  setEnv({ WEBHOOK_ALLOW_PRIVATE_NETWORKS: undefined, WEBHOOK_RETRY_DELAYS: undefined });
  await database.close();
});
beforeEach(() => {
  resetRateLimiter();
  // Receivers live on loopback; retries follow each other at once unless a test says otherwise.
  setEnv({ WEBHOOK_ALLOW_PRIVATE_NETWORKS: "true", WEBHOOK_RETRY_DELAYS: "0,0,0" });
});
afterEach(async () => {
  // Each test starts without endpoints, so no test receives another's events.
  await runDueJobs(database.db);
  await database.db.delete(webhookEndpoints);
  await Promise.all(receivers.splice(0).map((receiver) => receiver.close()));
});

async function receiver(...args: Parameters<typeof startWebhookReceiver>) {
  const started = await startWebhookReceiver(...args);
  receivers.push(started);
  return started;
}

/** The spec's check, written independently: HMAC-SHA256(secret, `${t}.${rawBody}`) as hex, t recent. */
async function verifySignature(secret: string, request: ReceivedRequest): Promise<boolean> {
  const header = String(request.headers["x-service-signature"] ?? "");
  const match = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(header);
  if (!match) return false;
  const timestamp = Number(match[1]);
  if (Math.abs(Date.now() / 1000 - timestamp) > 300) return false;
  const encoder = new TextEncoder();
  const key = await crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["verify"]);
  const digest = Uint8Array.from(match[2]!.match(/../g)!.map((pair) => parseInt(pair, 16)));
  return crypto.subtle.verify("HMAC", key, digest, encoder.encode(`${match[1]}.${request.rawBody}`));
}

const bodyOf = (request: ReceivedRequest) => JSON.parse(request.rawBody);

const SIGNATURE_FIELDS = [
  { assignedSignerSignOrder: 1, type: "SIGNATURE", label: "Tenant signature", required: true, page: 1, x: 72, y: 200, w: 180, h: 50 },
  { assignedSignerSignOrder: 2, type: "SIGNATURE", label: "Landlord signature", required: true, page: 1, x: 300, y: 200, w: 180, h: 50 },
];
/** KIOSK sends no email, so the only jobs besides webhooks are the ones a lifecycle needs. */
const startProcess = async (apiKey = org.adminKey) => {
  const res = await createProcess(apiKey, twoSignerBody(assetId, { dispatchMode: "KIOSK", fields: SIGNATURE_FIELDS }));
  expect(res.status).toBe(201);
  return res.json.data as { id: string; signerSlots: Array<{ id: string }> };
};

async function signAs(signerId: string, name: string) {
  const token = await storedToken(database.db, signerId);
  await signer.view(token);
  const res = await signer.submit(token, { signature: { type: "TYPED", text: name }, consent: true });
  expect(res.status).toBe(200);
}

async function createWebhook(body: Record<string, unknown>, apiKey = org.adminKey) {
  const res = await call(collection.POST, "POST", "/api/v1/webhooks", { apiKey, body });
  expect(res.status).toBe(201);
  return res.json.data as { id: string; secret: string; url: string };
}

const deliveriesOf = async (id: string, query = "") => {
  const res = await call(deliveriesRoute.GET, "GET", `/api/v1/webhooks/${id}/deliveries${query}`, { apiKey: org.adminKey, params: { id } });
  expect(res.status).toBe(200);
  return res.json.data;
};
const endpointOf = async (id: string) => (await call(single.GET, "GET", `/api/v1/webhooks/${id}`, { apiKey: org.adminKey, params: { id } })).json.data;
const redeliver = (id: string, deliveryId: string) =>
  call(redeliverRoute.POST, "POST", `/api/v1/webhooks/${id}/deliveries/${deliveryId}/redeliver`, { apiKey: org.adminKey, params: { id, deliveryId } });

/** Every string in a JSON value that looks like a URL, with its path. */
function urlsIn(value: unknown, path = ""): string[] {
  if (typeof value === "string") return /^https?:\/\//.test(value) ? [`${path}=${value}`] : [];
  if (Array.isArray(value)) return value.flatMap((item, index) => urlsIn(item, `${path}.${index}`));
  if (value && typeof value === "object") return Object.entries(value).flatMap(([key, item]) => urlsIn(item, path ? `${path}.${key}` : key));
  return [];
}

describe("webhook deliveries", () => {
  it("delivers every event of whole lifecycles, signed, with the domain event's id and no download URL", async () => {
    const target = await receiver();
    const endpoint = await createWebhook({ url: target.url });

    const completed = await startProcess();
    await signAs(completed.signerSlots[0]!.id, "Zoë Łódź");
    await signAs(completed.signerSlots[1]!.id, "Tōkyō Landlord");
    const voided = await startProcess();
    expect((await call(voidRoute.POST, "POST", `/api/v1/signing-processes/${voided.id}/void`, { apiKey: org.adminKey, params: { id: voided.id }, body: { reason: "wrong tenant" } })).status).toBe(200);
    const declined = await startProcess();
    expect((await signer.decline(await storedToken(database.db, declined.signerSlots[0]!.id), "Not my lease")).status).toBe(200);
    const expired = await startProcess();
    expect(await expireSigningProcess(database.db, expired.id, new Date(Date.now() + 8 * 86_400_000))).toBe(true);
    // Runs finalization too: signing.completed comes from the real pipeline.
    await runDueJobs(database.db);

    const received = target.requests.map((request) => ({ request, body: bodyOf(request) }));
    const kinds = (processId: string) => received.filter(({ body }) => body.data.signingProcess.id === processId).map(({ body }) => body.type).sort();
    expect(kinds(completed.id)).toEqual(["signer.completed", "signer.completed", "signing.completed", "signing.sent"]);
    expect(kinds(voided.id)).toEqual(["signing.sent", "signing.voided"]);
    expect(kinds(declined.id)).toEqual(["signing.declined", "signing.sent"]);
    expect(kinds(expired.id)).toEqual(["signing.expired", "signing.sent"]);

    const recorded = await database.db.select().from(domainEvents).where(eq(domainEvents.organizationId, org.organizationId));
    for (const { request, body } of received) {
      expect(await verifySignature(endpoint.secret, request)).toBe(true);
      expect(await verifySignature(endpoint.secret, { ...request, rawBody: request.rawBody.replace("}", ' }') })).toBe(false);
      expect(request.method).toBe("POST");
      expect(request.path).toBe("/webhooks/signet");
      expect(request.headers["content-type"]).toBe("application/json");
      expect(request.headers["user-agent"]).toBe("Signet-Webhooks/1");
      expect(request.headers["x-service-event-id"]).toBe(body.id);
      expect(Object.keys(body).sort()).toEqual(["createdAt", "data", "id", "links", "type"]);
      const event = recorded.find((row) => row.id === body.id);
      expect(event).toMatchObject({ type: body.type, signingProcessId: body.data.signingProcess.id });
      expect(body.createdAt).toBe(event!.createdAt.toISOString());
      const processId = body.data.signingProcess.id;
      expect(body.links).toEqual({ files: `http://localhost:3000/api/v1/signing-processes/${processId}/files` });
      expect(urlsIn(body)).toEqual([`links.files=${body.links.files}`]);
      expect(request.rawBody).not.toMatch(/api\/storage|signatures\/|imagePng|token/i);
    }

    const byType = (processId: string, type: string) => received.filter(({ body }) => body.type === type && body.data.signingProcess.id === processId).map(({ body }) => body);
    const [sent] = byType(completed.id, "signing.sent");
    expect(sent.data.signingProcess).toMatchObject({ status: "SENT", subject: "Lease agreement", contentKind: "PDF", sourcePdfAssetId: assetId });
    expect(sent.data).not.toHaveProperty("signer");
    const signerEvents = byType(completed.id, "signer.completed");
    expect(signerEvents.map((body) => body.data.signer.id).sort()).toEqual(completed.signerSlots.map((slot) => slot.id).sort());
    for (const body of signerEvents) expect(body.data.signer.status).toBe("COMPLETED");
    expect(byType(completed.id, "signing.completed")[0].data.signingProcess).toMatchObject({ status: "COMPLETED", finalization: { status: "DONE" } });
    expect(byType(voided.id, "signing.voided")[0].data.signingProcess).toMatchObject({ status: "VOIDED", voidReason: "wrong tenant" });
    const declinedBody = byType(declined.id, "signing.declined")[0];
    expect(declinedBody.data.signingProcess.status).toBe("DECLINED");
    expect(declinedBody.data.signer).toMatchObject({ id: declined.signerSlots[0]!.id, status: "DECLINED", declineReason: "Not my lease" });
    expect(byType(expired.id, "signing.expired")[0].data.signingProcess.status).toBe("EXPIRED");

    const log = await deliveriesOf(endpoint.id, "?pageSize=100");
    expect(log.total).toBe(received.length);
    expect(log.items.every((delivery: { status: string; attemptCount: number }) => delivery.status === "SUCCEEDED" && delivery.attemptCount === 1)).toBe(true);
  });

  it("retries a failing receiver with the same event id and the same bytes until it answers 2xx", async () => {
    const target = await receiver((_request, index) => (index < 2 ? { status: 500, body: "database down" } : { status: 200, body: "thanks" }));
    const endpoint = await createWebhook({ url: target.url, events: ["signing.sent"] });
    const process = await startProcess();
    await runDueJobs(database.db);

    expect(target.requests).toHaveLength(3);
    const ids = target.requests.map((request) => request.headers["x-service-event-id"]);
    expect(new Set(ids).size).toBe(1);
    expect(new Set(target.requests.map((request) => request.rawBody)).size).toBe(1);
    expect(bodyOf(target.requests[0]!).id).toBe(ids[0]);
    for (const request of target.requests) expect(await verifySignature(endpoint.secret, request)).toBe(true);

    const log = await deliveriesOf(endpoint.id);
    expect(log.total).toBe(1);
    const [delivery] = log.items;
    expect(delivery).toMatchObject({
      webhookId: endpoint.id,
      eventId: ids[0],
      eventType: "signing.sent",
      signingProcessId: process.id,
      status: "SUCCEEDED",
      attemptCount: 3,
      lastStatusCode: 200,
      lastError: null,
      nextAttemptAt: null,
    });
    expect(delivery.payload).toEqual(bodyOf(target.requests[0]!));
    expect(delivery.attempts.map((attempt: { number: number; statusCode: number; success: boolean; trigger: string; responseBody: string }) => [
      attempt.number, attempt.statusCode, attempt.success, attempt.trigger, attempt.responseBody,
    ])).toEqual([
      [1, 500, false, "AUTOMATIC", "database down"],
      [2, 500, false, "AUTOMATIC", "database down"],
      [3, 200, true, "AUTOMATIC", "thanks"],
    ]);
    expect(delivery.attempts[0]).toMatchObject({ url: target.url, error: null, durationMs: expect.any(Number), startedAt: expect.any(String) });
  });

  it("spaces the 4 attempts by WEBHOOK_RETRY_DELAYS (30, 60 and 120 seconds by default)", async () => {
    setEnv({ WEBHOOK_RETRY_DELAYS: undefined });
    const target = await receiver(() => ({ status: 503 }));
    const endpoint = await createWebhook({ url: target.url, events: ["signing.sent"] });
    await startProcess();

    const waits: number[] = [];
    let now = new Date();
    for (let attempt = 1; attempt <= 4; attempt++) {
      await runDueJobs(database.db, { now });
      expect(target.requests).toHaveLength(attempt);
      const [delivery] = (await deliveriesOf(endpoint.id)).items;
      if (attempt === 4) {
        expect(delivery).toMatchObject({ status: "FAILED", attemptCount: 4, nextAttemptAt: null, lastError: "HTTP 503" });
        break;
      }
      expect(delivery).toMatchObject({ status: "PENDING", attemptCount: attempt });
      const next = new Date(delivery.nextAttemptAt);
      waits.push(Math.round((next.getTime() - new Date(delivery.lastAttemptAt).getTime()) / 1000));
      // Not a moment before it is due.
      await runDueJobs(database.db, { now: new Date(next.getTime() - 1_000) });
      expect(target.requests).toHaveLength(attempt);
      now = new Date(next.getTime() + 1);
    }
    expect(waits).toEqual([30, 60, 120]);
  });

  it("gives up after 4 attempts, and disables an endpoint after 10 failed deliveries in a row until PATCH enables it", async () => {
    const target = await receiver(() => ({ status: 500, body: "x".repeat(3000) }));
    const endpoint = await createWebhook({ url: target.url, events: ["signing.sent"] });
    for (let index = 0; index < 9; index++) await startProcess();
    await runDueJobs(database.db);

    expect(target.requests).toHaveLength(36);
    const log = await deliveriesOf(endpoint.id, "?pageSize=100");
    expect(log.total).toBe(9);
    for (const delivery of log.items) {
      expect(delivery).toMatchObject({ status: "FAILED", attemptCount: 4, lastStatusCode: 500 });
      expect(delivery.attempts).toHaveLength(4);
      expect(delivery.attempts[0].responseBody).toHaveLength(1024);
    }
    expect(await endpointOf(endpoint.id)).toMatchObject({ enabled: true, consecutiveFailures: 9 });

    await startProcess();
    await runDueJobs(database.db);
    expect(target.requests).toHaveLength(40);
    expect(await endpointOf(endpoint.id)).toMatchObject({
      enabled: false,
      consecutiveFailures: 10,
      disabledReason: "Disabled automatically: 10 deliveries in a row failed (the last: HTTP 500)",
      disabledAt: expect.any(String),
    });

    // Disabled: new events are dropped, not queued.
    await startProcess();
    await runDueJobs(database.db);
    expect(target.requests).toHaveLength(40);
    expect((await deliveriesOf(endpoint.id)).total).toBe(10);

    target.respondWith(() => ({ status: 204 }));
    const enabled = await call(single.PATCH, "PATCH", `/api/v1/webhooks/${endpoint.id}`, { apiKey: org.adminKey, params: { id: endpoint.id }, body: { enabled: true } });
    expect(enabled.json.data).toMatchObject({ enabled: true, disabledReason: null, consecutiveFailures: 0 });
    await startProcess();
    await runDueJobs(database.db);
    expect(target.requests).toHaveLength(41);
    expect((await deliveriesOf(endpoint.id, "?status=SUCCEEDED")).total).toBe(1);
  });

  it("cancels the retries of a delivery when its endpoint is disabled meanwhile", async () => {
    const target = await receiver();
    const endpoint = await createWebhook({ url: target.url, events: ["signing.sent"] });
    await startProcess();
    await call(single.PATCH, "PATCH", `/api/v1/webhooks/${endpoint.id}`, { apiKey: org.adminKey, params: { id: endpoint.id }, body: { enabled: false } });
    await runDueJobs(database.db);
    expect(target.requests).toHaveLength(0);
    const [delivery] = (await deliveriesOf(endpoint.id)).items;
    expect(delivery).toMatchObject({ status: "CANCELLED", attemptCount: 0, lastError: "Not sent: the endpoint was disabled before this attempt" });
    expect((await endpointOf(endpoint.id)).consecutiveFailures).toBe(0);
  });

  it("redelivers a failed delivery on request: same id and body, one more attempt in the log", async () => {
    const target = await receiver(() => ({ status: 500 }));
    const endpoint = await createWebhook({ url: target.url, events: ["signing.sent"] });
    await startProcess();
    await runDueJobs(database.db);
    const [failed] = (await deliveriesOf(endpoint.id)).items;
    expect(failed.status).toBe("FAILED");

    target.respondWith(() => ({ status: 200, body: "got it" }));
    const first = await redeliver(endpoint.id, failed.id);
    expect(first.status).toBe(200);
    expect(first.json.data).toMatchObject({ id: failed.id, status: "PENDING", attemptCount: 4 });
    const again = await redeliver(endpoint.id, failed.id);
    expect(again.status).toBe(409);
    expect(again.json.code).toBe("INVALID_STATE");
    await runDueJobs(database.db);

    expect(target.requests).toHaveLength(5);
    expect(new Set(target.requests.map((request) => request.rawBody)).size).toBe(1);
    expect(target.requests[4]!.headers["x-service-event-id"]).toBe(failed.eventId);
    expect(await verifySignature(endpoint.secret, target.requests[4]!)).toBe(true);
    const [redelivered] = (await deliveriesOf(endpoint.id)).items;
    expect(redelivered).toMatchObject({ status: "SUCCEEDED", attemptCount: 5, lastStatusCode: 200 });
    expect(redelivered.attempts[4]).toMatchObject({ number: 5, trigger: "MANUAL", statusCode: 200, success: true, responseBody: "got it" });

    // A success redelivered again: the receiver deduplicates on the id it has already seen.
    expect((await redeliver(endpoint.id, failed.id)).status).toBe(200);
    await runDueJobs(database.db);
    expect(target.requests).toHaveLength(6);
    expect(target.requests[5]!.headers["x-service-event-id"]).toBe(failed.eventId);

    expect((await redeliver(endpoint.id, "00000000-0000-4000-8000-000000000000")).status).toBe(404);
  });

  it("sends nothing for a change that was rolled back", async () => {
    const target = await receiver();
    await createWebhook({ url: target.url });
    const process = await startProcess();
    await runDueJobs(database.db);
    expect(target.requests).toHaveLength(1);

    await expect(
      database.db.transaction(async (tx) => {
        await tx.update(signingProcesses).set({ status: "VOIDED", voidedAt: new Date() }).where(eq(signingProcesses.id, process.id));
        await recordDomainEvent(tx, { organizationId: org.organizationId, type: "signing.voided", signingProcessId: process.id });
        throw new Error("a later step of the transition failed");
      }),
    ).rejects.toThrow("a later step of the transition failed");
    await runDueJobs(database.db);

    expect(target.requests).toHaveLength(1);
    const events = await database.db.select().from(domainEvents).where(eq(domainEvents.signingProcessId, process.id));
    expect(events.map((event) => event.type)).toEqual(["signing.sent"]);
    const deliveries = await database.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.signingProcessId, process.id));
    expect(deliveries.map((delivery) => delivery.eventType)).toEqual(["signing.sent"]);
  });

  it("sends a signed webhook.test event on request, to a disabled endpoint too, without touching its health", async () => {
    const target = await receiver(() => ({ status: 418, body: "teapot" }));
    const endpoint = await createWebhook({ url: target.url });
    await call(single.PATCH, "PATCH", `/api/v1/webhooks/${endpoint.id}`, { apiKey: org.adminKey, params: { id: endpoint.id }, body: { enabled: false } });
    const res = await call(testRoute.POST, "POST", `/api/v1/webhooks/${endpoint.id}/test`, { apiKey: org.adminKey, params: { id: endpoint.id } });
    expect(res.status).toBe(201);
    expect(res.json.data).toMatchObject({ eventType: "webhook.test", status: "PENDING", signingProcessId: null, attempts: [] });
    await runDueJobs(database.db);

    expect(target.requests).toHaveLength(1);
    const body = bodyOf(target.requests[0]!);
    expect(body).toMatchObject({ id: res.json.data.eventId, type: "webhook.test", data: { webhook: { id: endpoint.id, url: target.url } }, links: {} });
    expect(await verifySignature(endpoint.secret, target.requests[0]!)).toBe(true);
    const [delivery] = (await deliveriesOf(endpoint.id)).items;
    expect(delivery).toMatchObject({ status: "FAILED", attemptCount: 1, lastError: "HTTP 418" });
    expect(delivery.attempts).toEqual([expect.objectContaining({ trigger: "MANUAL", statusCode: 418, responseBody: "teapot" })]);
    expect((await endpointOf(endpoint.id)).consecutiveFailures).toBe(0);
  });

  it("checks the target again at each attempt: a name that now resolves to loopback is not called", async () => {
    const target = await receiver();
    const endpoint = await createWebhook({ url: `http://localhost:${target.port}/hook`, events: ["signing.sent"] });
    setEnv({ WEBHOOK_ALLOW_PRIVATE_NETWORKS: "false" });
    await startProcess();
    await runDueJobs(database.db);

    expect(target.requests).toHaveLength(0);
    const [delivery] = (await deliveriesOf(endpoint.id)).items;
    expect(delivery).toMatchObject({ status: "FAILED", attemptCount: 4, lastStatusCode: null });
    for (const attempt of delivery.attempts) {
      expect(attempt.statusCode).toBeNull();
      expect(attempt.error).toMatch(/^Not sent: localhost resolves to (127\.0\.0\.1|::1), a loopback/);
    }
  });

  it("does not follow redirects: a 3xx is a failure", async () => {
    const elsewhere = await receiver();
    const target = await receiver(() => ({ status: 301, headers: { location: elsewhere.url } }));
    const endpoint = await createWebhook({ url: target.url, events: ["signing.sent"] });
    await startProcess();
    await runDueJobs(database.db);

    expect(elsewhere.requests).toHaveLength(0);
    const [delivery] = (await deliveriesOf(endpoint.id)).items;
    expect(delivery.status).toBe("FAILED");
    expect(delivery.attempts[0]).toMatchObject({ statusCode: 301, success: false, error: `Answered 301 (to ${elsewhere.url}): redirects are not followed` });
  });

  it("delivers nothing for an organization whose plan no longer includes webhooks", async () => {
    const downgraded = await seedOrganization(database.db, { plan: "PRO" });
    const downgradedAsset = await readyAsset(database.db, downgraded.adminKey, 1);
    const target = await receiver();
    const endpoint = await createWebhook({ url: target.url }, downgraded.adminKey);
    await configureOrganization(database.db, { organizationId: downgraded.organizationId, plan: "FREE" });
    const res = await createProcess(downgraded.adminKey, twoSignerBody(downgradedAsset, { dispatchMode: "KIOSK", fields: [] }));
    expect(res.status).toBe(201);
    await runDueJobs(database.db);
    expect(target.requests).toHaveLength(0);
    const stored = await database.db.select().from(webhookDeliveries).where(and(eq(webhookDeliveries.endpointId, endpoint.id)));
    expect(stored).toHaveLength(0);
  });
});
