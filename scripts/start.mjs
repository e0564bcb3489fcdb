#!/usr/bin/env node
/**
 * `npm start`: builds the app when there is no build yet, then serves it on PORT [3000].
 * Our own HTTP server in front of Next.js (scripts/front-server.mjs) records each request's
 * socket address in X-Signet-Client-IP (dropping any value a client sent), so the burst throttle
 * counts real clients and cannot be dodged with a forged X-Forwarded-For; it also sets the
 * security headers, with Strict-Transport-Security when APP_URL is https (next.config.ts's
 * headers are fixed at build time), and bounds how long a request may take to arrive. The
 * database is migrated at start by instrumentation.ts. This file also sends every line the
 * process logs through the logger (JSON lines, secrets redacted).
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { routeConsoleToLogger } from "../server/log/logger.mjs";
import { createFrontServer } from "./front-server.mjs";
import { strictTransportSecurity } from "./security-headers.mjs";

// Note: one place covers every log line of the server process (Next.js, the routes, the job
// runner): JSON lines, redacted, so a signer's link, an API key or a presigned URL never
// reaches the operator's logs (server/log/logger.mjs).
process.env.NODE_ENV = "production";
routeConsoleToLogger();

const require = createRequire(import.meta.url);
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
process.chdir(root);

const port = Number(process.env.PORT || 3000);
if (!Number.isInteger(port) || port < 1 || port > 65535) {
  console.error(`PORT must be a port number, got ${process.env.PORT}`);
  process.exit(1);
}

const buildId = path.join(root, ".next", "BUILD_ID");
const buildLock = path.join(root, ".next-build.lock");

/** Two servers started at once from one checkout (the e2e suite does) must not both build. */
async function ensureBuilt() {
  while (!fs.existsSync(buildId)) {
    let lock;
    try {
      lock = fs.openSync(buildLock, "wx");
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      continue;
    }
    try {
      if (fs.existsSync(buildId)) return;
      console.log("[signet] no build found: running next build first (a few minutes, once)");
      const build = spawnSync(process.execPath, [require.resolve("next/dist/bin/next"), "build"], { stdio: "inherit" });
      if (build.status !== 0) process.exit(build.status ?? 1);
    } finally {
      fs.closeSync(lock);
      fs.rmSync(buildLock, { force: true });
    }
  }
}

await ensureBuilt();

const { default: next } = await import("next");
const app = next({ dev: false, dir: root, port });
await app.prepare();
const handle = app.getRequestHandler();

const server = createFrontServer({
  handleNext: handle,
  // Published by instrumentation.ts (server/http/api-lane.ts) when Next.js starts the app: the
  // /api/v1 router the catch-all route uses, without Next.js's per-request work. A request
  // before it exists goes to Next.js, and through the catch-all to the same router.
  lane: () => globalThis.__signetApiLane,
  hsts: strictTransportSecurity(process.env.APP_URL),
});
server.listen(port, () => console.log(`[signet] listening on http://localhost:${port}`));
