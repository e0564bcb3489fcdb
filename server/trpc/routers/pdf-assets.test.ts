import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { userContext } from "@/server/auth/session";
import { pdfAssets, templates } from "@/server/db/schema";
import { assetStorageKeys } from "@/server/services/assets/storage-keys";
import { getStorage } from "@/server/storage/storage";
import type { ServiceContext } from "@/server/services/context";
import { createTestDatabase, type TestDatabase } from "@/tests/support/database";
import { seedOrganization, type SeededOrganization } from "@/tests/support/fixtures";
import { makePdf } from "@/tests/support/pdfs";
import { readyAsset, twoSignerBody } from "@/tests/support/signing";
import { uploadPdf } from "@/tests/support/uploads";
import { appRouter } from "../app-router";
import { createCallerFactory } from "../init";

const createCaller = createCallerFactory(appRouter);
let database: TestDatabase;
let org: SeededOrganization;
let session: ServiceContext;

beforeAll(async () => {
  database = await createTestDatabase();
  org = await seedOrganization(database.db);
  session = (await userContext(database.db, org.userId))!;
});
afterAll(() => database.close());

async function assetRow(id: string) {
  const [asset] = await database.db.select().from(pdfAssets).where(eq(pdfAssets.id, id));
  return asset;
}

describe("pdfAssets.delete", () => {
  it("deletes an unused document with its source, previews, thumbnail and page text", async () => {
    const caller = createCaller({ db: database.db, session });
    const id = await readyAsset(database.db, org.adminKey, 2);
    const asset = (await assetRow(id))!;
    const pageText = assetStorageKeys.pageText(asset.organizationId, asset.sha256);
    const keys = [asset.storageKey, asset.thumbnailKey!, pageText, ...asset.previews.map((preview) => preview.storageKey)];
    expect(keys).toHaveLength(5);
    expect(await getStorage().head(pageText)).not.toBeNull();

    await caller.pdfAssets.delete({ id });
    expect(await assetRow(id)).toBeUndefined();
    for (const key of keys) expect(await getStorage().head(key)).toBeNull();
    await expect(caller.pdfAssets.get({ id })).rejects.toMatchObject({ code: "NOT_FOUND" });
  });

  it("refuses, saying why, while a signing process uses the document", async () => {
    const caller = createCaller({ db: database.db, session });
    const id = await readyAsset(database.db, org.adminKey);
    await caller.signingProcesses.create(twoSignerBody(id) as Parameters<typeof caller.signingProcesses.create>[0]);
    await expect(caller.pdfAssets.delete({ id })).rejects.toMatchObject({
      code: "CONFLICT",
      message: expect.stringContaining("a signing process uses it"),
    });
    expect(await assetRow(id)).toMatchObject({ id, processingStatus: "READY" });
  });

  it("refuses while a template names the document", async () => {
    const caller = createCaller({ db: database.db, session });
    const id = await readyAsset(database.db, org.adminKey);
    await database.db.insert(templates).values({ organizationId: org.organizationId, kind: "PDF", name: "Lease", draft: { sourcePdfAssetId: id } as never });
    await expect(caller.pdfAssets.delete({ id })).rejects.toMatchObject({ code: "CONFLICT", message: expect.stringContaining("a template uses it") });
    expect(await assetRow(id)).toBeDefined();
  });

  it("refuses while the page previews are still being made", async () => {
    const caller = createCaller({ db: database.db, session });
    const committed = await uploadPdf(org.adminKey, await makePdf(1, `queued ${Math.random()}`));
    const id = committed.json.data.id as string;
    await expect(caller.pdfAssets.delete({ id })).rejects.toMatchObject({ code: "CONFLICT", message: expect.stringContaining("still being made") });
    expect(await assetRow(id)).toMatchObject({ processingStatus: "QUEUED" });
  });

  it("answers 404 for another organization's document and changes nothing", async () => {
    const other: SeededOrganization = await seedOrganization(database.db);
    const otherSession = (await userContext(database.db, other.userId))!;
    const id = await readyAsset(database.db, org.adminKey);
    await expect(createCaller({ db: database.db, session: otherSession }).pdfAssets.delete({ id })).rejects.toMatchObject({ code: "NOT_FOUND" });
    expect(await assetRow(id)).toBeDefined();
  });
});

describe("pdfAssets.rename", () => {
  it("renames through the API operation's service, and refuses a bad name with nothing changed", async () => {
    const caller = createCaller({ db: database.db, session });
    const id = await readyAsset(database.db, org.adminKey);
    expect(await caller.pdfAssets.rename({ id, originalFileName: "Renamed in the dashboard" })).toMatchObject({
      id,
      originalFileName: "Renamed in the dashboard.pdf",
    });
    await expect(caller.pdfAssets.rename({ id, originalFileName: "" })).rejects.toMatchObject({ code: "BAD_REQUEST" });
    expect((await assetRow(id))!.originalFileName).toBe("Renamed in the dashboard.pdf");
  });
});
