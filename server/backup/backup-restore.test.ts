/**
 * `signet backup` and `signet restore` as an operator runs them (child processes): a DATA_DIR
 * with a completed process is backed up and restored into an empty one, where the process
 * reads the same, its signed PDF has the same SHA-256 and the API key still works. PGlite by
 * default; with DATABASE_URL set, the same round trip between two Postgres databases.
 */
import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDatabase, installDatabase, openPglite, openPostgres, type Database } from "@/server/db/client";
import { migrateDatabase } from "@/server/db/migrate";
import { resetEnv } from "@/server/env";
import { runDueJobs } from "@/server/jobs/local-runner";
import { resetStorage } from "@/server/storage/storage";
import { seedOrganization, type SeededOrganization } from "@/tests/support/fixtures";
import { call, routeAt } from "@/tests/support/http";
import { runNode, type NodeRun } from "@/tests/support/node-process";
import { oneSignerProcess, readyAsset, signer } from "@/tests/support/signing";
import { getBytes } from "@/tests/support/uploads";

const adminUrl = process.env.DATABASE_URL;
const processRoute = routeAt("/signing-processes/{id}");
const filesRoute = routeAt("/signing-processes/{id}/files");
const workerDataDir = process.env.DATA_DIR;

let root: string;
let source: { dataDir: string; url?: string };
let target: { dataDir: string; url?: string };
let archive: string;
let org: SeededOrganization;
let processId: string;
let before: { record: unknown; signedSha256: string };
const createdDatabases: string[] = [];

const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

async function createDatabase(): Promise<string> {
  const name = `signet_backup_${randomBytes(6).toString("hex")}`;
  const admin = postgres(adminUrl!, { max: 1, onnotice: () => undefined });
  await admin.unsafe(`create database "${name}"`);
  await admin.end();
  createdDatabases.push(name);
  const url = new URL(adminUrl!);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Points this worker (env, storage, database) at one installation. */
async function useInstallation(installation: { dataDir: string; url?: string }): Promise<Database> {
  process.env.DATA_DIR = installation.dataDir;
  resetEnv();
  resetStorage();
  const database = installation.url ? await openPostgres(installation.url) : await openPglite(path.join(installation.dataDir, "pgdata"));
  installDatabase(database);
  return database;
}

function cli(args: string[], installation: { dataDir: string; url?: string }, extra: Record<string, string> = {}): Promise<NodeRun> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: installation.dataDir, ...extra };
  delete env.DATABASE_URL;
  if (installation.url) env.DATABASE_URL = installation.url;
  return runNode(["--import", "tsx", "server/cli/main.ts", ...args], env);
}

function failureLine(result: NodeRun): string {
  expect(result.code, result.stderr).toBe(2);
  expect(result.stdout).toBe("");
  const line = result.stderr.trimEnd();
  expect(line).not.toContain("\n");
  return line;
}

async function readProcess(): Promise<{ record: unknown; signedSha256: string }> {
  const record = await call(processRoute.GET, "GET", `/api/v1/signing-processes/${processId}`, { apiKey: org.adminKey, params: { id: processId } });
  expect(record.status).toBe(200);
  const files = await call(filesRoute.GET, "GET", `/api/v1/signing-processes/${processId}/files`, { apiKey: org.adminKey, params: { id: processId } });
  expect(files.status).toBe(200);
  const download = await getBytes(files.json.data.signedDocument.url);
  expect(download.status).toBe(200);
  return { record: record.json.data, signedSha256: sha256(new Uint8Array(await download.arrayBuffer())) };
}

/** Every file under a folder with its size and modification time: what "changed nothing" compares. */
function snapshot(folder: string): Record<string, string> {
  const entries: Record<string, string> = {};
  for (const name of fs.readdirSync(folder, { recursive: true }) as string[]) {
    const stat = fs.statSync(path.join(folder, name));
    if (stat.isFile()) entries[name] = `${stat.size}:${stat.mtimeMs}`;
  }
  return entries;
}

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "signet-backup-"));
  source = { dataDir: path.join(root, "source"), url: adminUrl ? await createDatabase() : undefined };
  target = { dataDir: path.join(root, "target"), url: adminUrl ? await createDatabase() : undefined };
  archive = path.join(root, "backups", "signet.tar.gz");
  fs.mkdirSync(path.dirname(archive));

  const database = await useInstallation(source);
  await migrateDatabase(database);
  org = await seedOrganization(database.db, { plan: "PRO" });
  const assetId = await readyAsset(database.db, org.adminKey, 1);
  const created = await oneSignerProcess(database.db, org.adminKey, assetId);
  processId = created.id;
  expect((await signer.submit(created.token, { signature: { type: "TYPED", text: "Ada Signer" }, consent: true })).status).toBe(200);
  await runDueJobs(database.db);
  before = await readProcess();
  expect(before.record).toMatchObject({ status: "COMPLETED" });
}, 180_000);

afterAll(async () => {
  await closeDatabase();
  process.env.DATA_DIR = workerDataDir;
  resetEnv();
  resetStorage();
  if (adminUrl) {
    const admin = postgres(adminUrl, { max: 1, onnotice: () => undefined });
    for (const name of createdDatabases) await admin.unsafe(`drop database if exists "${name}" with (force)`);
    await admin.end();
  }
  fs.rmSync(root, { recursive: true, force: true });
});

describe.sequential(`backup and restore (${adminUrl ? "Postgres" : "PGlite"})`, () => {
  if (!adminUrl) {
    it("refuses to back up the embedded database while another process (the server) has it open, in one line", async () => {
      const line = failureLine(await cli(["backup", "--out", archive], source));
      expect(line).toMatch(/^error: The embedded database at .* is in use by another process \(pid \d+\); stop the Signet server first/);
      expect(fs.existsSync(archive)).toBe(false);
    });
  } else {
    it("says in one line that pg_dump is needed when PATH has none, and writes no file", async () => {
      const emptyBin = fs.mkdtempSync(path.join(root, "bin-"));
      const line = failureLine(await cli(["backup", "--out", archive], source, { PATH: emptyBin }));
      expect(line).toMatch(/^error: pg_dump was not found on PATH/);
      expect(fs.readdirSync(path.dirname(archive))).toEqual([]);
    });
  }

  it("writes one archive, readable by its owner alone, of the database, the seal and the files", async () => {
    await closeDatabase(); // The server stops (the embedded database's lock is released).
    const result = await cli(["backup", "--out", archive], source);
    expect(result.code, result.stderr).toBe(0);
    const answer = JSON.parse(result.stdout);
    const objects = (fs.readdirSync(path.join(source.dataDir, "files"), { recursive: true }) as string[]).filter(
      (name) => !name.split("/").some((part) => part.startsWith(".")) && fs.statSync(path.join(source.dataDir, "files", name)).isFile(),
    );
    expect(answer).toEqual({ file: archive, bytes: fs.statSync(archive).size, tables: expect.any(Number), files: objects.length, filesIncluded: true });
    expect(answer.tables).toBeGreaterThan(20);
    expect(objects.length).toBeGreaterThanOrEqual(3); // the source PDF, the signed PDF, the certificate at least
    expect(fs.statSync(archive).mode & 0o777).toBe(0o600);
    expect(fs.readdirSync(path.dirname(archive))).toEqual(["signet.tar.gz"]);
  }, 60_000);

  it("restores into an empty DATA_DIR where the process reads the same, its signed PDF has the same SHA-256 and the API key works", async () => {
    const result = await cli(["restore", "--in", archive], target);
    expect(result.code, result.stderr).toBe(0);
    const answer = JSON.parse(result.stdout);
    expect(answer).toEqual({ restored: true, tables: expect.any(Number), files: expect.any(Number) });
    expect(answer.tables).toBeGreaterThan(20);
    expect(fs.readFileSync(path.join(target.dataDir, "seal", "seal.p12"))).toEqual(fs.readFileSync(path.join(source.dataDir, "seal", "seal.p12")));
    expect(fs.statSync(target.dataDir).mode & 0o777).toBe(0o700);

    await useInstallation(target);
    const after = await readProcess();
    expect(after.signedSha256).toBe(before.signedSha256);
    expect(after.record).toEqual(before.record);
    await closeDatabase();
  }, 60_000);

  it("refuses a target that holds data in one line, changing nothing", async () => {
    const files = snapshot(target.dataDir);
    const line = failureLine(await cli(["restore", "--in", archive], target));
    expect(line).toMatch(/^error: restore needs an empty target, but .* holds data; nothing was changed$/);
    expect(snapshot(target.dataDir)).toEqual(files);

    // A DATA_DIR that holds only files (the database elsewhere, or lost) is refused as well.
    const onlyFiles = { dataDir: path.join(root, "only-files"), url: adminUrl ? await createDatabase() : undefined };
    fs.mkdirSync(path.join(onlyFiles.dataDir, "files"), { recursive: true });
    fs.writeFileSync(path.join(onlyFiles.dataDir, "files", "kept.pdf"), "%PDF-");
    expect(failureLine(await cli(["restore", "--in", archive], onlyFiles))).toContain("kept.pdf holds data");
    expect(fs.readdirSync(onlyFiles.dataDir).sort()).toEqual(["files"]);

    if (adminUrl) {
      // An empty DATA_DIR, but the database holds data.
      const usedDatabase = { dataDir: path.join(root, "fresh"), url: source.url };
      expect(failureLine(await cli(["restore", "--in", archive], usedDatabase))).toContain("the database at DATABASE_URL holds data");
      expect(fs.readdirSync(usedDatabase.dataDir)).toEqual([]);
    }
  }, 60_000);

  it("refuses to back up into a missing folder, or an embedded database that is not there, in one line", async () => {
    expect(failureLine(await cli(["backup", "--out", path.join(root, "no-such-folder", "x.tar.gz")], source))).toMatch(/no-such-folder is not a folder; create it first$/);
    if (!adminUrl) {
      const nowhere = { dataDir: path.join(root, "nowhere") };
      expect(failureLine(await cli(["backup", "--out", path.join(root, "nowhere.tar.gz")], nowhere))).toMatch(/there is no embedded database at .*nowhere\/pgdata to back up/);
      expect(fs.existsSync(nowhere.dataDir)).toBe(false);
    }
  }, 60_000);

  it("refuses what is not a Signet backup, in one line, restoring nothing", async () => {
    const empty = { dataDir: path.join(root, "empty"), url: adminUrl ? await createDatabase() : undefined };
    const bogus = path.join(root, "bogus.tar.gz");
    fs.writeFileSync(bogus, "not an archive");
    expect(failureLine(await cli(["restore", "--in", bogus], empty))).toMatch(/is not a complete Signet backup .*nothing was restored$/);
    expect(failureLine(await cli(["restore", "--in", path.join(root, "missing.tar.gz")], empty))).toMatch(/cannot be read; nothing was changed$/);
    expect(fs.readdirSync(empty.dataDir).filter((name) => !name.endsWith(".lock"))).toEqual([]);
  }, 60_000);
});
