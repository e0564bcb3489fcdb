/**
 * One warm Chromium for HTML templates, launched on first use and shared by every render
 * (each render gets its own browser context). Concurrent first calls share one launch; a
 * browser that crashed or was closed is replaced on the next call.
 */
import { type Browser, chromium } from "playwright-core";
import { env } from "../../env";

// The machine may have no network: without the background-networking switches Chromium keeps
// trying to reach Google's services. The resolver rule keeps any name from resolving, so even
// a request that slipped past the page's request handler (a DNS prefetch) goes nowhere.
const LAUNCH_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--host-resolver-rules=MAP * ~NOTFOUND",
];

let current: Promise<Browser> | undefined;

function launch(): Promise<Browser> {
  const executablePath = env().CHROMIUM_PATH ?? "/usr/bin/chromium";
  const launching = chromium
    .launch({ executablePath, args: LAUNCH_ARGS, handleSIGINT: false, handleSIGTERM: false, handleSIGHUP: false })
    .then((browser) => {
      browser.on("disconnected", () => {
        if (current === launching) current = undefined;
      });
      return browser;
    })
    .catch((error: unknown) => {
      if (current === launching) current = undefined;
      const reason = error instanceof Error ? error.message.split("\n")[0] : String(error);
      throw new Error(`Chromium could not be started from ${executablePath} (set CHROMIUM_PATH): ${reason}`);
    });
  current = launching;
  return launching;
}

export async function htmlBrowser(): Promise<Browser> {
  const pending = current ?? launch();
  const browser = await pending;
  if (browser.isConnected()) return browser;
  if (current === pending) current = undefined;
  return current ?? launch();
}

/** Closes the warm browser, if any; the next render launches a new one. */
export async function closeHtmlRenderer(): Promise<void> {
  const closing = current;
  current = undefined;
  const browser = await closing?.catch(() => undefined);
  await browser?.close().catch(() => undefined);
}
