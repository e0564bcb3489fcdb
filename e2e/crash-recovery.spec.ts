/**
 * A signed document is never lost and never doubled by a crash: the real server (the production
 * build, `scripts/start.mjs`, on its own embedded database) is killed with SIGKILL while it
 * finalizes a process, at each finalization step in turn, and started again. Afterwards every
 * process is COMPLETED with exactly one signed PDF, one certificate, one `process.completed`
 * audit event and one `signing.completed` event id delivered to the webhook. No browser needed.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { expect, request, test, type APIRequestContext } from "@playwright/test";
import { corpusPath } from "../tests/fixtures/corpus";
import { bootstrapOrganization } from "./support/cli";
import { outbox } from "./support/outbox";
import { createProcess, data, readyAsset, signetClient } from "./support/pro-api";
import { ServerProcess } from "./support/server-process";
import { startWebhookReceiver } from "./support/webhook-receiver";

const PORT = Number(process.env.E2E_PORT ?? 3100) + 2;
const BASE_URL = `http://localhost:${PORT}`;
const STEPS = ["document", "certificate", "complete"] as const;

test.describe.configure({ mode: "serial" });

test("a server killed at each finalization step completes every process exactly once after its restart", async () => {
  test.setTimeout(600_000);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "signet-e2e-crash-"));
  const { apiKey } = bootstrapOrganization({ DATA_DIR: dataDir }, "Crash Test", "crash@e2e.example");
  const env = { WEBHOOK_ALLOW_PRIVATE_NETWORKS: "true", WEBHOOK_RETRY_DELAYS: "1,1,1", RATE_LIMIT_PER_MINUTE: "1000" };
  const receiver = await startWebhookReceiver();
  let server = await ServerProcess.start(PORT, { ...env, DATA_DIR: dataDir });
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
      server = await ServerProcess.start(PORT, { ...env, DATA_DIR: dataDir });
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
