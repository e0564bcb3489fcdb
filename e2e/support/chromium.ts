import { findChromium as findServerChromium } from "../../server/pdf/html/find-chromium";

/**
 * Chromium for the browser tests, found as the server finds it for HTML templates
 * (server/pdf/html/find-chromium.ts). Without one the suite is skipped with one loud line,
 * unless REQUIRE_BROWSER=1 (CI), which makes that a failure.
 */
export function findChromium(): string | null {
  const found = findServerChromium({ configured: process.env.CHROMIUM_PATH });
  if (found) return found;
  if (process.env.REQUIRE_BROWSER === "1") {
    throw new Error("REQUIRE_BROWSER=1 but no Chromium was found (set CHROMIUM_PATH or install Debian's chromium)");
  }
  console.warn("\n!!! No Chromium found: SKIPPING the browser tests. Set CHROMIUM_PATH or install chromium. !!!\n");
  return null;
}
