/**
 * End-to-end tests in real Chromium against the production build, on a fresh embedded
 * database in a temporary DATA_DIR. Chromium comes from CHROMIUM_PATH, Debian's package or
 * Playwright's own download (see e2e/support/chromium.ts).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { findChromium } from "./e2e/support/chromium";

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://localhost:${port}`;
const dataDir = process.env.E2E_DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), "signet-e2e-"));
const chromium = findChromium();
// The second server, with a PRO organization. Note: workers load this file again; `??=` keeps
// the runner's values, which they inherit, so everyone agrees on one directory.
const proPort = port + 1;
process.env.E2E_PRO_URL ??= `http://localhost:${proPort}`;
process.env.E2E_PRO_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), "signet-e2e-pro-"));
const serverEnv = { RATE_LIMIT_PER_MINUTE: "1000", NEXT_TELEMETRY_DISABLED: "1" };

export default defineConfig({
  testDir: "./e2e",
  // Without a browser nothing can run; findChromium has said so loudly.
  testIgnore: chromium ? undefined : "**/*",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: process.env.CI ? [["list"], ["json", { outputFile: ".ci-out/e2e.json" }]] : "list",
  timeout: 60_000,
  use: {
    baseURL,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: chromium ?? undefined,
      args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
    },
  },
  // first-run sets the fresh install up; every other spec signs in as the owner it created.
  projects: [
    { name: "first-run", testMatch: /first-run\.spec\.ts/, use: { ...devices["Desktop Chrome"] } },
    { name: "chromium", testIgnore: /first-run\.spec\.ts/, dependencies: ["first-run"], use: { ...devices["Desktop Chrome"] } },
  ],
  webServer: chromium
    ? [
        {
          command: "node scripts/start.mjs",
          url: `${baseURL}/login`,
          timeout: 600_000,
          reuseExistingServer: false,
          stdout: "pipe",
          env: { ...serverEnv, PORT: String(port), APP_URL: baseURL, DATA_DIR: dataDir },
        },
        {
          command: "node e2e/support/start-pro-server.mjs",
          url: `${process.env.E2E_PRO_URL}/login`,
          timeout: 600_000,
          reuseExistingServer: false,
          stdout: "pipe",
          env: { ...serverEnv, PORT: String(proPort), APP_URL: process.env.E2E_PRO_URL, DATA_DIR: process.env.E2E_PRO_DATA_DIR },
        },
      ]
    : undefined,
});
