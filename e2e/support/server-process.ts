/**
 * A real server process (the production build, `scripts/start.mjs`) started by a spec on a
 * port and with settings of its own, its output kept so the spec can wait for a line.
 */
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { expect } from "@playwright/test";

const ROOT = path.resolve(import.meta.dirname, "..", "..");

export class ServerProcess {
  private output = "";
  private readonly exited: Promise<void>;

  private constructor(
    private readonly child: ChildProcess,
    readonly baseUrl: string,
  ) {
    const collect = (chunk: Buffer) => (this.output += chunk.toString("utf8"));
    child.stdout!.on("data", collect);
    child.stderr!.on("data", collect);
    this.exited = new Promise((resolve) => child.once("exit", () => resolve()));
  }

  /** Starts the server and waits until it serves its login page. */
  static async start(port: number, env: Record<string, string>): Promise<ServerProcess> {
    const baseUrl = `http://localhost:${port}`;
    const child = spawn(process.execPath, ["scripts/start.mjs"], {
      cwd: ROOT,
      env: { ...process.env, APP_URL: baseUrl, NEXT_TELEMETRY_DISABLED: "1", ...env, PORT: String(port) },
      stdio: ["ignore", "pipe", "pipe"],
    });
    const server = new ServerProcess(child, baseUrl);
    let exited = false;
    void server.exited.then(() => (exited = true));
    try {
      await expect
        .poll(async () => (exited ? -1 : ((await fetch(`${baseUrl}/login`).catch(() => null))?.status ?? 0)), { timeout: 120_000, intervals: [250] })
        .toBe(200);
    } catch (error) {
      throw new Error(`The server on port ${port} did not start (${exited ? "it stopped" : "no 200 from /login"}). Its output:\n${server.output.slice(-4000)}`, { cause: error });
    }
    return server;
  }

  /** Everything the server has written to stdout and stderr so far. */
  get log(): string {
    return this.output;
  }

  async waitForLine(text: string): Promise<void> {
    await expect.poll(() => this.output.includes(text), { timeout: 60_000, intervals: [20] }).toBe(true);
  }

  /** No chance to finish anything: the lease, the transaction and the files stay as they were. */
  async kill(): Promise<void> {
    this.child.kill("SIGKILL");
    await this.exited;
  }

  async stop(): Promise<void> {
    this.child.kill("SIGTERM");
    await this.exited;
  }
}
