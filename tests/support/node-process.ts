import { spawn } from "node:child_process";
import path from "node:path";

export interface NodeRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

const root = path.resolve(import.meta.dirname, "../..");

/**
 * Runs `node <args>` from the repository's root to its end and answers what it printed. Tests
 * that must see a process die (out of heap, a crash) or start the CLI as an operator would use
 * it instead of running the code in their own worker.
 */
export function runNode(args: string[], env: NodeJS.ProcessEnv = process.env): Promise<NodeRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: root, env });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => (stdout += chunk));
    child.stderr.on("data", (chunk) => (stderr += chunk));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stdout, stderr }));
  });
}
