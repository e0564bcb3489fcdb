import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { signingProcesses } from "@/server/db/schema";
import { resetRateLimiter } from "@/server/throttle/rate-limiter";
import { createTestDatabase, type TestDatabase } from "@/tests/support/database";
import { seedOrganization, type SeededOrganization } from "@/tests/support/fixtures";
import { oneSignerProcess, readyAsset } from "@/tests/support/signing";
import { appendAuditEvent, appendAuditEvents, SYSTEM_AUDIT_ACTOR } from "./append-audit-event";
import { readAuditTrail } from "./list-audit-events";

let database: TestDatabase;
let org: SeededOrganization;
let assetId: string;

beforeAll(async () => {
  database = await createTestDatabase();
  org = await seedOrganization(database.db);
  assetId = await readyAsset(database.db, org.adminKey);
});
afterAll(() => database.close());
beforeEach(() => resetRateLimiter());

const event = (signingProcessId: string, n: number) => ({
  signingProcessId,
  type: "process.extended" as const,
  actor: SYSTEM_AUDIT_ACTOR,
  documentSha256: null,
  details: { n },
});

describe("appendAuditEvents", () => {
  it("appends several events of one process in one go, chained after the trail and recorded as its head", async () => {
    const { id } = await oneSignerProcess(database.db, org.adminKey, assetId);
    const before = await readAuditTrail(database.db, id);

    const appended = await database.db.transaction(async (tx) => {
      const insert = vi.spyOn(tx, "insert");
      const events = await appendAuditEvents(tx, [event(id, 1), event(id, 2), event(id, 3)]);
      // One statement for all three rows.
      expect(insert).toHaveBeenCalledTimes(1);
      return events;
    });
    await appendAuditEvent(database.db, event(id, 4));

    expect(appended.map((item) => item.sequence)).toEqual([1, 2, 3].map((n) => before.chain.length + n));
    expect(appended[0]?.prevHash).toBe(before.items.at(-1)?.hash);
    const after = await readAuditTrail(database.db, id);
    expect(after.chain).toMatchObject({ valid: true, length: before.chain.length + 4 });
    expect(after.items.slice(-4).map((item) => item.details)).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }, { n: 4 }]);
    const [process] = await database.db.select().from(signingProcesses).where(eq(signingProcesses.id, id));
    expect(process).toMatchObject({ auditLength: after.chain.length, auditHeadHash: after.items.at(-1)?.hash });
  });

  it("appends nothing for no events, and refuses events of two processes at once", async () => {
    const first = await oneSignerProcess(database.db, org.adminKey, assetId);
    const second = await oneSignerProcess(database.db, org.adminKey, assetId);
    expect(await appendAuditEvents(database.db, [])).toEqual([]);
    await expect(appendAuditEvents(database.db, [event(first.id, 1), event(second.id, 1)])).rejects.toThrow(/one signing process/);
    expect((await readAuditTrail(database.db, first.id)).chain.valid).toBe(true);
  });
});
