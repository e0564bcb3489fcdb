/**
 * Where Chromium is, for HTML templates and for the browser tests alike: CHROMIUM_PATH when set
 * (a wrong path is then an error to report, not a reason to look elsewhere), else Debian's and
 * Ubuntu's packages, else the browser Playwright downloaded. Null when there is none. HTML
 * templates then take the one the npm package @sparticuz/chromium ships (locateChromium), so
 * that `npm install` alone suffices.
 */
import fs from "node:fs";
import { chromium } from "playwright-core";
import { findPackedChromium, unpackChromium, type PackedChromium } from "./packaged-chromium";

export const SYSTEM_CHROMIUM_PATHS: readonly string[] = ["/usr/bin/chromium", "/usr/bin/chromium-browser"];

export interface ChromiumSources {
  configured: string | undefined;
  systemPaths?: readonly string[];
  playwrightPath?: () => string | undefined;
  /** The npm package's packed browser (locateChromium only). */
  packed?: () => PackedChromium | null;
}

export function findChromium({ configured, systemPaths = SYSTEM_CHROMIUM_PATHS, playwrightPath = bundledChromiumPath }: ChromiumSources): string | null {
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

/**
 * A browser findChromium finds, else the npm package's, unpacked under `unpackDir` on first use
 * (packaged-chromium.ts). Null when there is none; a failure to unpack is thrown.
 */
export async function locateChromium(sources: ChromiumSources, unpackDir: string): Promise<string | null> {
  const found = findChromium(sources);
  if (found) return found;
  const packed = (sources.packed ?? findPackedChromium)();
  return packed ? unpackChromium(packed, unpackDir) : null;
}
