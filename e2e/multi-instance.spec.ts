/**
 * Several instances behind a load balancer on one Postgres, as docs/operations.md describes
 * them: two real server processes (the production build) started at the same moment on a fresh
 * database, sharing one files volume and the same secrets. A process created through one
 * instance is signed through the other; every job runs exactly once; the upload throttle counts
 * requests to both instances toward one limit; each webhook event is delivered once.
 * Needs Postgres (E2E_POSTGRES_URL, default the local server); skipped without it outside CI.
 */
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, request, test, type APIRequestContext } from "@playwright/test";
import postgres from "postgres";
import { corpusPath } from "../tests/fixtures/corpus";
import { bootstrapOrganization } from "./support/cli";
import { invitationLink, outbox } from "./support/outbox";
import { createProcess, data, readyAsset, signetClient } from "./support/pro-api";
import { ServerProcess } from "./support/server-process";
import { startWebhookReceiver } from "./support/webhook-receiver";

const FIRST_PORT = Number(process.env.E2E_PORT ?? 3100) + 3;
const ADMIN_URL = process.env.E2E_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const PROCESSES = 4;
const UPLOAD_LIMIT = 10;

test.describe.configure({ mode: "serial" });

async function postgresReachable(): Promise<boolean> {
  const admin = postgres(ADMIN_URL, { max: 1, connect_timeout: 3, onnotice: () => undefined });
  try {
    await admin`select 1`;
    return true;
  } catch {
    return false;
  } finally {
    await admin.end({ timeout: 1 });
  }
}

/** A fresh, empty database on the Postgres server; dropped by the returned function. */
async function freshDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `signet_e2e_instances_${Date.now()}_${process.pid}`;
  const admin = postgres(ADMIN_URL, { max: 1, onnotice: () => undefined });
  await admin.unsafe(`create database ${name}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end({ timeout: 1 });
    },
  };
}

function apiOf(server: ServerProcess, apiKey: string): Promise<APIRequestContext> {
  return request.newContext({ baseURL: server.baseUrl, extraHTTPHeaders: { "X-API-Key": apiKey } });
}

test("two instances on one Postgres share processes, jobs, throttles and webhook deliveries", async () => {
  test.setTimeout(600_000);
  const reachable = await postgresReachable();
  test.skip(!reachable && !process.env.CI, `Postgres is not reachable at ${ADMIN_URL}`);
  expect(reachable, `Postgres must be reachable at ${ADMIN_URL} in CI`).toBe(true);

  const database = await freshDatabase();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "signet-e2e-instances-"));
  // What every instance shares: the database, the files volume (or S3 bucket) and the secrets.
  const env = {
    DATABASE_URL: database.url,
    DATA_DIR: dataDir,
    SECRET_KEY: randomBytes(32).toString("base64url"),
    AUTH_SECRET: randomBytes(32).toString("base64url"),
    WEBHOOK_ALLOW_PRIVATE_NETWORKS: "true",
    WEBHOOK_RETRY_DELAYS: "1,1,1",
    RATE_LIMIT_PER_MINUTE: "1000",
    UPLOAD_RATE_LIMIT_PER_MINUTE: String(UPLOAD_LIMIT),
  };
  const receiver = await startWebhookReceiver();
  const sql = postgres(database.url, { max: 2, onnotice: () => undefined });
  // Both start at the same moment on the empty database: they must agree on who migrates.
  const started = await Promise.allSettled([ServerProcess.start(FIRST_PORT, env), ServerProcess.start(FIRST_PORT + 1, env)]);
  const servers = started.flatMap((result) => (result.status === "fulfilled" ? [result.value] : []));
  const apis: APIRequestContext[] = [];
  try {
    for (const result of started) if (result.status === "rejected") throw result.reason;
    const { apiKey } = bootstrapOrganization(env, "Two Instances", "instances@e2e.example");
    apis.push(await apiOf(servers[0]!, apiKey), await apiOf(servers[1]!, apiKey));
    await data(await apis[0]!.post("/api/v1/webhooks", { data: { url: receiver.url } }));
    const assetId = await readyAsset(signetClient(servers[0]!.baseUrl, apiKey), corpusPath("bug1937438_from_word.pdf"));

    // Created through one instance, signed through the other, signer after signer.
    const processIds: string[] = [];
    for (let index = 0; index < PROCESSES; index += 1) {
      const creator = servers[index % 2]!;
      const signerApi = apis[(index + 1) % 2]!;
      const emails = [`ada-${index}@e2e.example`, `ben-${index}@e2e.example`];
      const created = await createProcess(signetClient(creator.baseUrl, apiKey), {
        dispatchMode: "EMAIL",
        authPolicy: "SES_LINK_ONLY",
        sourcePdfAssetId: assetId,
        subject: `Across instances ${index}`,
        signers: emails.map((email, order) => ({ signOrder: order + 1, name: `Signer ${order + 1}`, email })),
        fields: [1, 2].map((signOrder) => ({ assignedSignerSignOrder: signOrder, type: "SIGNATURE" as const, label: "Signature", required: true, page: 0, x: 72, y: 500 + 60 * signOrder, w: 180, h: 50 })),
      });
      processIds.push(created.id);
      for (const email of emails) {
        const token = (await invitationLink(created.id, email, dataDir)).split("/sign/")[1]!;
        await data(await signerApi.post(`/api/v1/sign/${token}/submit`, { data: { signature: { type: "TYPED", text: email }, consent: true } }));
      }
    }
    for (const id of processIds) {
      await expect
        .poll(async () => (await data<{ status: string }>(await apis[processIds.indexOf(id) % 2]!.get(`/api/v1/signing-processes/${id}`))).status, { timeout: 120_000 })
        .toBe("COMPLETED");
    }

    // Each webhook event delivered once: the server's delivery log and the receiver agree.
    const deliveriesOf = () => sql<Array<{ eventId: string; attemptCount: number }>>`select event_id as "eventId", attempt_count as "attemptCount" from webhook_deliveries`;
    // The last completion's delivery may still be on its way when the process reads COMPLETED.
    await expect.poll(() => receiver.deliveries.length, { timeout: 60_000 }).toBe(PROCESSES * 4); // sent, two signers completed, completed
    await expect.poll(async () => (await deliveriesOf()).filter((delivery) => delivery.attemptCount === 0).length, { timeout: 30_000 }).toBe(0);
    const deliveries = await deliveriesOf();
    expect(deliveries).toHaveLength(PROCESSES * 4);
    expect(deliveries.filter((delivery) => delivery.attemptCount !== 1)).toEqual([]);
    expect(new Set(receiver.deliveries.map((delivery) => delivery.id))).toEqual(new Set(deliveries.map((delivery) => delivery.eventId)));

    // Each email sent once: one invitation and one completion notice per signer. The completion
    // notices are jobs of their own and may still be on their way when the process reads COMPLETED.
    const sentFor = (id: string) =>
      outbox(dataDir)
        .filter((message) => message.meta.signingProcessId === id)
        .map((message) => `${message.meta.kind} to ${message.to}`)
        .sort();
    for (const [index, id] of processIds.entries()) {
      const emails = [`ada-${index}@e2e.example`, `ben-${index}@e2e.example`];
      const expected = emails.flatMap((email) => [`completed to ${email}`, `invite to ${email}`]).sort();
      await expect.poll(() => sentFor(id).length, { timeout: 60_000 }).toBeGreaterThanOrEqual(expected.length);
      expect(sentFor(id)).toEqual(expected);
    }

    // Every job ran exactly once (once the last ones finished).
    const jobsOf = () => sql<Array<{ name: string; status: string; attempts: number }>>`select name, status::text, attempts from jobs`;
    await expect.poll(async () => (await jobsOf()).filter((job) => job.status === "RUNNING").length, { timeout: 60_000 }).toBe(0);
    const jobRows = await jobsOf();
    const finished = jobRows.filter((job) => job.status !== "PENDING");
    expect(finished.filter((job) => job.status !== "SUCCEEDED" || job.attempts !== 1)).toEqual([]);
    // One chain per sweep, however many instances started at once.
    const waiting = jobRows.filter((job) => job.status === "PENDING").map((job) => job.name).sort();
    expect(waiting).toEqual([...new Set(waiting)]);

    // One throttle: uploads of one organization count toward one limit on both instances. The
    // burst is sent early in a minute, so that it falls into one window.
    const throttled = bootstrapOrganization(env, "Throttled", "throttled@e2e.example");
    const throttledApis = [await apiOf(servers[0]!, throttled.apiKey), await apiOf(servers[1]!, throttled.apiKey)];
    apis.push(...throttledApis);
    if (Date.now() % 60_000 > 40_000) await new Promise((resolve) => setTimeout(resolve, 60_000 - (Date.now() % 60_000) + 500));
    const statuses: number[] = [];
    for (let attempt = 0; attempt < UPLOAD_LIMIT + 4; attempt += 1) {
      const response = await throttledApis[attempt % 2]!.post("/api/v1/pdf-assets/uploads", {
        data: { fileName: `upload-${attempt}.pdf`, sizeBytes: 1000, contentType: "application/pdf" },
      });
      statuses.push(response.status());
    }
    expect(statuses.filter((status) => status === 201 || status === 200)).toHaveLength(UPLOAD_LIMIT);
    expect(statuses.slice(UPLOAD_LIMIT)).toEqual([429, 429, 429, 429]);
  } catch (error) {
    for (const server of servers) await test.info().attach(`server ${server.baseUrl}`, { body: server.log, contentType: "text/plain" });
    throw error;
  } finally {
    for (const api of apis) await api.dispose();
    await Promise.all(servers.map((server) => server.stop()));
    await receiver.close();
    await sql.end({ timeout: 1 });
    await database.drop();
  }
});

test("a server that cannot reach its database stops at once with a message, instead of answering 500s", async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "signet-e2e-no-db-"));
  const start = ServerProcess.start(FIRST_PORT + 2, { DATA_DIR: dataDir, DATABASE_URL: "postgres://postgres@127.0.0.1:1/nowhere" });
  await expect(start).rejects.toThrow(/it stopped[\s\S]*cannot start[\s\S]*ECONNREFUSED/);
});
