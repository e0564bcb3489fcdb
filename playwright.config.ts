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
    ? {
        command: "node scripts/start.mjs",
        url: `${baseURL}/login`,
        timeout: 600_000,
        reuseExistingServer: false,
        stdout: "pipe",
        env: {
          PORT: String(port),
          APP_URL: baseURL,
          DATA_DIR: dataDir,
          RATE_LIMIT_PER_MINUTE: "1000",
        },
      }
    : undefined,
});
