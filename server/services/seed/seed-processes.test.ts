import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signingProcesses } from "@/server/db/schema";
import { readAuditTrail } from "@/server/services/audit/list-audit-events";
import { seedProcesses } from "@/server/services/seed/seed-processes";
import { seededStatus } from "@/server/services/seed/seeded-history";
import { createTestDatabase, type TestDatabase } from "@/tests/support/database";
import { seedOrganization, type SeededOrganization } from "@/tests/support/fixtures";
import { call, routeAt } from "@/tests/support/http";
import { readyAsset } from "@/tests/support/signing";
import { publishedPdfTemplate } from "@/tests/support/templates";

const listRoute = routeAt("/signing-processes");
const processRoute = routeAt("/signing-processes/{id}");
const COUNT = 200;

let database: TestDatabase;
let org: SeededOrganization;
let templateId: string;

beforeAll(async () => {
  database = await createTestDatabase();
  org = await seedOrganization(database.db, { plan: "PRO" });
  templateId = await publishedPdfTemplate(org.adminKey, await readyAsset(database.db, org.adminKey));
  await seedProcesses(database.db, { organizationId: org.organizationId, processes: COUNT });
}, 120_000);
afterAll(() => database.close());

const list = (query: string) => call(listRoute.GET, "GET", `/api/v1/signing-processes?${query}`, { apiKey: org.adminKey });
const seededWith = (status: string) => Array.from({ length: COUNT }, (_, index) => seededStatus(index)).filter((seeded) => seeded === status).length;

describe("seedProcesses", () => {
  it("writes processes the list counts, filters and pages newest first", async () => {
    const first = await list("pageSize=100");
    expect(first.json.data).toMatchObject({ total: COUNT, page: 1, pageSize: 100 });
    expect(first.json.data.items[0].subject).toMatch(new RegExp(`#${COUNT}$`));
    const last = await list("pageSize=100&page=2");
    expect(last.json.data.items.at(-1).subject).toMatch(/#1$/);
    const seen = new Set([...first.json.data.items, ...last.json.data.items].map((item: { id: string }) => item.id));
    expect(seen.size).toBe(COUNT);

    for (const status of ["SENT", "COMPLETED", "EXPIRED"]) {
      const filtered = await list(`status=${status}&pageSize=100`);
      expect(filtered.json.data.total).toBe(seededWith(status));
      expect(filtered.json.data.items.every((item: { status: string }) => item.status === status)).toBe(true);
    }
    const fromTemplate = await list(`templateId=${templateId}`);
    expect(fromTemplate.json.data.total).toBe(COUNT / 2);
    const searched = await list("q=Employment contract");
    expect(searched.json.data.total).toBe(COUNT / 8);
  });

  it("writes processes a read shows whole, with audit trails that verify", async () => {
    const [completed] = (await list("status=COMPLETED&pageSize=1")).json.data.items;
    const read = await call(processRoute.GET, "GET", `/api/v1/signing-processes/${completed.id}`, { apiKey: org.adminKey, params: { id: completed.id } });
    expect(read.status).toBe(200);
    expect(read.json.data.signerSlots.map((slot: { status: string }) => slot.status)).toEqual(["COMPLETED", "COMPLETED"]);
    expect(read.json.data.fields).toHaveLength(6);

    const rows = await database.db.select({ id: signingProcesses.id }).from(signingProcesses).where(eq(signingProcesses.organizationId, org.organizationId));
    expect(rows).toHaveLength(COUNT);
    for (const { id } of rows) {
      const trail = await readAuditTrail(database.db, id);
      expect(trail.chain, id).toMatchObject({ valid: true, truncated: false });
      expect(trail.items.length).toBeGreaterThanOrEqual(3);
    }
  });
});
