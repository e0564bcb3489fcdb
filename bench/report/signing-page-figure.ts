/**
 * B5: the signing page opened cold in Chromium at 390x844 (a phone): a new browser context, so
 * nothing is cached, against a server that has already served the page once (the first request
 * of a fresh process loads the route's modules; that is a start-up cost, not the signer's). It
 * measures the time from navigation to the first page's image drawn, and the JavaScript the
 * page loads (every script response, gzip-compressed as a server would send it).
 */
import { gzipSync } from "node:zlib";
import { chromium, devices } from "playwright-core";
import { percentile } from "./http-load";

export interface SigningPageFigure {
  runs: number;
  firstImageP50Ms: number;
  firstImageP95Ms: number;
  scriptGzipBytes: number;
  scriptFiles: number;
}

const FIRST_PAGE_DRAWN = () => {
  const image = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
  return Boolean(image && image.complete && image.naturalWidth > 0);
};

export async function measureSigningPage(executablePath: string, links: string[]): Promise<SigningPageFigure> {
  const browser = await chromium.launch({ executablePath, args: ["--no-sandbox", "--disable-gpu"] });
  try {
    const times: number[] = [];
    let scriptGzipBytes = 0;
    let scriptFiles = 0;
    for (const [index, link] of links.entries()) {
      const context = await browser.newContext({ ...devices["iPhone 13"], viewport: { width: 390, height: 844 } });
      const page = await context.newPage();
      const scripts: Array<Promise<number>> = [];
      page.on("response", (response) => {
        if (response.request().resourceType() === "script") scripts.push(response.body().then((body) => gzipSync(body).length, () => 0));
      });
      const started = performance.now();
      await page.goto(link);
      await page.waitForFunction(FIRST_PAGE_DRAWN, undefined, { timeout: 30_000, polling: 10 });
      const elapsed = performance.now() - started;
      // The first link warms the server up; it is not counted.
      if (index > 0) times.push(elapsed);
      if (index === links.length - 1) {
        const sizes = await Promise.all(scripts);
        scriptGzipBytes = sizes.reduce((sum, size) => sum + size, 0);
        scriptFiles = sizes.length;
      }
      await context.close();
    }
    const sorted = times.sort((a, b) => a - b);
    return { runs: times.length, firstImageP50Ms: percentile(sorted, 50), firstImageP95Ms: percentile(sorted, 95), scriptGzipBytes, scriptFiles };
  } finally {
    await browser.close();
  }
}
