/**
 * GET /api/v1/sign/{token}/pages/{page}: one page's image for the signing page's zoom
 * (docs/signing-page.md, "Sharp when zoomed"). The 2000 px rendition is rendered by the PDF
 * worker on the first request, stored beside the preview, and reused afterwards.
 */
import { loadImage } from "@napi-rs/canvas";
import { eq } from "drizzle-orm";
import { NextRequest } from "next/server";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { pdfAssets } from "@/server/db/schema";
import { resetRateLimiter } from "@/server/throttle/rate-limiter";
import { assetStorageKeys } from "@/server/services/assets/storage-keys";
import { getStorage } from "@/server/storage/storage";
import { createTestDatabase, type TestDatabase } from "@/tests/support/database";
import { seedOrganization, type SeededOrganization } from "@/tests/support/fixtures";
import { createProcess, invitedToken, readyAsset, signer, twoSignerBody } from "@/tests/support/signing";
import { routeAt } from "@/tests/support/http";

const pageRoute = routeAt("/sign/{token}/pages/{page}");

let database: TestDatabase;
let org: SeededOrganization;
let other: SeededOrganization;

beforeAll(async () => {
  database = await createTestDatabase();
  org = await seedOrganization(database.db, { plan: "PRO" });
  other = await seedOrganization(database.db, { plan: "PRO" });
});
afterAll(() => database.close());
beforeEach(() => resetRateLimiter());

let ipCounter = 0;
async function getPage(token: string, page: string, query = "") {
  ipCounter += 1;
  const path = `/api/v1/sign/${token}/pages/${page}${query}`;
  const request = new NextRequest(new URL(path, "http://localhost:3000"), { headers: { "x-forwarded-for": `203.0.113.${ipCounter % 250}` } });
  const response = await pageRoute.GET(request, { params: Promise.resolve({ token, page }) });
  const bytes = Buffer.from(await response.arrayBuffer());
  const isJson = response.headers.get("content-type")?.includes("json") ?? false;
  return { status: response.status, headers: response.headers, bytes, json: isJson ? JSON.parse(bytes.toString("utf8")) : undefined };
}

/** A fresh two-page document (so its renditions start unmade), its process, and the first signer's token. */
async function signingOf(owner: SeededOrganization, pages = 2) {
  const assetId = await readyAsset(database.db, owner.adminKey, pages);
  const process = (await createProcess(owner.adminKey, twoSignerBody(assetId, pages === 1 ? { fields: [] } : {}))).json.data;
  const token = await invitedToken(database.db, process.id, "zoe@example.test");
  const [asset] = await database.db.select().from(pdfAssets).where(eq(pdfAssets.id, assetId));
  return { token, asset: asset! };
}

const renditionKey = (asset: typeof pdfAssets.$inferSelect, page: number) => assetStorageKeys.rendition(asset.organizationId, asset.sha256, page, 2000);

describe("GET /api/v1/sign/{token}/pages/{page}", () => {
  it("renders the 2000 px rendition on the first request and stores it beside the preview", async () => {
    const { token, asset } = await signingOf(org);
    expect(await getStorage().head(renditionKey(asset, 1))).toBeNull();

    const answer = await getPage(token, "2", "?width=2000");
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("image/webp");
    expect(answer.headers.get("cache-control")).toContain("private");
    expect((await loadImage(answer.bytes)).width).toBe(2000);
    expect((await getStorage().readBytes(renditionKey(asset, 1))).equals(answer.bytes)).toBe(true);
    // Only the page asked for was made.
    expect(await getStorage().head(renditionKey(asset, 0))).toBeNull();
  });

  it("answers the stored rendition on later requests without rendering again", async () => {
    const { token, asset } = await signingOf(org);
    await getPage(token, "1", "?width=2000");
    // Stand-in bytes in the rendition's place: an answer that carries them was read, not rendered.
    const marker = Buffer.from("stored rendition");
    await getStorage().write(renditionKey(asset, 0), marker, { contentType: "image/webp" });

    const again = await getPage(token, "1", "?width=2000");
    expect(again.status).toBe(200);
    expect(again.bytes.equals(marker)).toBe(true);
  });

  it("answers every page when a phone asks for several at once, the same page twice included", async () => {
    const { token, asset } = await signingOf(org, 3);
    const answers = await Promise.all(["1", "2", "3", "2", "1"].map((page) => getPage(token, page, "?width=2000")));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    expect(answers[0]!.bytes.equals(answers[4]!.bytes)).toBe(true);
    expect(answers[1]!.bytes.equals(answers[3]!.bytes)).toBe(true);
    expect(answers[0]!.bytes.equals(answers[1]!.bytes)).toBe(false);
    for (const page of [0, 1, 2]) expect(await getStorage().head(renditionKey(asset, page))).not.toBeNull();
  });

  it("answers the 1000 px preview for width=1000 and by default", async () => {
    const { token, asset } = await signingOf(org);
    const preview = await getStorage().readBytes(asset.previews[0]!.storageKey);
    for (const query of ["?width=1000", ""]) {
      const answer = await getPage(token, "1", query);
      expect(answer.status).toBe(200);
      expect(answer.bytes.equals(preview)).toBe(true);
    }
    expect((await loadImage(preview)).width).toBe(1000);
  });

  it("is what the signer view links each page's zoom image to", async () => {
    const { token } = await signingOf(org);
    const pages = (await signer.view(token)).json.data.document.pages as Array<{ zoomImageUrl: string }>;
    expect(pages.map((page) => new URL(page.zoomImageUrl).pathname + new URL(page.zoomImageUrl).search)).toEqual([
      `/api/v1/sign/${token}/pages/1?width=2000`,
      `/api/v1/sign/${token}/pages/2?width=2000`,
    ]);
  });

  it("answers 404 NOT_FOUND for a page the signer's document does not have, and stores nothing", async () => {
    const { token, asset } = await signingOf(org, 1);
    // Another process of the same organization has a page 2; this signer's document does not.
    await signingOf(org, 2);
    for (const page of ["2", "99999"]) {
      const answer = await getPage(token, page, "?width=2000");
      expect(answer.status).toBe(404);
      expect(answer.json).toMatchObject({ statusCode: 404, code: "NOT_FOUND", method: "GET", path: `/api/v1/sign/${token}/pages/${page}` });
    }
    expect(await getStorage().head(renditionKey(asset, 1))).toBeNull();
  });

  it("refuses page numbers and widths that are not offered with a 400 naming the problem", async () => {
    const { token, asset } = await signingOf(org);
    const bad: Array<[string, string]> = [
      ["0", "?width=2000"],
      ["-1", ""],
      ["1.5", ""],
      ["two", ""],
      ["1", "?width=1500"],
      ["1", "?width=huge"],
      ["1", "?width=20000"],
    ];
    for (const [page, query] of bad) {
      const answer = await getPage(token, page, query);
      expect(answer.status, `${page}${query}`).toBe(400);
      expect(answer.json.code).toBeUndefined();
      expect(Array.isArray(answer.json.message)).toBe(true);
    }
    expect(await getStorage().head(renditionKey(asset, 0))).toBeNull();
  });

  it("answers 404 SIGNING_LINK_INVALID for a token that opens nothing, and another organization's signer sees only their own document", async () => {
    const unknown = await getPage("not-a-token", "1", "?width=2000");
    expect(unknown.status).toBe(404);
    expect(unknown.json.code).toBe("SIGNING_LINK_INVALID");

    const mine = await signingOf(org, 1);
    const theirs = await signingOf(other, 2);
    const answer = await getPage(theirs.token, "1");
    expect(answer.status).toBe(200);
    expect(answer.bytes.equals(await getStorage().readBytes(theirs.asset.previews[0]!.storageKey))).toBe(true);
    expect(answer.bytes.equals(await getStorage().readBytes(mine.asset.previews[0]!.storageKey))).toBe(false);
  });
});
