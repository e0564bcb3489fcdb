/**
 * pg_dump and pg_restore, the PostgreSQL client tools, found on PATH. Their major version must
 * be at least the server's; a missing tool or a failure becomes one line for the operator.
 */
import { spawn } from "node:child_process";
import { redactSecrets } from "@/server/log/redact.mjs";
import { BackupError } from "./archive-format";

export async function runPgTool(tool: "pg_dump" | "pg_restore", args: string[]): Promise<void> {
  const stderr = await new Promise<{ code: number | null; text: string }>((resolve, reject) => {
    const child = spawn(tool, args, { stdio: ["ignore", "ignore", "pipe"] });
    let text = "";
    child.stderr.on("data", (chunk: Buffer) => (text += chunk.toString()));
    child.on("error", (error: NodeJS.ErrnoException) =>
      reject(
        error.code === "ENOENT"
          ? new BackupError(
              `${tool} was not found on PATH: install the PostgreSQL client tools of your server's major version (for example the postgresql-client package) and run again`,
            )
          : error,
      ),
    );
    child.on("close", (code) => resolve({ code, text }));
  });
  if (stderr.code !== 0) {
    const lines = stderr.text.trim().split("\n").filter(Boolean);
    throw new BackupError(`${tool} failed: ${redactSecrets(lines.slice(0, 3).join("; ") || `exit code ${stderr.code}`)}`);
  }
}
