/**
 * Exports end to end (docs/api.md, "Exports"): the REST routes, the job run by the local runner,
 * and the ZIP itself, downloaded through its presigned URL and unpacked here.
 */
import { count, eq } from "drizzle-orm";
import { unzipSync } from "fflate";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { sha256Hex } from "@/server/crypto/sha256";
import { exports, pdfAssets, signingProcesses } from "@/server/db/schema";
import { runDueJobs } from "@/server/jobs/local-runner";
import { buildExport, failExport } from "@/server/services/exports/build-export";
import { sweepExpiredExports } from "@/server/services/exports/sweep-expired-exports";
import { eraseSigningProcess } from "@/server/services/erasure/erase-signing-process";
import { getStorage } from "@/server/storage/storage";
import { resetRateLimiter } from "@/server/throttle/rate-limiter";
import { createTestDatabase, type TestDatabase } from "@/tests/support/database";
import { createMember, seedOrganization, type SeededOrganization } from "@/tests/support/fixtures";
import { call, routeAt } from "@/tests/support/http";
import { oneSignerProcess, readyAsset, signer } from "@/tests/support/signing";
import { getBytes } from "@/tests/support/uploads";

const listRoute = routeAt("/exports");
const getRoute = routeAt("/exports/{id}");
const auditRoute = routeAt("/signing-processes/{id}/audit-events");

const api = {
  create: (apiKey: string, body: unknown) => call(listRoute.POST, "POST", "/api/v1/exports", { apiKey, body }),
  list: (apiKey: string, query = "") => call(listRoute.GET, "GET", `/api/v1/exports${query}`, { apiKey }),
  get: (apiKey: string, id: string) => call(getRoute.GET, "GET", `/api/v1/exports/${id}`, { apiKey, params: { id } }),
};

let database: TestDatabase;
let org: SeededOrganization;
let other: SeededOrganization;
let assetId: string;

beforeAll(async () => {
  database = await createTestDatabase();
  org = await seedOrganization(database.db, { plan: "PRO" });
  other = await seedOrganization(database.db, { plan: "PRO" });
  assetId = await readyAsset(database.db, org.adminKey, 1);
}, 60_000);
afterAll(() => database.close());
beforeEach(() => resetRateLimiter());

/** A one-signer process signed and sealed by the jobs. */
async function completedProcess(subject: string): Promise<string> {
  const { id, token } = await oneSignerProcess(database.db, org.adminKey, assetId, { subject });
  expect((await signer.submit(token, { fields: {}, signature: { type: "TYPED", text: "Ada" }, consent: true })).status).toBe(200);
  for (let round = 0; round < 3; round++) await runDueJobs(database.db);
  const [row] = await database.db.select({ status: signingProcesses.status }).from(signingProcesses).where(eq(signingProcesses.id, id));
  expect(row!.status).toBe("COMPLETED");
  return id;
}

/** Runs the jobs, reads the export, downloads its ZIP and unpacks it. */
async function builtZip(exportId: string) {
  await runDueJobs(database.db);
  const read = await api.get(org.adminKey, exportId);
  expect(read.status).toBe(200);
  expect(read.json.data).toMatchObject({ status: "COMPLETED", error: null });
  expect(read.json.data.processedCount).toBe(read.json.data.processCount);
  const download = await getBytes(read.json.data.downloadUrl);
  expect(download.status).toBe(200);
  expect(download.headers.get("content-disposition")).toContain("signet-export-");
  const files = unzipSync(new Uint8Array(await download.arrayBuffer()));
  const manifest = JSON.parse(new TextDecoder().decode(files["manifest.json"]));
  return { record: read.json.data, files, manifest };
}

const storedBytes = async (assetId: string | null) => {
  const [asset] = await database.db.select().from(pdfAssets).where(eq(pdfAssets.id, assetId!));
  return getStorage().readBytes(asset!.storageKey);
};

describe("POST /api/v1/exports", () => {
  it("exports a filter's completed process: sealed PDF and certificate byte for byte, the trail as JSON and CSV, and a manifest of SHA-256s", async () => {
    const id = await completedProcess("Export lease Ünit 4");
    await completedProcess("Something else");
    const created = await api.create(org.adminKey, { filter: { status: ["COMPLETED"], q: "export lease" } });
    expect(created.status).toBe(202);
    expect(created.json.data).toMatchObject({ status: "QUEUED", processCount: 1, processedCount: 0, downloadUrl: null, completedAt: null, expiresAt: null });

    const { record, files, manifest } = await builtZip(created.json.data.id);
    expect(record.processCount).toBe(1);
    expect(new Date(record.expiresAt).getTime() - new Date(record.completedAt).getTime()).toBe(7 * 86_400_000);

    expect(manifest.processes).toHaveLength(1);
    const [entry] = manifest.processes;
    expect(entry).toMatchObject({ id, subject: "Export lease Ünit 4", status: "COMPLETED" });
    expect(entry.folder).toMatch(new RegExp(`^\\d{4}-\\d\\d-\\d\\d-export-lease-unit-4-${id.slice(0, 8)}$`));
    expect(manifest.filter).toEqual({ status: ["COMPLETED"], q: "export lease" });
    expect(manifest.organization.id).toBe(org.organizationId);

    // Every file but the manifest is listed, with its size and hash.
    const names = Object.keys(files).filter((name) => !name.endsWith("/"));
    expect(manifest.files.map((file: { path: string }) => file.path).sort()).toEqual(names.filter((name) => name !== "manifest.json").sort());
    for (const file of manifest.files) {
      expect(file.bytes).toBe(files[file.path]!.byteLength);
      expect(file.sha256).toBe(sha256Hex(files[file.path]!));
    }

    const [process] = await database.db.select().from(signingProcesses).where(eq(signingProcesses.id, id));
    expect(Buffer.from(files[`${entry.folder}/signed.pdf`]!).equals(await storedBytes(process!.signedPdfAssetId))).toBe(true);
    expect(Buffer.from(files[`${entry.folder}/certificate.pdf`]!).equals(await storedBytes(process!.certificatePdfAssetId))).toBe(true);

    const json = (path: string) => JSON.parse(new TextDecoder().decode(files[path]));
    const trail = await call(auditRoute.GET, "GET", `/api/v1/signing-processes/${id}/audit-events`, { apiKey: org.adminKey, params: { id } });
    expect(json(`${entry.folder}/audit-trail.json`)).toEqual(trail.json.data);
    expect(json(`${entry.folder}/process.json`)).toMatchObject({ id, subject: "Export lease Ünit 4", status: "COMPLETED" });

    const csv = new TextDecoder().decode(files[`${entry.folder}/audit-trail.csv`]).trimEnd().split("\n");
    expect(csv[0]).toBe("sequence,occurredAt,type,actorKind,actorName,ip,documentSha256,hash,prevHash");
    expect(csv).toHaveLength(trail.json.data.items.length + 1);
    expect(csv[1]).toContain(trail.json.data.items[0].hash);
  }, 60_000);

  it("includes an erased process with its record and trail only", async () => {
    const id = await completedProcess("Erased export case");
    await eraseSigningProcess(org.system, { id });
    const created = await api.create(org.adminKey, { filter: { q: "Erased export case" } });
    const { files, manifest } = await builtZip(created.json.data.id);
    const folder = manifest.processes[0].folder as string;
    expect(Object.keys(files).filter((name) => name.startsWith(`${folder}/`)).sort()).toEqual(
      ["audit-trail.csv", "audit-trail.json", "process.json"].map((name) => `${folder}/${name}`),
    );
  }, 60_000);

  it("gives a ZIP with just the manifest for a filter that matches nothing", async () => {
    const created = await api.create(org.adminKey, { filter: { q: "no process has this subject" } });
    expect(created.json.data.processCount).toBe(0);
    const { files, manifest } = await builtZip(created.json.data.id);
    expect(Object.keys(files)).toEqual(["manifest.json"]);
    expect(manifest).toMatchObject({ processes: [], files: [] });
  });

  it("exports the whole organization for a null or absent filter, and lists exports newest first", async () => {
    const [total] = await database.db.select({ n: count() }).from(signingProcesses).where(eq(signingProcesses.organizationId, org.organizationId));
    const whole = await api.create(org.adminKey, { filter: null });
    expect(whole.status).toBe(202);
    expect(whole.json.data).toMatchObject({ processCount: total!.n, filter: null });
    expect((await api.create(org.adminKey, {})).json.data.processCount).toBe(total!.n);
    await runDueJobs(database.db);

    const page = await api.list(org.adminKey, "?pageSize=2");
    expect(page.status).toBe(200);
    expect(page.json.data).toMatchObject({ page: 1, pageSize: 2 });
    expect(page.json.data.items).toHaveLength(2);
    // The two newest are the two just made (asked for in the same millisecond, either may be first).
    const listed = page.json.data.items.find((item: { id: string }) => item.id === whole.json.data.id);
    expect(listed).toMatchObject({ status: "COMPLETED", processCount: total!.n, downloadUrl: expect.any(String) });
    expect(page.json.data.total).toBeGreaterThanOrEqual(4);
  }, 60_000);

  it("answers null for the download once the file expired, keeps COMPLETED, and the sweep deletes the file", async () => {
    const created = await api.create(org.adminKey, { filter: { q: "nothing matches" } });
    await runDueJobs(database.db);
    const [row] = await database.db.select().from(exports).where(eq(exports.id, created.json.data.id));
    await database.db.update(exports).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(exports.id, row!.id));
    const read = await api.get(org.adminKey, row!.id);
    expect(read.json.data).toMatchObject({ status: "COMPLETED", downloadUrl: null });
    expect(await sweepExpiredExports(database.db)).toBeGreaterThanOrEqual(1);
    expect(await getStorage().head(row!.storageKey!)).toBeNull();
    const [swept] = await database.db.select().from(exports).where(eq(exports.id, row!.id));
    expect(swept!.storageKey).toBeNull();
  });

  it("leaves no partial file when a process's sealed PDF cannot be read, and says FAILED in words once the job gives up", async () => {
    const id = await completedProcess("Missing file case");
    const [process] = await database.db.select().from(signingProcesses).where(eq(signingProcesses.id, id));
    const [asset] = await database.db.select().from(pdfAssets).where(eq(pdfAssets.id, process!.signedPdfAssetId!));
    await getStorage().delete(asset!.storageKey);
    const created = await api.create(org.adminKey, { filter: { q: "Missing file case" } });
    const payload = { exportId: created.json.data.id as string, organizationId: org.organizationId };

    await expect(buildExport(database.db, payload)).rejects.toThrow();
    expect(await getStorage().head(`orgs/${org.organizationId}/exports/${payload.exportId}.zip`)).toBeNull();
    await failExport(database.db, payload);
    const read = await api.get(org.adminKey, payload.exportId);
    expect(read.json.data).toMatchObject({ status: "FAILED", downloadUrl: null, error: expect.stringContaining("could not be built") });
    expect(read.json.data.error).not.toContain("Missing file case");
  }, 60_000);

  it("answers 404 for another organization's export, and refuses MEMBER keys with 403 INSUFFICIENT_ROLE", async () => {
    const created = await api.create(org.adminKey, {});
    const otherRead = await api.get(other.adminKey, created.json.data.id);
    expect(otherRead.status).toBe(404);
    expect(otherRead.json.code).toBe("NOT_FOUND");
    expect((await api.list(other.adminKey)).json.data.items.map((item: { id: string }) => item.id)).not.toContain(created.json.data.id);

    const member = await createMember(database.db, org);
    for (const res of [await api.create(member.apiKey, {}), await api.list(member.apiKey), await api.get(member.apiKey, created.json.data.id)]) {
      expect(res.status).toBe(403);
      expect(res.json.code).toBe("INSUFFICIENT_ROLE");
    }
  });

  it.each([
    ["an unknown status", { filter: { status: ["DONE"] } }],
    ["a status that is no list", { filter: { status: "COMPLETED" } }],
    ["a malformed template id", { filter: { templateId: "not-a-uuid" } }],
    ["a malformed bulk send id", { filter: { bulkSendId: "123" } }],
    ["a date that is no date", { filter: { createdFrom: "yesterday" } }],
    ["createdFrom after createdTo", { filter: { createdFrom: "2026-02-01T00:00:00Z", createdTo: "2026-01-01T00:00:00Z" } }],
    ["an unknown filter key", { filter: { owner: "me" } }],
    ["a filter that is no object", { filter: "all" }],
  ])("answers 400 with the sentences of what is wrong for %s, and creates nothing", async (_name, body) => {
    const [before] = await database.db.select({ n: count() }).from(exports);
    const res = await api.create(org.adminKey, body);
    expect(res.status).toBe(400);
    // The spec's 400 body: the sentences, no code (server/errors.ts, VALIDATION_FAILED).
    expect(res.json.code).toBeUndefined();
    expect(res.json.message).toEqual([expect.stringMatching(/^filter/)]);
    const [after] = await database.db.select({ n: count() }).from(exports);
    expect(after!.n).toBe(before!.n);
  });

  it("names the wrong field when createdFrom is after createdTo", async () => {
    const res = await api.create(org.adminKey, { filter: { createdFrom: "2026-02-01T00:00:00Z", createdTo: "2026-01-01T00:00:00Z" } });
    expect(res.json.message).toEqual(["filter.createdTo must not be before createdFrom"]);
  });

  it("answers 400 for a malformed export id", async () => {
    const res = await api.get(org.adminKey, "nope");
    expect(res.status).toBe(400);
    expect(res.json.message).toEqual([expect.stringMatching(/^id /)]);
  });
});
