/** The `signet` CLI as the specs run it: against the database their environment names. */
import { spawnSync } from "node:child_process";
import path from "node:path";
import { expect } from "@playwright/test";

const ROOT = path.resolve(import.meta.dirname, "..", "..");

/** `signet bootstrap`: a PRO organization with an owner and an admin API key. */
export function bootstrapOrganization(env: Record<string, string>, organization: string, email: string): { apiKey: string; organizationId: string } {
  const result = spawnSync(
    process.execPath,
    ["--import", "tsx", "server/cli/main.ts", "bootstrap", "--org", organization, "--plan", "PRO", "--email", email],
    { cwd: ROOT, encoding: "utf8", env: { ...process.env, ...env } },
  );
  expect(result.status, result.stderr).toBe(0);
  return JSON.parse(result.stdout) as { apiKey: string; organizationId: string };
}
