/**
 * GET /api/v1/sign/{token}/text: every page's text, the accessible alternative to the page
 * images (docs/signing-page.md, "Text for screen readers"). Read at processing and stored
 * beside the page images; read on first request for documents processed before.
 */
import { eq } from "drizzle-orm";
import { NextRequest } from "next/server";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { pdfAssets } from "@/server/db/schema";
import { resetRateLimiter } from "@/server/throttle/rate-limiter";
import { assetStorageKeys } from "@/server/services/assets/storage-keys";
import { getStorage } from "@/server/storage/storage";
import { createTestDatabase, type TestDatabase } from "@/tests/support/database";
import { seedOrganization, type SeededOrganization } from "@/tests/support/fixtures";
import { createProcess, invitedToken, readyAsset, twoSignerBody } from "@/tests/support/signing";
import { routeAt } from "@/tests/support/http";

const textRoute = routeAt("/sign/{token}/text");

let database: TestDatabase;
let org: SeededOrganization;

beforeAll(async () => {
  database = await createTestDatabase();
  org = await seedOrganization(database.db, { plan: "PRO" });
});
afterAll(() => database.close());
beforeEach(() => resetRateLimiter());

async function getText(token: string) {
  const request = new NextRequest(new URL(`/api/v1/sign/${token}/text`, "http://localhost:3000"), { headers: { "x-forwarded-for": "203.0.113.7" } });
  const response = await textRoute.GET(request, { params: Promise.resolve({ token }) });
  return { status: response.status, json: await response.json() };
}

/** A processed two-page document labelled `label`, its process and the first signer's token. */
async function signingOf(label: string) {
  const assetId = await readyAsset(database.db, org.adminKey, 2, label);
  const process = (await createProcess(org.adminKey, twoSignerBody(assetId))).json.data;
  const token = await invitedToken(database.db, process.id, "zoe@example.test");
  const [asset] = await database.db.select().from(pdfAssets).where(eq(pdfAssets.id, assetId));
  return { token, key: assetStorageKeys.pageText(asset!.organizationId, asset!.sha256) };
}

describe("GET /api/v1/sign/{token}/text", () => {
  it("answers each page's text, read when the document was processed and stored beside its pages", async () => {
    const { token, key } = await signingOf("Lease of flat 4B");
    expect(JSON.parse((await getStorage().readBytes(key)).toString("utf8"))).toEqual(["Lease of flat 4B, page 1 of 2", "Lease of flat 4B, page 2 of 2"]);

    const answer = await getText(token);
    expect(answer.status).toBe(200);
    expect(answer.json.data).toEqual({
      pages: [
        { page: 1, text: "Lease of flat 4B, page 1 of 2" },
        { page: 2, text: "Lease of flat 4B, page 2 of 2" },
      ],
    });
  });

  it("reads the text of a document processed before it was kept, on the first request, and keeps it", async () => {
    const { token, key } = await signingOf("Older contract");
    await getStorage().delete(key);

    expect((await getText(token)).json.data.pages[1]).toEqual({ page: 2, text: "Older contract, page 2 of 2" });
    expect(await getStorage().head(key)).not.toBeNull();
  });

  it("answers 404 SIGNING_LINK_INVALID for a token that opens nothing", async () => {
    const answer = await getText("not-a-token");
    expect(answer.status).toBe(404);
    expect(answer.json.code).toBe("SIGNING_LINK_INVALID");
  });
});
