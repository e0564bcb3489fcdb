import fs from "node:fs/promises";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { emailDeliveries } from "@/server/db/schema";
import { listOutboxMessages } from "@/server/outbox/list-outbox-messages";
import { outboxDirectory } from "@/server/outbox/outbox-files";
import { createTestDatabase, type TestDatabase } from "@/tests/support/database";
import { seedOrganization, type SeededOrganization } from "@/tests/support/fixtures";
import { deliverEmail } from "./deliver-email";

let database: TestDatabase;
let org: SeededOrganization;

beforeAll(async () => {
  database = await createTestDatabase();
  org = await seedOrganization(database.db);
});
afterAll(() => database.close());
beforeEach(() => fs.rm(outboxDirectory(), { recursive: true, force: true }));

const invite = {
  kind: "invite" as const,
  locale: "de",
  to: "anna@example.test",
  data: { signerName: "Anna", organizationName: "Acme", subject: "NDA", signUrl: "http://localhost:3000/sign/tok_xyz", expiresAt: "2025-12-01T10:00:00.000Z" },
  meta: { signingProcessId: null, signerId: null, attempt: 2 },
};

describe("delivering an email", () => {
  it("renders the kind in the locale, records it in the outbox with its links and meta, and logs it as sent", async () => {
    const sent = await deliverEmail(database.db, { organizationId: org.organizationId, ...invite }, null);

    expect(sent.transport).toBe("outbox");
    const { items } = await listOutboxMessages();
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      id: sent.id,
      channel: "email",
      to: "anna@example.test",
      subject: "Acme bittet Sie, „NDA“ zu unterschreiben",
      links: ["http://localhost:3000/sign/tok_xyz"],
      meta: { signingProcessId: null, signerId: null, kind: "invite", attempt: 2 },
    });
    expect(items[0]!.html).toContain('lang="de"');
    const [logged] = await database.db.select().from(emailDeliveries).where(eq(emailDeliveries.id, sent.deliveryId));
    expect(logged).toMatchObject({
      organizationId: org.organizationId,
      kind: "invite",
      toAddress: "anna@example.test",
      subject: "Acme bittet Sie, „NDA“ zu unterschreiben",
      transport: "outbox",
      status: "SENT",
      providerMessageId: sent.id,
      jobKey: null,
    });
  });

  it("keeps one log row per job however often the job runs", async () => {
    const job = { jobId: `job-${Date.now()}`, attempt: 1 };
    const first = await deliverEmail(database.db, { organizationId: org.organizationId, ...invite }, job);
    const again = await deliverEmail(database.db, { organizationId: org.organizationId, ...invite }, { ...job, attempt: 2 });
    expect(again.deliveryId).toBe(first.deliveryId);
    const rows = await database.db.select().from(emailDeliveries).where(eq(emailDeliveries.jobKey, job.jobId));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.attempts).toBe(2);
  });
});
