#!/usr/bin/env node
/**
 * The e2e suite's second server: a PRO organization (SMS signing, webhooks) bootstrapped with
 * the signet CLI before the server takes the embedded database, then served like `npm start`.
 * Its credentials land in $DATA_DIR/e2e-pro.json for the specs to read.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..", "..");
const credentials = path.join(process.env.DATA_DIR, "e2e-pro.json");

if (!fs.existsSync(credentials)) {
  const result = spawnSync(
    process.execPath,
    ["--import", "tsx", "server/cli/main.ts", "bootstrap", "--org", "Signet E2E Pro", "--plan", "PRO",
      "--email", "pro-owner@e2e.example", "--password", "correct horse battery staple"],
    { cwd: root, encoding: "utf8" },
  );
  if (result.status !== 0) {
    console.error(result.stderr);
    process.exit(1);
  }
  fs.writeFileSync(credentials, result.stdout);
}

await import(path.join(root, "scripts", "start.mjs"));
