/** PATCH /api/v1/pdf-assets/{id}: renaming an asset, an extension of the spec (docs/api.md). */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { pdfAssets } from "@/server/db/schema";
import { resetRateLimiter } from "@/server/throttle/rate-limiter";
import { createTestDatabase, type TestDatabase } from "@/tests/support/database";
import { createMember, seedOrganization, type SeededOrganization } from "@/tests/support/fixtures";
import { call, routeAt } from "@/tests/support/http";
import { readyAsset } from "@/tests/support/signing";

const assetRoute = routeAt("/pdf-assets/{id}");

let database: TestDatabase;
let org: SeededOrganization;
let id: string;

beforeAll(async () => {
  database = await createTestDatabase();
  org = await seedOrganization(database.db, { plan: "PRO" });
  id = await readyAsset(database.db, org.adminKey);
});
afterAll(() => database.close());
beforeEach(() => resetRateLimiter());

const rename = (body: unknown, options: { apiKey?: string; assetId?: string } = {}) => {
  const assetId = options.assetId ?? id;
  return call(assetRoute.PATCH, "PATCH", `/api/v1/pdf-assets/${assetId}`, { apiKey: options.apiKey ?? org.adminKey, params: { id: assetId }, body });
};
const storedName = async () => (await database.db.select().from(pdfAssets).where(eq(pdfAssets.id, id)))[0]!.originalFileName;

describe("PATCH /api/v1/pdf-assets/{id}", () => {
  it("200: answers the asset with its new name, which GET reads back", async () => {
    const res = await rename({ originalFileName: " Tenancy agreement " });
    expect(res.status).toBe(200);
    expect(res.json.success).toBe(true);
    expect(res.json.data).toMatchObject({ id, originalFileName: "Tenancy agreement.pdf", processing: { status: "READY" } });
    const read = await call(assetRoute.GET, "GET", `/api/v1/pdf-assets/${id}`, { apiKey: org.adminKey, params: { id } });
    expect(read.json.data.originalFileName).toBe("Tenancy agreement.pdf");
  });

  const bad: Array<[string, unknown, string]> = [
    ["an empty name", { originalFileName: "" }, "originalFileName must be at least 1 character long"],
    ["spaces only", { originalFileName: "   " }, "originalFileName must be at least 1 character long"],
    ["a name over 200 characters", { originalFileName: "a".repeat(201) }, "originalFileName must be at most 200 characters long"],
    ["a NUL character", { originalFileName: "a\u0000b.pdf" }, "originalFileName must not contain NUL characters (\\u0000) or unpaired UTF-16 surrogates"],
    ["a slash", { originalFileName: "folder/a.pdf" }, "originalFileName must not contain slashes or control characters"],
    ["a number", { originalFileName: 7 }, "originalFileName must be a string"],
    ["no name at all", {}, "originalFileName is required"],
  ];
  it.each(bad)("400 for %s, nothing changed", async (_name, body, message) => {
    const before = await storedName();
    const res = await rename(body);
    expect(res.status).toBe(400);
    expect(res.json.message).toContain(message);
    expect(await storedName()).toBe(before);
  });

  it("400 for a malformed id", async () => {
    const res = await rename({ originalFileName: "x.pdf" }, { assetId: "not-an-id" });
    expect(res.status).toBe(400);
  });

  it("401 without a key", async () => {
    const res = await call(assetRoute.PATCH, "PATCH", `/api/v1/pdf-assets/${id}`, { params: { id }, body: { originalFileName: "x.pdf" } });
    expect(res.status).toBe(401);
  });

  it("403 INSUFFICIENT_ROLE for a MEMBER key, nothing changed", async () => {
    const before = await storedName();
    const member = await createMember(database.db, org);
    const res = await rename({ originalFileName: "Member's name.pdf" }, { apiKey: member.apiKey });
    expect(res.status).toBe(403);
    expect(res.json.code).toBe("INSUFFICIENT_ROLE");
    expect(await storedName()).toBe(before);
  });

  it("404 NOT_FOUND for another organization's asset and for an unknown one", async () => {
    const before = await storedName();
    const other = await seedOrganization(database.db, { plan: "PRO" });
    const foreign = await rename({ originalFileName: "Taken.pdf" }, { apiKey: other.adminKey });
    expect(foreign.status).toBe(404);
    expect(foreign.json.code).toBe("NOT_FOUND");
    const unknown = await rename({ originalFileName: "x.pdf" }, { assetId: "00000000-0000-4000-8000-000000000000" });
    expect(unknown.status).toBe(404);
    expect(await storedName()).toBe(before);
  });
});
