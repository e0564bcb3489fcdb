/**
 * Where Chromium is, for HTML templates and for the browser tests alike: CHROMIUM_PATH when set
 * (a wrong path is then an error to report, not a reason to look elsewhere), else Debian's and
 * Ubuntu's packages, else the browser Playwright downloaded, so that `npm install` plus
 * `npx playwright install chromium` suffices. Null when there is none.
 */
import fs from "node:fs";
import { chromium } from "playwright-core";

export const SYSTEM_CHROMIUM_PATHS: readonly string[] = ["/usr/bin/chromium", "/usr/bin/chromium-browser"];

export function findChromium({
  configured,
  systemPaths = SYSTEM_CHROMIUM_PATHS,
  playwrightPath = bundledChromiumPath,
}: {
  configured: string | undefined;
  systemPaths?: readonly string[];
  playwrightPath?: () => string | undefined;
}): string | null {
  if (configured) return configured;
  for (const candidate of systemPaths) if (fs.existsSync(candidate)) return candidate;
  const bundled = playwrightPath();
  return bundled && fs.existsSync(bundled) ? bundled : null;
}

function bundledChromiumPath(): string | undefined {
  try {
    return chromium.executablePath();
  } catch {
    // Playwright knows no browser for this platform.
    return undefined;
  }
}
