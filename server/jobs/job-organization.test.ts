/**
 * Fairness between organizations (issue #13): every job a signing queues names its organization,
 * so the local runner can take turns between organizations for invitations, finalizations,
 * webhook deliveries and sender notices too, not only for PDF processing.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { jobs } from "@/server/db/schema";
import { resetEnv } from "@/server/env";
import { runDueJobs } from "@/server/jobs/local-runner";
import { startWebhookReceiver } from "@/server/webhooks/testing/webhook-receiver";
import { createTestDatabase, type TestDatabase } from "@/tests/support/database";
import { seedOrganization } from "@/tests/support/fixtures";
import { createProcess, invitedToken, readyAsset, signer, signaturePng, twoSignerBody } from "@/tests/support/signing";
import { call, routeAt } from "@/tests/support/http";

const webhooksRoute = routeAt("/webhooks");

const SWEEPS = ["signing-processes.expiry-sweep", "pdf-uploads.sweep", "signing-processes.retention-sweep"];
let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());
afterEach(() => {
  delete process.env.WEBHOOK_ALLOW_PRIVATE_NETWORKS;
  resetEnv();
});

describe("the jobs of a signing", () => {
  it("each name the organization they work for", async () => {
    process.env.WEBHOOK_ALLOW_PRIVATE_NETWORKS = "true";
    resetEnv();
    const org = await seedOrganization(database.db, { plan: "ENTERPRISE" });
    const receiver = await startWebhookReceiver();
    try {
      const hook = await call(webhooksRoute.POST, "POST", "/api/v1/webhooks", { apiKey: org.adminKey, body: { url: receiver.url } });
      expect(hook.status).toBe(201);
      const assetId = await readyAsset(database.db, org.adminKey);
      const created = await createProcess(org.adminKey, twoSignerBody(assetId));
      expect(created.status).toBe(201);
      const processId = created.json.data.id as string;
      for (const email of ["zoe@example.test", "landlord@example.test"]) {
        const token = await invitedToken(database.db, processId, email);
        const view = await signer.view(token);
        // The tenant fills in their fields; the landlord only signs.
        const fields = view.json.data.fields as Array<{ id: string; label: string }>;
        const values = email === "zoe@example.test" ? { [fields.find((field) => field.label === "Full name")!.id]: "Zoë Łódź", [fields.find((field) => field.label === "Date")!.id]: "2026-11-25" } : {};
        const submitted = await signer.submit(token, { fields: values, signature: { type: "DRAWN", imagePng: signaturePng() }, consent: true });
        expect(submitted.status, JSON.stringify(submitted.json)).toBe(200);
      }
      await runDueJobs(database.db);

      const queued = await database.db.select({ name: jobs.name, payload: jobs.payload }).from(jobs);
      const kinds = new Set(queued.map((job) => job.name));
      for (const kind of ["pdf-asset.process", "signer.notify", "signing-process.finalize", "webhook.deliver"]) expect(kinds).toContain(kind);
      const unnamed = queued.filter((job) => !SWEEPS.includes(job.name) && (job.payload as { organizationId?: string }).organizationId !== org.organizationId);
      expect(unnamed).toEqual([]);
    } finally {
      await receiver.close();
    }
  });
});
