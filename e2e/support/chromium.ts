import fs from "node:fs";
import { chromium } from "@playwright/test";

/**
 * Chromium for the browser tests: CHROMIUM_PATH, then Debian's /usr/bin/chromium, then
 * Playwright's own download. Without one the suite is skipped with one loud line, unless
 * REQUIRE_BROWSER=1 (CI), which makes that a failure.
 */
export function findChromium(): string | null {
  const candidates = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"];
  for (const candidate of candidates) if (candidate && fs.existsSync(candidate)) return candidate;
  try {
    const bundled = chromium.executablePath();
    if (bundled && fs.existsSync(bundled)) return bundled;
  } catch {
    // Playwright has no browser of its own here.
  }
  if (process.env.REQUIRE_BROWSER === "1") {
    throw new Error("REQUIRE_BROWSER=1 but no Chromium was found (set CHROMIUM_PATH or install Debian's chromium)");
  }
  console.warn("\n!!! No Chromium found: SKIPPING the browser tests. Set CHROMIUM_PATH or install chromium. !!!\n");
  return null;
}
