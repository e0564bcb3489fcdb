/**
 * The real server for the report and the load run: the production build started as `npm start`
 * on a fresh Postgres database (created for the run, dropped after it), with an organization
 * bootstrapped by the signet CLI. BENCH_DATABASE_URL names a server whose user may create
 * databases (default postgres://postgres@127.0.0.1:5432/postgres).
 */
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import postgres from "postgres";
import type { SignetClient } from "../../lib/api-client/client";

const root = path.resolve(import.meta.dirname, "..", "..");
const adminUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
export const SAMPLE_PDF = path.join(root, "tests/fixtures/pdfs/form_two_pages.pdf");

export interface RealServer {
  baseUrl: string;
  apiKey: string;
  databaseUrl: string;
  dataDir: string;
  postgresVersion: string;
  /** The server process, for reading its CPU time. */
  pid: number;
  stop(): Promise<void>;
}

async function waitFor(url: string, seconds: number): Promise<void> {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    const ok = await fetch(url).then((response) => response.ok, () => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer within ${seconds} s`);
}

function bootstrap(env: NodeJS.ProcessEnv, label: string): { apiKey: string } {
  const result = spawnSync(
    process.execPath,
    ["--import", "tsx", "server/cli/main.ts", "bootstrap", "--org", label, "--plan", "ENTERPRISE", "--email", `${label.toLowerCase()}@example.test`, "--password", "correct horse battery staple"],
    { cwd: root, env, encoding: "utf8" },
  );
  if (result.status !== 0) throw new Error(`bootstrap failed: ${result.stderr}`);
  return JSON.parse(result.stdout) as { apiKey: string };
}

/**
 * Starts the server on `port` with `settings` on top of the defaults; `label` names the database
 * and organization; `nodeArgs` go to the server's node (e.g. --cpu-prof, which NODE_OPTIONS refuses).
 */
export async function startRealServer(label: string, port: number, settings: Record<string, string> = {}, nodeArgs: string[] = []): Promise<RealServer> {
  const admin = postgres(adminUrl, { max: 1, onnotice: () => undefined });
  const [{ server_version: postgresVersion }] = (await admin`show server_version`) as unknown as [{ server_version: string }];
  const name = `signet_${label.toLowerCase()}_${Date.now().toString(36)}`;
  await admin.unsafe(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `signet-${label.toLowerCase()}-`));
  const baseUrl = `http://127.0.0.1:${port}`;
  const env = { ...process.env, DATABASE_URL: databaseUrl, DATA_DIR: dataDir, PORT: String(port), APP_URL: baseUrl, NEXT_TELEMETRY_DISABLED: "1", ...settings };
  const drop = async () => {
    await admin.unsafe(`drop database if exists ${name} with (force)`).catch(() => undefined);
    await admin.end();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    console.log(`[${label}] database ${name}; bootstrapping and starting the server (it builds first if there is no build)`);
    const { apiKey } = bootstrap(env, label);
    const child = spawn(process.execPath, [...nodeArgs, "scripts/start.mjs"], { cwd: root, env, stdio: ["ignore", "ignore", "inherit"] });
    await waitFor(`${baseUrl}/login`, 900);
    return {
      baseUrl,
      apiKey,
      databaseUrl,
      dataDir,
      postgresVersion,
      pid: child.pid!,
      stop: async () => {
        child.kill("SIGTERM");
        await new Promise((resolve) => child.once("exit", resolve));
        await drop();
      },
    };
  } catch (error) {
    await drop();
    throw error;
  }
}

/** Uploads the bytes (initiate, PUT, commit) and answers the new asset's id; processing runs on. */
export async function uploadPdf(signet: SignetClient, bytes: Uint8Array, fileName: string, beforeCommit?: () => void): Promise<string> {
  const { data: upload } = await signet.POST("/pdf-assets/uploads", { body: { fileName, sizeBytes: bytes.length, contentType: "application/pdf" } });
  if (!upload) throw new Error("initiating the upload failed");
  await fetch(upload.data.uploadUrl, { method: upload.data.method, headers: upload.data.headers, body: Buffer.from(bytes) });
  beforeCommit?.();
  const { data: asset } = await signet.POST("/pdf-assets/uploads/{uploadId}/commit", { params: { path: { uploadId: upload.data.uploadId } } });
  if (!asset) throw new Error("committing the upload failed");
  return asset.data.id;
}

/** Polls the asset's processing every `pollMs` until it is READY; throws on FAILED or after `seconds`. */
export async function waitUntilReady(signet: SignetClient, id: string, seconds = 60, pollMs = 500): Promise<void> {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    const { data } = await signet.GET("/pdf-assets/{id}/processing", { params: { path: { id } } });
    if (data?.data.status === "READY") return;
    if (data?.data.status === "FAILED") throw new Error(`processing failed: ${data.data.errorMessage}`);
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
  throw new Error(`the PDF was not READY within ${seconds} s`);
}

/** Uploads `file` and waits until its pages are rendered. */
export async function readyAsset(signet: SignetClient, file = SAMPLE_PDF): Promise<string> {
  const id = await uploadPdf(signet, fs.readFileSync(file), path.basename(file));
  await waitUntilReady(signet, id);
  return id;
}

/** The token of the invitation mailed to `email` for the process, once the outbox has it. */
export async function invitedToken(dataDir: string, processId: string, email: string): Promise<string> {
  const dir = path.join(dataDir, "outbox");
  for (let tries = 0; tries < 600; tries += 1) {
    for (const name of fs.existsSync(dir) ? fs.readdirSync(dir) : []) {
      if (!name.endsWith(".json")) continue;
      const message = JSON.parse(fs.readFileSync(path.join(dir, name), "utf8")) as { to: string; links: string[]; meta: { kind?: string; signingProcessId?: string } };
      if (message.to !== email || message.meta.kind !== "invite" || message.meta.signingProcessId !== processId) continue;
      const link = message.links.find((url) => url.includes("/sign/"));
      if (link) return link.split("/sign/")[1]!;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no invitation to ${email}`);
}

/** Waits until no job is due or running (the self-rescheduling sweeps wait for later). */
export async function drainJobs(databaseUrl: string, seconds = 600): Promise<void> {
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => undefined });
  try {
    const deadline = Date.now() + seconds * 1000;
    while (Date.now() < deadline) {
      const [{ busy }] = (await sql`select count(*)::int as busy from jobs where status = 'RUNNING' or (status = 'PENDING' and run_at <= now())`) as unknown as [{ busy: number }];
      if (busy === 0) return;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    throw new Error(`background jobs did not drain within ${seconds} s`);
  } finally {
    await sql.end();
  }
}
