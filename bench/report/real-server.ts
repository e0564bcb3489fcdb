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

/** Starts the server on `port` with `settings` on top of the defaults; `label` names the database and organization. */
export async function startRealServer(label: string, port: number, settings: Record<string, string> = {}): Promise<RealServer> {
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
    const child = spawn(process.execPath, ["scripts/start.mjs"], { cwd: root, env, stdio: ["ignore", "ignore", "inherit"] });
    await waitFor(`${baseUrl}/login`, 900);
    return {
      baseUrl,
      apiKey,
      databaseUrl,
      dataDir,
      postgresVersion,
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

/** Uploads `file` (initiate, PUT, commit) and waits until its pages are rendered. */
export async function readyAsset(signet: SignetClient, file = SAMPLE_PDF): Promise<string> {
  const bytes = fs.readFileSync(file);
  const { data: upload } = await signet.POST("/pdf-assets/uploads", { body: { fileName: path.basename(file), sizeBytes: bytes.length, contentType: "application/pdf" } });
  if (!upload) throw new Error("initiating the upload failed");
  await fetch(upload.data.uploadUrl, { method: upload.data.method, headers: upload.data.headers, body: bytes });
  const { data: asset } = await signet.POST("/pdf-assets/uploads/{uploadId}/commit", { params: { path: { uploadId: upload.data.uploadId } } });
  if (!asset) throw new Error("committing the upload failed");
  for (let tries = 0; tries < 120; tries += 1) {
    const { data } = await signet.GET("/pdf-assets/{id}/processing", { params: { path: { id: asset.data.id } } });
    if (data?.data.status === "READY") return asset.data.id;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error("the sample PDF was not READY within a minute");
}
