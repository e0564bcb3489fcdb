import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { userContext } from "@/server/auth/session";
import { resetEnv } from "@/server/env";
import { runDueJobs } from "@/server/jobs/local-runner";
import { startWebhookReceiver } from "@/server/webhooks/testing/webhook-receiver";
import { createTestDatabase, type TestDatabase } from "@/tests/support/database";
import { createMember, seedOrganization } from "@/tests/support/fixtures";
import { appRouter } from "../app-router";
import { createCallerFactory } from "../init";

const createCaller = createCallerFactory(appRouter);
let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());
afterEach(() => {
  delete process.env.WEBHOOK_ALLOW_PRIVATE_NETWORKS;
  resetEnv();
});

describe("the dashboard's webhooks procedures", () => {
  it("create, list, test, read the log, disable and enable, as the same services behind /api/v1", async () => {
    // The receiver lives on loopback.
    process.env.WEBHOOK_ALLOW_PRIVATE_NETWORKS = "true";
    resetEnv();
    const org = await seedOrganization(database.db, { plan: "ENTERPRISE" });
    const caller = createCaller({ db: database.db, session: await userContext(database.db, org.userId) });
    const receiver = await startWebhookReceiver();
    try {
      const created = await caller.webhooks.create({ url: receiver.url, events: ["signing.completed"] });
      expect(created.secret).toMatch(/^whsec_/);
      const list = await caller.webhooks.list({});
      expect(list.items.map((item) => item.id)).toEqual([created.id]);
      expect(JSON.stringify(list)).not.toContain(created.secret);

      const queued = await caller.webhooks.sendTest({ id: created.id });
      await runDueJobs(database.db);
      const log = await caller.webhooks.deliveries({ id: created.id });
      expect(log.items).toEqual([expect.objectContaining({ id: queued.id, eventType: "webhook.test", status: "SUCCEEDED" })]);
      expect(receiver.requests).toHaveLength(1);

      expect((await caller.webhooks.update({ id: created.id, enabled: false })).enabled).toBe(false);
      expect((await caller.webhooks.update({ id: created.id, enabled: true })).enabled).toBe(true);
    } finally {
      await receiver.close();
    }
  });

  it("refuses a member with INSUFFICIENT_ROLE and a FREE organization with PLAN_FEATURE_UNAVAILABLE", async () => {
    const pro = await seedOrganization(database.db, { plan: "PRO" });
    const member = await createMember(database.db, pro);
    const memberCaller = createCaller({ db: database.db, session: await userContext(database.db, member.userId) });
    await expect(memberCaller.webhooks.list({})).rejects.toMatchObject({ code: "FORBIDDEN", cause: { code: "INSUFFICIENT_ROLE" } });

    const free = await seedOrganization(database.db, { plan: "FREE" });
    const freeCaller = createCaller({ db: database.db, session: await userContext(database.db, free.userId) });
    await expect(freeCaller.webhooks.create({ url: "https://192.0.2.10/x" })).rejects.toMatchObject({
      code: "FORBIDDEN",
      cause: { code: "PLAN_FEATURE_UNAVAILABLE" },
    });
  });
});
