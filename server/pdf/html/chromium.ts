/**
 * The warm Chromiums for HTML templates: one per render slot (render-slots.ts), launched on
 * first use and kept for the next render in that slot (each render gets its own browser
 * context). Concurrent first calls share one launch; a browser that crashed or was killed is
 * replaced on the next call.
 *
 * A slot's own browser is what lets a render that overran its budget be stopped for good:
 * closing its context does not stop a print job already handed to Chromium's print compositor
 * (such processes were seen running for minutes), so the whole browser, its process group, is
 * killed, and no other render is running in it.
 *
 * The browsers live on globalThis: Next.js may load this module once per route bundle, and a
 * second copy would start browsers of its own.
 */
import type { ChildProcess } from "node:child_process";
import path from "node:path";
import { type Browser, type BrowserServer, chromium } from "playwright-core";
import { env } from "../../env";
import { AppError } from "../../errors";
import { locateChromium, type ChromiumSources } from "./find-chromium";
import { logger } from "@/server/log/logger.mjs";

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

interface WarmBrowser {
  server: BrowserServer;
  browser: Browser;
}

/** Where to look for Chromium beyond CHROMIUM_PATH; the defaults but in tests. */
type Sources = Omit<ChromiumSources, "configured">;

const STATE_KEY = Symbol.for("signet.htmlBrowsers");
type State = { bySlot: Map<number, Promise<WarmBrowser>>; sources: Sources };
const state: State = ((globalThis as { [STATE_KEY]?: State })[STATE_KEY] ??= { bySlot: new Map(), sources: {} });

/**
 * Tests hide this machine's own browsers with it (`{ systemPaths: [], playwrightPath: () =>
 * undefined }`) to prove what a machine without them does; `{}` restores the defaults. Browsers
 * already running are not affected (closeHtmlRenderer).
 */
export function setChromiumSources(sources: Sources): void {
  state.sources = sources;
}

// Answers of RENDERER_UNAVAILABLE: what the server lacks, in words for whoever started the
// signing; the operator finds the details in the server's log.
const NO_BROWSER = "This server has no browser to turn HTML templates into PDFs; its operator can install one (Signet's README says how).";
const BROWSER_FAILED =
  "This server's browser for turning HTML templates into PDFs could not be started; its operator will find why in the server's log.";

function unavailable(what: string, error: unknown): AppError {
  const reason = error instanceof Error ? error.message.split("\n")[0] : String(error);
  logger().error(`[signet] Chromium for HTML templates: ${what}: ${reason}`);
  return new AppError("RENDERER_UNAVAILABLE", BROWSER_FAILED);
}

async function chromiumPath(): Promise<string> {
  const { CHROMIUM_PATH, DATA_DIR } = env();
  const found = await locateChromium({ configured: CHROMIUM_PATH, ...state.sources }, path.join(DATA_DIR, "chromium")).catch((error: unknown) => {
    throw unavailable("unpacking the browser of the npm package @sparticuz/chromium failed", error);
  });
  if (!found) {
    logger().error("[signet] Chromium for HTML templates: none found (CHROMIUM_PATH, the system's, Playwright's, @sparticuz/chromium)");
    throw new AppError("RENDERER_UNAVAILABLE", NO_BROWSER);
  }
  return found;
}

async function start(executablePath: string): Promise<WarmBrowser> {
  // launchServer rather than launch: it tells the browser's process id, which a kill needs.
  const server = await chromium.launchServer({ executablePath, args: LAUNCH_ARGS, handleSIGINT: false, handleSIGTERM: false, handleSIGHUP: false });
  try {
    return { server, browser: await chromium.connect(server.wsEndpoint()) };
  } catch (error) {
    await server.kill().catch(() => undefined);
    throw error;
  }
}

function launch(slot: number): Promise<WarmBrowser> {
  const launching = Promise.resolve()
    .then(chromiumPath)
    .then((executablePath) =>
      start(executablePath).catch((error: unknown) => {
        throw unavailable(`starting ${executablePath} failed (CHROMIUM_PATH may name another)`, error);
      }),
    )
    .then((warm) => {
      warm.browser.on("disconnected", () => forget(slot, launching));
      return warm;
    })
    .catch((error: unknown) => {
      forget(slot, launching);
      throw error;
    });
  state.bySlot.set(slot, launching);
  return launching;
}

function forget(slot: number, which: Promise<WarmBrowser>): void {
  if (state.bySlot.get(slot) === which) state.bySlot.delete(slot);
}

async function warmBrowser(slot: number): Promise<WarmBrowser> {
  const pending = state.bySlot.get(slot) ?? launch(slot);
  const warm = await pending;
  if (warm.browser.isConnected()) return warm;
  forget(slot, pending);
  return state.bySlot.get(slot) ?? launch(slot);
}

/** The browser of render slot `slot`, launched if it is not running. */
export async function htmlBrowser(slot = 0): Promise<Browser> {
  return (await warmBrowser(slot)).browser;
}

/** The process id of slot `slot`'s browser, which is also its process group's, if it runs. */
export async function htmlBrowserPid(slot = 0): Promise<number | undefined> {
  const pending = state.bySlot.get(slot);
  return (await pending?.catch(() => undefined))?.server.process().pid;
}

/**
 * Kills slot `slot`'s browser with every process it started (SIGKILL to its process group, so
 * that a print compositor still at work goes too) and waits until it is gone.
 */
export async function killHtmlBrowser(slot: number): Promise<void> {
  const pending = state.bySlot.get(slot);
  if (!pending) return;
  state.bySlot.delete(slot);
  const warm = await pending.catch(() => undefined);
  if (!warm) return;
  killGroup(warm.server.process());
  await warm.server.kill().catch(() => undefined);
}

function killGroup(child: ChildProcess): void {
  if (child.pid === undefined) return;
  try {
    // Playwright starts the browser detached: its process id is its process group's.
    process.kill(-child.pid, "SIGKILL");
  } catch {
    // The group is gone already.
  }
}

/** Closes every warm browser; the next render launches a new one. */
export async function closeHtmlRenderer(): Promise<void> {
  const all = [...state.bySlot.values()];
  state.bySlot.clear();
  await Promise.all(
    all.map(async (pending) => {
      const warm = await pending.catch(() => undefined);
      await warm?.browser.close().catch(() => undefined);
      await warm?.server.close().catch(() => undefined);
    }),
  );
}
