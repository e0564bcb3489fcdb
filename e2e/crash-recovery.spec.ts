/**
 * A signed document is never lost and never doubled by a crash: the real server (the production
 * build, `scripts/start.mjs`, on its own embedded database) is killed with SIGKILL while it
 * finalizes a process, at each finalization step in turn, and started again. Afterwards every
 * process is COMPLETED with exactly one signed PDF, one certificate, one `process.completed`
 * audit event and one `signing.completed` event id delivered to the webhook. No browser needed.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { expect, request, test, type APIRequestContext } from "@playwright/test";
import { corpusPath } from "../tests/fixtures/corpus";
import { outbox } from "./support/outbox";
import { createProcess, data, readyAsset, signetClient } from "./support/pro-api";

const ROOT = path.resolve(import.meta.dirname, "..");
const PORT = Number(process.env.E2E_PORT ?? 3100) + 2;
const BASE_URL = `http://localhost:${PORT}`;
const STEPS = ["document", "certificate", "complete"] as const;

test.describe.configure({ mode: "serial" });

/** One run of the server, with its output kept so the test can wait for a line. */
class Server {
  private output = "";
  private readonly exited: Promise<void>;
  private constructor(private readonly child: ChildProcess) {
    const collect = (chunk: Buffer) => (this.output += chunk.toString("utf8"));
    child.stdout!.on("data", collect);
    child.stderr!.on("data", collect);
    this.exited = new Promise((resolve) => child.once("exit", () => resolve()));
  }

  static async start(dataDir: string, env: Record<string, string>): Promise<Server> {
    const child = spawn(process.execPath, ["scripts/start.mjs"], {
      cwd: ROOT,
      env: { ...process.env, ...env, PORT: String(PORT), APP_URL: BASE_URL, DATA_DIR: dataDir, NEXT_TELEMETRY_DISABLED: "1" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    const server = new Server(child);
    await expect
      .poll(async () => (await fetch(`${BASE_URL}/login`).catch(() => null))?.status ?? 0, { timeout: 120_000, intervals: [250] })
      .toBe(200);
    return server;
  }

  async waitForLine(text: string): Promise<void> {
    await expect.poll(() => this.output.includes(text), { timeout: 60_000, intervals: [20] }).toBe(true);
  }

  /** No chance to finish anything: the lease, the transaction and the files stay as they were. */
  async kill(): Promise<void> {
    this.child.kill("SIGKILL");
    await this.exited;
  }

  async stop(): Promise<void> {
    this.child.kill("SIGTERM");
    await this.exited;
  }
}

/** A local webhook receiver that keeps every delivery it is sent. */
async function startReceiver(): Promise<{ url: string; deliveries: Array<{ id: string; type: string; processId: string }>; close(): Promise<void> }> {
  const deliveries: Array<{ id: string; type: string; processId: string }> = [];
  const server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
    req.on("end", () => {
      const event = JSON.parse(body) as { id: string; type: string; data: { signingProcess: { id: string } } };
      deliveries.push({ id: event.id, type: event.type, processId: event.data.signingProcess.id });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/hooks`, deliveries, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

test("a server killed at each finalization step completes every process exactly once after its restart", async () => {
  test.setTimeout(600_000);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "signet-e2e-crash-"));
  const bootstrap = spawnSync(
    process.execPath,
    ["--import", "tsx", "server/cli/main.ts", "bootstrap", "--org", "Crash Test", "--plan", "PRO", "--email", "crash@e2e.example"],
    { cwd: ROOT, encoding: "utf8", env: { ...process.env, DATA_DIR: dataDir } },
  );
  expect(bootstrap.status, bootstrap.stderr).toBe(0);
  const { apiKey } = JSON.parse(bootstrap.stdout) as { apiKey: string };
  const env = { WEBHOOK_ALLOW_PRIVATE_NETWORKS: "true", WEBHOOK_RETRY_DELAYS: "1,1,1", RATE_LIMIT_PER_MINUTE: "1000" };
  const receiver = await startReceiver();
  let server = await Server.start(dataDir, env);
  let api: APIRequestContext = await request.newContext({ baseURL: BASE_URL, extraHTTPHeaders: { "X-API-Key": apiKey } });
  const processIds: string[] = [];
  try {
    await data(await api.post("/api/v1/webhooks", { data: { url: receiver.url, events: ["signing.completed"] } }));
    const assetId = await readyAsset(signetClient(BASE_URL, apiKey), corpusPath("bug1937438_from_word.pdf"));

    for (const step of STEPS) {
      const created = await createProcess(signetClient(BASE_URL, apiKey), {
        dispatchMode: "EMAIL",
        authPolicy: "SES_LINK_ONLY",
        sourcePdfAssetId: assetId,
        subject: `Killed at ${step}`,
        signers: [{ signOrder: 1, name: "Kim Crash", email: `kim-${step}@e2e.example` }],
        fields: [{ assignedSignerSignOrder: 1, type: "SIGNATURE", label: "Signature", required: true, page: 0, x: 72, y: 600, w: 180, h: 50 }],
      });
      processIds.push(created.id);
      let link: string | undefined;
      await expect
        .poll(() => (link = outbox(dataDir).find((message) => message.meta.signingProcessId === created.id && message.meta.kind === "invite")?.links.find((url) => url.includes("/sign/"))), { timeout: 30_000 })
        .toBeTruthy();
      const token = link!.split("/sign/")[1]!;
      await data(await api.post(`/api/v1/sign/${token}/submit`, { data: { signature: { type: "TYPED", text: "Kim Crash" }, consent: true } }));

      await server.waitForLine(`finalizing ${created.id}: ${step}`);
      await server.kill();
      await api.dispose();
      server = await Server.start(dataDir, env);
      api = await request.newContext({ baseURL: BASE_URL, extraHTTPHeaders: { "X-API-Key": apiKey } });
      await expect
        .poll(async () => (await data<{ status: string }>(await api.get(`/api/v1/signing-processes/${created.id}`))).status, { timeout: 120_000 })
        .toBe("COMPLETED");
    }

    for (const id of processIds) {
      const trail = await data<{ items: Array<{ type: string }>; chain: { valid: boolean } }>(await api.get(`/api/v1/signing-processes/${id}/audit-events`));
      expect(trail.chain.valid).toBe(true);
      expect(trail.items.filter((event) => event.type === "process.completed")).toHaveLength(1);
      const files = await data<{ signedDocument: { pdfAssetId: string }; completionCertificate: { pdfAssetId: string } }>(
        await api.get(`/api/v1/signing-processes/${id}/files`),
      );
      expect(files.signedDocument.pdfAssetId).not.toBe(files.completionCertificate.pdfAssetId);
    }
    await expect
      .poll(() => processIds.map((id) => new Set(receiver.deliveries.filter((delivery) => delivery.processId === id).map((delivery) => delivery.id)).size), { timeout: 60_000 })
      .toEqual(processIds.map(() => 1));
  } finally {
    await api.dispose();
    await server.stop();
    await receiver.close();
  }

  // With the server stopped, its database tells how many final files were kept: one of each per process.
  const db = new PGlite(path.join(dataDir, "pgdata"));
  try {
    const { rows } = await db.query<{ origin: string; count: number }>(
      "select origin, count(*)::int as count from pdf_assets where origin in ('SIGNED_DOCUMENT', 'COMPLETION_CERTIFICATE') group by origin order by origin::text",
    );
    expect(rows).toEqual([
      { origin: "COMPLETION_CERTIFICATE", count: STEPS.length },
      { origin: "SIGNED_DOCUMENT", count: STEPS.length },
    ]);
  } finally {
    await db.close();
  }
});
