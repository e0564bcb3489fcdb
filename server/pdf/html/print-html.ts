/**
 * Prints one composed HTML document to PDF in a fresh browser context of the warm Chromium:
 * scripts off, every request refused except the document itself and our fonts (both answered
 * from memory), the markers turned into measurable links, all within a time budget. The
 * document is served sandboxed (a CSP header), which is what stops a meta refresh: a refused
 * request cannot stop navigations to about:, which are never requested.
 */
import type { BrowserContext, Route } from "playwright-core";
import { htmlBrowser, killHtmlBrowser } from "./chromium";
import { HtmlTemplateError } from "./html-template-error";
import { markFieldsScript } from "./mark-fields";
import { checkMarkers, type FoundMarker } from "./marker-keys";
import { fontForUrl } from "./template-fonts";

export const PRINT_BUDGET_MS = 15_000;
const DOCUMENT_URL = "https://template.signet.invalid/document";

/** Answers the page's requests: the document once, our fonts, and nothing else. */
function requestHandler(document: string) {
  let documentServed = false;
  return async (route: Route): Promise<void> => {
    const request = route.request();
    const url = request.url();
    if (url === DOCUMENT_URL && !documentServed) {
      documentServed = true;
      return route.fulfill({
        status: 200,
        contentType: "text/html; charset=utf-8",
        headers: { "Content-Security-Policy": "sandbox" },
        body: document,
      });
    }
    // Note: a refused navigation (a meta refresh, a frame) would replace the page with Chromium's
    // error page; "204 No Content" makes the browser stay on the page it has.
    if (request.isNavigationRequest()) return route.fulfill({ status: 204 });
    const font = fontForUrl(url);
    const body = font && (await font.catch(() => undefined));
    if (body) return route.fulfill({ status: 200, contentType: "font/ttf", headers: { "Access-Control-Allow-Origin": "*" }, body });
    return route.abort("blockedbyclient");
  };
}

async function print(context: BrowserContext, document: string, linkPrefix: string, maxPages: number | undefined): Promise<Uint8Array> {
  const page = await context.newPage();
  const answer = requestHandler(document);
  await page.route("**/*", (route) => answer(route).catch(() => undefined));
  await page.emulateMedia({ media: "print" });
  await page.goto(DOCUMENT_URL, { waitUntil: "load" });
  checkMarkers(await page.evaluate<FoundMarker[]>(markFieldsScript(linkPrefix)));
  // Web fonts load when laid-out text first needs them: force a layout, then wait for them.
  await page.evaluate("(function () { void document.body.offsetHeight; return document.fonts.ready.then(function () { return true; }); })()");
  // One page past the limit is enough to know the document is too long, and printing stops
  // there: Chromium takes about 5 s for 3,000 pages, 0.6 s for the first 101.
  const pageRanges = maxPages === undefined ? undefined : `1-${maxPages + 1}`;
  return page.pdf({ preferCSSPageSize: true, format: "A4", printBackground: true, pageRanges });
}

function budgetError(budgetMs: number): HtmlTemplateError {
  return new HtmlTemplateError(
    `The template took longer than ${budgetMs / 1000} seconds to turn into a PDF (the time limit per document); make it shorter or simpler.`,
  );
}

const OVERRUN = Symbol("over budget");

export async function printHtml(
  document: string,
  linkPrefix: string,
  { slot = 0, budgetMs = PRINT_BUDGET_MS, maxPages }: { slot?: number; budgetMs?: number; maxPages?: number } = {},
): Promise<Uint8Array> {
  // Note: before the budget starts. The budget is the document's: the browser's first start (a
  // few seconds when the npm package's must be unpacked) is not the author's doing, and
  // Playwright bounds a launch itself.
  const browser = await htmlBrowser(slot);
  const started = Date.now();
  let timer: NodeJS.Timeout | undefined;
  let settled = false;
  let context: BrowserContext | undefined;
  const overBudget = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(OVERRUN), budgetMs);
  });
  const work = (async () => {
    context = await browser.newContext({ javaScriptEnabled: false, serviceWorkers: "block", acceptDownloads: false });
    if (settled) {
      await context.close().catch(() => undefined);
      throw budgetError(budgetMs);
    }
    context.setDefaultTimeout(Math.max(1, budgetMs - (Date.now() - started)));
    return print(context, document, linkPrefix, maxPages);
  })();
  // When the budget wins, the abandoned work fails as its browser goes: that is expected.
  work.catch(() => undefined);
  try {
    return await Promise.race([work, overBudget]);
  } catch (error) {
    // Playwright's own timeouts (set to what is left of the budget) mean the same thing.
    if (error === OVERRUN || (error instanceof Error && error.name === "TimeoutError")) {
      // A closed context does not stop a print job Chromium has begun: the browser goes, with
      // every process it started. Nothing else runs in this slot's browser.
      settled = true;
      await killHtmlBrowser(slot);
      throw budgetError(budgetMs);
    }
    throw error;
  } finally {
    settled = true;
    clearTimeout(timer);
    await (context as BrowserContext | undefined)?.close().catch(() => undefined);
  }
}
