import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { jobs, pdfAssets, pdfUploads } from "@/server/db/schema";
import { resetEnv } from "@/server/env";
import { MemoryRateLimiter, resetRateLimiter } from "@/server/throttle/rate-limiter";
import { runDueJobs } from "@/server/jobs/local-runner";
import { getStorage } from "@/server/storage/storage";
import { createTestDatabase, type TestDatabase } from "@/tests/support/database";
import { configureOrganization, createMember, seedOrganization, type SeededOrganization } from "@/tests/support/fixtures";
import { call, routeAt } from "@/tests/support/http";
import { corpusFile } from "@/tests/fixtures/corpus";
import { makePdf } from "@/tests/support/pdfs";
import { manyPagePdf } from "@/server/pdf/testing/hostile-pdfs";
import { commitUpload, getBytes, initiateUpload, putBytes, uploadPdf, type UploadSession } from "@/tests/support/uploads";

const listRoute = routeAt("/pdf-assets");
const assetRoute = routeAt("/pdf-assets/{id}");
const processingRoute = routeAt("/pdf-assets/{id}/processing");
const retryRoute = routeAt("/pdf-assets/{id}/processing/retry");

let database: TestDatabase;
let org: SeededOrganization;
let pdf: Uint8Array;

beforeAll(async () => {
  database = await createTestDatabase();
  org = await seedOrganization(database.db, { plan: "PRO" });
  pdf = await makePdf(2);
});
afterAll(() => database.close());
beforeEach(() => resetRateLimiter());

async function initiate(body: Record<string, unknown>, apiKey = org.adminKey) {
  return initiateUpload(apiKey, body);
}

describe("the upload flow", () => {
  it("initiates, PUTs, commits and processes a PDF to READY with previews", async () => {
    const initiated = await initiate({ fileName: "Contract.pdf", sizeBytes: pdf.byteLength, contentType: "application/pdf" });
    expect(initiated.status).toBe(201);
    const session = initiated.json.data as UploadSession & Record<string, unknown>;
    expect(session).toMatchObject({ contentType: "application/pdf", method: "PUT", sizeBytes: pdf.byteLength });
    expect(session.uploadId).toMatch(/^[0-9a-f-]{36}$/);
    expect(session.key).toContain(org.organizationId);
    const ttl = Date.parse(session.expiresAt) - Date.now();
    expect(ttl).toBeGreaterThan(14 * 60 * 1000);
    expect(ttl).toBeLessThanOrEqual(15 * 60 * 1000);

    expect((await putBytes(session.uploadUrl, pdf, session.headers)).status).toBe(200);
    const committed = await commitUpload(org.adminKey, session.uploadId);
    expect(committed.status).toBe(201);
    const asset = committed.json.data;
    expect(asset).toMatchObject({
      originalFileName: "Contract.pdf",
      mimeType: "application/pdf",
      sizeBytes: pdf.byteLength,
      pageCount: 2,
      processing: { status: "QUEUED", startedAt: null, finishedAt: null, errorMessage: null },
    });
    expect(asset.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(asset.processing.jobId).toMatch(/^\d+$/);
    // The job names its organization, so the runner can take turns between organizations.
    const [job] = await database.db.select().from(jobs).where(eq(jobs.id, Number(asset.processing.jobId)));
    expect(job!.payload).toEqual({ assetId: asset.id, organizationId: org.organizationId });

    await runDueJobs(database.db);

    const processing = await call(processingRoute.GET, "GET", `/api/v1/pdf-assets/${asset.id}/processing`, {
      apiKey: org.adminKey,
      params: { id: asset.id },
    });
    expect(processing.json.data).toMatchObject({ status: "READY", jobId: asset.processing.jobId, errorMessage: null });
    expect(Date.parse(processing.json.data.finishedAt)).toBeGreaterThanOrEqual(Date.parse(processing.json.data.startedAt));

    const detail = await call(assetRoute.GET, "GET", `/api/v1/pdf-assets/${asset.id}`, { apiKey: org.adminKey, params: { id: asset.id } });
    expect(detail.json.data.pages).toHaveLength(2);
    expect(detail.json.data.pages[0]).toMatchObject({ width: 595.28, height: 841.89, rotation: 0 });
    const preview = await getBytes(detail.json.data.pages[1].previewUrl);
    expect(preview.status).toBe(200);
    expect(preview.headers.get("content-type")).toBe("image/webp");
    const image = Buffer.from(await preview.arrayBuffer());
    expect(image.subarray(8, 12).toString("ascii")).toBe("WEBP");
    expect((await getBytes(detail.json.data.thumbnailUrl)).status).toBe(200);

    const list = await call(listRoute.GET, "GET", "/api/v1/pdf-assets?status=READY", { apiKey: org.adminKey });
    expect(list.json.data.items.map((item: { id: string }) => item.id)).toContain(asset.id);
  });

  it("returns the existing asset for identical bytes, and for a repeated commit", async () => {
    const bytes = await makePdf(1, "dedupe");
    const first = await uploadPdf(org.adminKey, bytes, "a.pdf");
    const second = await uploadPdf(org.adminKey, bytes, "b.pdf");
    expect(first.status).toBe(201);
    expect(second.status).toBe(200);
    expect(second.json.data.id).toBe(first.json.data.id);

    const initiated = await initiate({ fileName: "c.pdf", sizeBytes: bytes.byteLength });
    const session = initiated.json.data as UploadSession;
    await putBytes(session.uploadUrl, bytes, session.headers);
    const commits = await Promise.all([commitUpload(org.adminKey, session.uploadId), commitUpload(org.adminKey, session.uploadId)]);
    expect(commits.map((commit) => commit.json.data.id)).toEqual([first.json.data.id, first.json.data.id]);
    const again = await commitUpload(org.adminKey, session.uploadId);
    expect(again.status).toBe(200);
    expect(again.json.data.id).toBe(first.json.data.id);
  });

  it("lets two concurrent commits of identical new bytes create one asset", async () => {
    const bytes = await makePdf(1, "concurrent");
    const sessions: UploadSession[] = [];
    for (const name of ["x.pdf", "y.pdf"]) {
      const session = (await initiate({ fileName: name, sizeBytes: bytes.byteLength })).json.data as UploadSession;
      await putBytes(session.uploadUrl, bytes, session.headers);
      sessions.push(session);
    }
    const results = await Promise.all(sessions.map((session) => commitUpload(org.adminKey, session.uploadId)));
    expect(results.map((result) => result.status).sort()).toEqual([200, 201]);
    expect(new Set(results.map((result) => result.json.data.id)).size).toBe(1);
    const rows = await database.db.select().from(pdfAssets).where(eq(pdfAssets.sha256, results[0]!.json.data.sha256));
    expect(rows).toHaveLength(1);
  });
});

describe("initiate refuses bad input with nothing created", () => {
  const cases: Array<[string, Record<string, unknown>, string[]]> = [
    ["missing fields", {}, ["fileName is required", "sizeBytes is required"]],
    ["sizeBytes 0", { fileName: "a.pdf", sizeBytes: 0 }, ["sizeBytes must be at least 1"]],
    ["negative sizeBytes", { fileName: "a.pdf", sizeBytes: -5 }, ["sizeBytes must be at least 1"]],
    ["fractional sizeBytes", { fileName: "a.pdf", sizeBytes: 1.5 }, ["sizeBytes must be a whole number"]],
    ["sizeBytes as text", { fileName: "a.pdf", sizeBytes: "100" }, ["sizeBytes must be a number"]],
    ["another content type", { fileName: "a.pdf", sizeBytes: 10, contentType: "text/plain" }, ["contentType must be one of: application/pdf"]],
    ["an empty file name", { fileName: "  ", sizeBytes: 10 }, ["fileName must be at least 1 character long"]],
    ["a file name with a slash", { fileName: "../a.pdf", sizeBytes: 10 }, ["fileName must not contain slashes or control characters"]],
  ];
  it.each(cases)("%s", async (_name, body, messages) => {
    const before = await database.db.select().from(pdfUploads);
    const res = await initiate(body);
    expect(res.status).toBe(400);
    expect(res.json.message).toEqual(messages);
    expect(res.json.code).toBeUndefined();
    expect(await database.db.select().from(pdfUploads)).toHaveLength(before.length);
  });

  it("a body that is not an object", async () => {
    const res = await initiate([] as unknown as Record<string, unknown>);
    expect(res.status).toBe(400);
  });

  it("a size over the plan's PDF limit: 402 QUOTA_EXCEEDED with details", async () => {
    const free = await seedOrganization(database.db, { plan: "FREE" });
    const res = await initiateUpload(free.adminKey, { fileName: "big.pdf", sizeBytes: 10 * 1024 * 1024 + 1 });
    expect(res.status).toBe(402);
    expect(res.json).toMatchObject({
      code: "QUOTA_EXCEEDED",
      details: { quota: "pdfSizeBytes", limit: 10 * 1024 * 1024, used: 0 },
    });
  });

  it("a MEMBER key: 403 INSUFFICIENT_ROLE", async () => {
    const member = await createMember(database.db, org);
    const res = await initiate({ fileName: "a.pdf", sizeBytes: 10 }, member.apiKey);
    expect(res.status).toBe(403);
    expect(res.json.code).toBe("INSUFFICIENT_ROLE");
    const list = await call(listRoute.GET, "GET", "/api/v1/pdf-assets", { apiKey: member.apiKey });
    expect(list.status).toBe(403);
  });

  it("a read-only organization: 402 BILLING_ORG_READ_ONLY, while reading still works", async () => {
    const readOnly = await seedOrganization(database.db, { plan: "PRO" });
    await configureOrganization(database.db, { organizationId: readOnly.organizationId, readOnly: true });
    const res = await initiateUpload(readOnly.adminKey, { fileName: "a.pdf", sizeBytes: 10 });
    expect(res.status).toBe(402);
    expect(res.json.code).toBe("BILLING_ORG_READ_ONLY");
    expect((await call(listRoute.GET, "GET", "/api/v1/pdf-assets", { apiKey: readOnly.adminKey })).status).toBe(200);
  });
});

describe("commit refuses what it cannot accept", () => {
  async function uploadSession(bytes: Uint8Array, declared = bytes.byteLength) {
    return (await initiate({ fileName: "file.pdf", sizeBytes: declared })).json.data as UploadSession;
  }

  it("before the PUT: 400 UPLOAD_NOT_FOUND", async () => {
    const session = await uploadSession(pdf);
    const res = await commitUpload(org.adminKey, session.uploadId);
    expect(res.status).toBe(400);
    expect(res.json.code).toBe("UPLOAD_NOT_FOUND");
  });

  it("after the session expired: 400 UPLOAD_NOT_FOUND", async () => {
    const session = await uploadSession(pdf);
    await putBytes(session.uploadUrl, pdf, session.headers);
    await database.db.update(pdfUploads).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(pdfUploads.id, session.uploadId));
    const res = await commitUpload(org.adminKey, session.uploadId);
    expect(res.status).toBe(400);
    expect(res.json.code).toBe("UPLOAD_NOT_FOUND");
  });

  it("an unknown upload id, or another organization's: 404 NOT_FOUND", async () => {
    const other = await seedOrganization(database.db, { plan: "PRO" });
    const session = await uploadSession(pdf);
    const foreign = await commitUpload(other.adminKey, session.uploadId);
    expect(foreign.status).toBe(404);
    expect(foreign.json.code).toBe("NOT_FOUND");
    const unknown = await commitUpload(org.adminKey, "00000000-0000-4000-8000-000000000000");
    expect(unknown.status).toBe(404);
    const malformed = await commitUpload(org.adminKey, "not-a-uuid");
    expect(malformed.status).toBe(400);
  });

  it.each([
    ["a text file named .pdf", new TextEncoder().encode("hello, this is not a PDF at all\n"), "NOT_A_PDF"],
    ["a truncated PDF", null, "DAMAGED"],
  ])("%s: 400 INVALID_PDF with its reason, and no asset", async (_name, given, reason) => {
    const bytes = given ?? (await makePdf(3, "truncated")).slice(0, 300);
    const session = await uploadSession(bytes);
    await putBytes(session.uploadUrl, bytes, session.headers);
    const before = await database.db.select().from(pdfAssets);
    const res = await commitUpload(org.adminKey, session.uploadId);
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ code: "INVALID_PDF", details: { reason } });
    expect(typeof res.json.message).toBe("string");
    expect(await database.db.select().from(pdfAssets)).toHaveLength(before.length);
  });

  it.each(["pr6531_1.pdf", "empty_protected.pdf"])("an encrypted PDF (%s): 400 INVALID_PDF", async (file) => {
    const bytes = corpusFile(file);
    const res = await uploadPdf(org.adminKey, bytes, file);
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ code: "INVALID_PDF", details: { reason: "ENCRYPTED" } });
    expect(res.json.message).toMatch(/encrypted/);
  });

  it("a storage quota that would be passed: 402 QUOTA_EXCEEDED", async () => {
    const free = await seedOrganization(database.db, { plan: "FREE" });
    const session = (await initiateUpload(free.adminKey, { fileName: "late.pdf", sizeBytes: pdf.byteLength })).json.data as UploadSession;
    await putBytes(session.uploadUrl, pdf, session.headers);
    // Stands in for earlier uploads that filled the quota to within a few bytes meanwhile.
    await database.db.insert(pdfAssets).values({
      organizationId: free.organizationId,
      originalFileName: "earlier.pdf",
      sizeBytes: 100 * 1024 * 1024 - 10,
      sha256: "f".repeat(64),
      pageCount: 1,
      storageKey: "orgs/earlier.pdf",
    });
    const res = await commitUpload(free.adminKey, session.uploadId);
    expect(res.status).toBe(402);
    expect(res.json).toMatchObject({ code: "QUOTA_EXCEEDED", details: { quota: "storageBytes", used: 100 * 1024 * 1024 - 10 } });
  });
});

describe("single-use upload URLs", () => {
  it("a PUT after commit answers 409 and stores nothing", async () => {
    const bytes = await makePdf(1, "single-use");
    const session = (await initiate({ fileName: "once.pdf", sizeBytes: bytes.byteLength })).json.data as UploadSession;
    expect((await putBytes(session.uploadUrl, bytes, session.headers)).status).toBe(200);
    const committed = await commitUpload(org.adminKey, session.uploadId);
    expect(committed.status).toBe(201);

    // Other bytes of exactly the signed size, so that only the URL's one use can refuse them.
    const other = Buffer.from(bytes);
    other[other.length - 2]! ^= 1;
    const again = await putBytes(session.uploadUrl, other, session.headers);
    expect(again.status).toBe(409);
    expect((await again.json()).code).toBe("UPLOAD_URL_USED");
    const [upload] = await database.db.select().from(pdfUploads).where(eq(pdfUploads.id, session.uploadId));
    expect(await getStorage().head(upload!.storageKey)).toBeNull();
    const [asset] = await database.db.select().from(pdfAssets).where(eq(pdfAssets.id, committed.json.data.id));
    expect(Buffer.from(await getStorage().readBytes(asset!.storageKey)).equals(Buffer.from(bytes))).toBe(true);
  });
});

describe("the plan's page limits", () => {
  it("a PDF with more pages than the plan allows: 400 INVALID_PDF naming the limit, and no asset", async () => {
    const free = await seedOrganization(database.db, { plan: "FREE" });
    expect((await uploadPdf(free.adminKey, manyPagePdf(100), "hundred.pdf")).status).toBe(201);
    const res = await uploadPdf(free.adminKey, manyPagePdf(101), "too-long.pdf");
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({
      code: "INVALID_PDF",
      message: "The PDF has 101 pages; the FREE plan allows at most 100 pages per PDF",
      details: { reason: "TOO_MANY_PAGES" },
    });
    const assets = await database.db.select().from(pdfAssets).where(eq(pdfAssets.organizationId, free.organizationId));
    expect(assets.map((asset) => asset.pageCount)).toEqual([100]);
  });

  it("50,000 tiny pages are refused at commit", async () => {
    const pro = await seedOrganization(database.db, { plan: "PRO" });
    const res = await uploadPdf(pro.adminKey, manyPagePdf(50_000), "hostile.pdf");
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ code: "INVALID_PDF", message: "The PDF has 50000 pages; the PRO plan allows at most 500 pages per PDF" });
  }, 60_000);

  it("a page over 200 inches on a side: 400 INVALID_PDF", async () => {
    const pro = await seedOrganization(database.db, { plan: "PRO" });
    const res = await uploadPdf(pro.adminKey, manyPagePdf(2, [14_401, 500]), "poster.pdf");
    expect(res.status).toBe(400);
    expect(res.json.message).toBe("Page 1 is 14401 × 500 pt; the PRO plan allows pages of at most 14400 pt (200 in) on a side");
    expect(res.json.details).toEqual({ reason: "PAGE_TOO_LARGE" });
  });

  it("processing fails, with the reason, for an asset over the page limit that got past commit", async () => {
    const free = await seedOrganization(database.db, { plan: "FREE" });
    const created = await uploadPdf(free.adminKey, manyPagePdf(3), "short.pdf");
    // Stands in for an asset committed before the limit existed: its file now has 101 pages.
    const [asset] = await database.db.select().from(pdfAssets).where(eq(pdfAssets.id, created.json.data.id));
    await getStorage().write(asset!.storageKey, Buffer.from(manyPagePdf(101)), { contentType: "application/pdf" });
    await runDueJobs(database.db);
    const [failed] = await database.db.select().from(pdfAssets).where(eq(pdfAssets.id, asset!.id));
    expect(failed).toMatchObject({
      processingStatus: "FAILED",
      processingErrorMessage: "Processing failed: The PDF has 101 pages; at most 100 are rendered",
      processingFailureReason: "TOO_MANY_PAGES",
      previews: [],
    });
    // The runner also renders what earlier tests queued, 100-page PDFs among them.
  }, 120_000);
});

describe("pending uploads and the storage quota", () => {
  const tenMiB = 10 * 1024 * 1024;

  it("count at their declared size from initiate until they are committed or expire", async () => {
    const free = await seedOrganization(database.db, { plan: "FREE" });
    const sessions: UploadSession[] = [];
    for (let index = 0; index < 10; index++) {
      const res = await initiateUpload(free.adminKey, { fileName: `part-${index}.pdf`, sizeBytes: tenMiB });
      expect(res.status).toBe(201);
      sessions.push(res.json.data);
    }
    const full = await initiateUpload(free.adminKey, { fileName: "one-more.pdf", sizeBytes: 1 });
    expect(full.status).toBe(402);
    expect(full.json).toMatchObject({ code: "QUOTA_EXCEEDED", details: { quota: "storageBytes", limit: 10 * tenMiB, used: 10 * tenMiB } });

    // An expired upload no longer holds its space.
    await database.db.update(pdfUploads).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(pdfUploads.id, sessions[0]!.uploadId));
    const fits = await initiateUpload(free.adminKey, { fileName: "fits.pdf", sizeBytes: pdf.byteLength });
    expect(fits.status).toBe(201);
    // Committed, it counts once: as its asset, at its real size.
    const session = fits.json.data as UploadSession;
    await putBytes(session.uploadUrl, pdf, session.headers);
    expect((await commitUpload(free.adminKey, session.uploadId)).status).toBe(201);
    const after = await initiateUpload(free.adminKey, { fileName: "after.pdf", sizeBytes: tenMiB - pdf.byteLength + 1 });
    expect(after.json.details).toMatchObject({ used: 9 * tenMiB + pdf.byteLength });
  });
});

describe("reading assets", () => {
  it("another organization's asset answers 404 on every path", async () => {
    const created = await uploadPdf(org.adminKey, await makePdf(1, "private"));
    const other = await seedOrganization(database.db, { plan: "PRO" });
    const id = created.json.data.id;
    for (const [route, path] of [
      [assetRoute.GET, `/api/v1/pdf-assets/${id}`],
      [processingRoute.GET, `/api/v1/pdf-assets/${id}/processing`],
    ] as const) {
      const res = await call(route, "GET", path, { apiKey: other.adminKey, params: { id } });
      expect(res.status).toBe(404);
      expect(res.json.code).toBe("NOT_FOUND");
    }
    const retry = await call(retryRoute.POST, "POST", `/api/v1/pdf-assets/${id}/processing/retry`, { apiKey: other.adminKey, params: { id } });
    expect(retry.status).toBe(404);
    const list = await call(listRoute.GET, "GET", "/api/v1/pdf-assets", { apiKey: other.adminKey });
    expect(list.json.data.total).toBe(0);
  });

  it("paginates and refuses a bad pageSize", async () => {
    const res = await call(listRoute.GET, "GET", "/api/v1/pdf-assets?pageSize=101", { apiKey: org.adminKey });
    expect(res.status).toBe(400);
    const page = await call(listRoute.GET, "GET", "/api/v1/pdf-assets?page=1&pageSize=1", { apiKey: org.adminKey });
    expect(page.json.data.items).toHaveLength(1);
    expect(page.json.data.total).toBeGreaterThan(1);
  });
});

describe("processing retry", () => {
  it("answers 409 INVALID_STATE unless FAILED, and re-queues a FAILED asset", async () => {
    const created = await uploadPdf(org.adminKey, await makePdf(1, "retry"));
    const id = created.json.data.id;
    const retry = () => call(retryRoute.POST, "POST", `/api/v1/pdf-assets/${id}/processing/retry`, { apiKey: org.adminKey, params: { id } });

    const queued = await retry();
    expect(queued.status).toBe(409);
    expect(queued.json.code).toBe("INVALID_STATE");

    await database.db
      .update(pdfAssets)
      .set({ processingStatus: "FAILED", processingErrorMessage: "Processing failed: disk full" })
      .where(eq(pdfAssets.id, id));
    const requeued = await retry();
    expect(requeued.status).toBe(200);
    expect(requeued.json.data).toMatchObject({ status: "QUEUED", errorMessage: null, startedAt: null });
    expect(requeued.json.data.jobId).not.toBe(created.json.data.processing.jobId);

    await runDueJobs(database.db);
    const [asset] = await database.db.select().from(pdfAssets).where(eq(pdfAssets.id, id));
    expect(asset!.processingStatus).toBe("READY");
    expect((await retry()).status).toBe(409);
  });
});

describe("the upload throttle", () => {
  afterEach(() => {
    delete process.env.UPLOAD_RATE_LIMIT_PER_MINUTE;
    resetEnv();
  });

  it("counts initiate and commit together per organization", async () => {
    process.env.UPLOAD_RATE_LIMIT_PER_MINUTE = "2";
    resetEnv();
    // A frozen clock: a minute turning over mid-test would reset the window.
    resetRateLimiter(new MemoryRateLimiter(() => 30_000));
    const throttled = await seedOrganization(database.db, { plan: "PRO" });
    const session = (await initiateUpload(throttled.adminKey, { fileName: "a.pdf", sizeBytes: pdf.byteLength })).json.data as UploadSession;
    await putBytes(session.uploadUrl, pdf, session.headers);
    expect((await commitUpload(throttled.adminKey, session.uploadId)).status).toBe(201);
    const limited = await initiateUpload(throttled.adminKey, { fileName: "b.pdf", sizeBytes: 10 });
    expect(limited.status).toBe(429);
    expect(limited.json.code).toBeUndefined();
    expect(limited.headers.get("retry-after")).not.toBeNull();
    expect(limited.headers.get("x-ratelimit-limit")).toBe("2");
    expect((await initiateUpload(org.adminKey, { fileName: "b.pdf", sizeBytes: 10 })).status).toBe(201);
  });
});
