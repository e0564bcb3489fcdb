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
import { type Browser, type BrowserServer, chromium } from "playwright-core";
import { env } from "../../env";
import { findChromium } from "./find-chromium";

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

const STATE_KEY = Symbol.for("signet.htmlBrowsers");
type State = { bySlot: Map<number, Promise<WarmBrowser>> };
const state: State = ((globalThis as { [STATE_KEY]?: State })[STATE_KEY] ??= { bySlot: new Map() });

function chromiumPath(): string {
  const found = findChromium({ configured: env().CHROMIUM_PATH });
  if (!found) throw new Error("No Chromium was found for HTML templates: install chromium or set CHROMIUM_PATH");
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
        const reason = error instanceof Error ? error.message.split("\n")[0] : String(error);
        throw new Error(`Chromium could not be started from ${executablePath} (set CHROMIUM_PATH): ${reason}`);
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
