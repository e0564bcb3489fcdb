/**
 * Reading the document on the signing page (docs/signing-page.md, "Readable on a phone" and
 * "Sharp when zoomed"): a real A4 page with 11 pt body text opens at the reading zoom on a phone
 * (body text at least 12 CSS px, the pages panning inside their own box, never the page), fits
 * the width at 100 %, loads the 2000 px rendition once drawn larger than the preview can show
 * sharply, can be pinched, and the sender's message is shown in full. Screenshots of a phone
 * (390 x 844) and a tablet (1024 x 768) at 100 % and 200 % are kept with the test's output.
 */
import { expect, test, type Browser, type Page } from "@playwright/test";
import { corpusPath } from "../tests/fixtures/corpus";
import { invitationLink } from "./support/outbox";
import { createProcess, readyAsset, signetClient } from "./support/pro-api";
import { proOrganization } from "./support/pro-organization";

// One A4 page (595.28 pt wide) of 11 pt body text, from PDF.js's test suite.
const PDF = corpusPath("signed_verified.pdf");
const PAGE_WIDTH_PT = 595.28;
const BODY_TEXT_PT = 11;
const RUN = Date.now().toString(36);
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true };
const TABLET = { viewport: { width: 1024, height: 768 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };
const MESSAGE = [
  "Hello Ada,",
  "",
  "this is the agreement we talked about on Tuesday. Please read section 4 on the notice period before you sign: it changed from one month to three months, as you asked, and the deposit is now paid in two parts.",
  "",
  "If anything is unclear, call me on 030 1234567 before Friday; after that I am away until the 14th and the offer lapses at the end of the month.",
  "",
  "Thank you, and kind regards from the whole team at the office in Berlin-Kreuzberg.",
].join("\n");

test.describe.configure({ mode: "serial" });

let link: string;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const pro = proOrganization();
  const signet = signetClient(pro.baseURL, pro.apiKey);
  const assetId = await readyAsset(signet, PDF);
  const email = `ada-${RUN}@example.test`;
  const process = await createProcess(signet, {
    dispatchMode: "EMAIL",
    authPolicy: "SES_LINK_ONLY",
    sourcePdfAssetId: assetId,
    subject: `Rental agreement ${RUN}`,
    message: MESSAGE,
    signers: [{ signOrder: 1, name: "Ada Reader", email }],
    fields: [{ assignedSignerSignOrder: 1, type: "SIGNATURE", label: "Signature", required: true, page: 0, x: 60, y: 700, w: 180, h: 50 }],
  });
  link = await invitationLink(process.id, email);
});

async function open(browser: Browser, device: typeof PHONE | typeof TABLET) {
  const context = await browser.newContext({ ...device, locale: "en-US" });
  const page = await context.newPage();
  await page.goto(link);
  await expectLoaded(page, "img[alt='Page 1 of 1']", 1000);
  return { context, page };
}

/** The image is loaded and decoded at this natural width. */
async function expectLoaded(page: Page, selector: string, naturalWidth: number) {
  await expect
    .poll(() => page.locator(selector).first().evaluate((image: HTMLImageElement) => (image.complete ? image.naturalWidth : 0)), { timeout: 30_000 })
    .toBe(naturalWidth);
}

/** The first page's box and the space the document has (the pages' scrolling box). */
async function pageGeometry(page: Page) {
  return page.getByRole("figure").first().evaluate((figure) => {
    const box = figure.firstElementChild!.getBoundingClientRect();
    const scroller = figure.closest("ol")!.parentElement!;
    return { pageWidth: box.width, available: scroller.clientWidth, scrollerWidth: scroller.scrollWidth };
  });
}

/** Scrolls the first page to the top of the screen, for a screenshot of the document. */
const showFirstPage = (page: Page) => page.getByRole("figure").first().evaluate((figure) => figure.scrollIntoView({ block: "start" }));

const documentScrollWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);
const zoomLevel = (page: Page) => page.getByRole("group", { name: "Zoom" }).locator("output");

test("on a phone: opens readable, fits at 100 %, sharp at 200 %, pinchable, the whole message shown", async ({ browser }) => {
  const { context, page } = await open(browser, PHONE);

  await test.step("the viewport lets the reader pinch", async () => {
    const viewport = await page.locator("meta[name=viewport]").evaluateAll((metas) => metas.map((meta) => meta.getAttribute("content") ?? ""));
    expect(viewport.length).toBeGreaterThan(0);
    for (const content of viewport) expect(content).not.toMatch(/user-scalable\s*=\s*(no|0)|maximum-scale\s*=\s*1(\.0*)?\b/);
  });

  await test.step("it opens at the reading zoom: 11 pt body text at 12 CSS px at least, panning inside the document only", async () => {
    await expect(zoomLevel(page)).toHaveText("175 %");
    const { pageWidth, available, scrollerWidth } = await pageGeometry(page);
    expect((pageWidth / PAGE_WIDTH_PT) * BODY_TEXT_PT).toBeGreaterThanOrEqual(12);
    expect(scrollerWidth).toBeGreaterThan(available);
    expect(await documentScrollWidth(page)).toBeLessThanOrEqual(390);
    // A phone draws no scrollbar: a line says that the page goes on sideways.
    await expect(page.getByText("The page is wider than the screen: swipe sideways to see all of it, or zoom out.")).toBeVisible();
    // 655 CSS px at ratio 3 is more than the preview has: the 2000 px rendition is drawn over it.
    await expectLoaded(page, "img[src*='/pages/1?width=2000']", 2000);
    await showFirstPage(page);
    await page.screenshot({ path: test.info().outputPath("phone-390x844-reading-175.png") });
  });

  await test.step("a heading the page moves the focus to shows no ring; the controls keep theirs", async () => {
    const heading = page.locator("#signing-panel-title");
    await heading.evaluate((element) => (element as HTMLElement).focus());
    // No ring to see: Tailwind's outline-none keeps a transparent outline, which forced-colors mode shows.
    const ringSeen = (element: Element) => {
      const { outlineStyle, outlineColor } = getComputedStyle(element);
      return outlineStyle !== "none" && outlineColor !== "rgba(0, 0, 0, 0)";
    };
    expect(await heading.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await heading.evaluate(ringSeen)).toBe(false);
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement !== document.querySelector("#signing-panel-title"))).toBe(true);
    expect(await page.evaluateHandle(() => document.activeElement!).then((control) => control.evaluate(ringSeen))).toBe(true);
  });

  await test.step("the sender's message is there in full, not folded away", async () => {
    const message = page.getByRole("region", { name: /^Message from / });
    await expect(message).toBeVisible();
    const paragraph = message.locator("p");
    expect(await paragraph.innerText()).toBe(MESSAGE);
    const clipped = await paragraph.evaluate((element) => element.scrollHeight > element.clientHeight + 1 || element.scrollWidth > element.clientWidth + 1);
    expect(clipped).toBe(false);
    await page.screenshot({ path: test.info().outputPath("phone-390x844-message.png"), fullPage: true });
  });

  await test.step("at 100 % the page fits the width exactly, with nothing to pan", async () => {
    await page.getByRole("button", { name: "Zoom out" }).click();
    await page.getByRole("button", { name: "Zoom out" }).click();
    await expect(zoomLevel(page)).toHaveText("100 %");
    await expect(page.getByText("The page is wider than the screen", { exact: false })).toHaveCount(0);
    const { pageWidth, available, scrollerWidth } = await pageGeometry(page);
    expect(Math.abs(pageWidth - available)).toBeLessThanOrEqual(1);
    expect(scrollerWidth).toBeLessThanOrEqual(available);
    expect(await documentScrollWidth(page)).toBeLessThanOrEqual(390);
    await showFirstPage(page);
    await page.screenshot({ path: test.info().outputPath("phone-390x844-100.png") });
  });

  await test.step("at 200 % the 2000 px rendition is what is drawn, and the page still does not scroll sideways", async () => {
    await page.getByRole("button", { name: "Zoom in" }).click();
    await page.getByRole("button", { name: "Zoom in" }).click();
    await page.getByRole("button", { name: "Zoom in" }).click();
    await expect(zoomLevel(page)).toHaveText("200 %");
    const { pageWidth, available } = await pageGeometry(page);
    expect(Math.abs(pageWidth - Math.floor(available * 2))).toBeLessThanOrEqual(1);
    await expectLoaded(page, "img[src*='/pages/1?width=2000']", 2000);
    expect(await page.locator("img[src*='/pages/1?width=2000']").evaluate((image) => getComputedStyle(image).opacity)).toBe("1");
    expect(await documentScrollWidth(page)).toBeLessThanOrEqual(390);
    await showFirstPage(page);
    await page.screenshot({ path: test.info().outputPath("phone-390x844-200.png") });
  });

  await test.step("a pinch zooms the page, and the zoom buttons still work after it", async () => {
    const cdp = await context.newCDPSession(page);
    await cdp.send("Input.synthesizePinchGesture", { x: 195, y: 400, scaleFactor: 2, relativeSpeed: 800 });
    await expect.poll(() => page.evaluate(() => window.visualViewport?.scale ?? 1)).toBeGreaterThan(1.5);
    await page.getByRole("button", { name: "Zoom out" }).dispatchEvent("click");
    await expect(zoomLevel(page)).toHaveText("175 %");
  });

  await context.close();
});

test("on a tablet: opens a little zoomed beside the panel, 100 % and 200 %", async ({ browser }) => {
  const { context, page } = await open(browser, TABLET);
  // A4 beside the signing panel: a little over 100 %.
  await expect(zoomLevel(page)).toHaveText(/^1[0-4]\d %$/);
  const reading = await pageGeometry(page);
  expect((reading.pageWidth / PAGE_WIDTH_PT) * BODY_TEXT_PT).toBeGreaterThanOrEqual(12);
  expect(await documentScrollWidth(page)).toBeLessThanOrEqual(1024);
  await showFirstPage(page);
  await page.screenshot({ path: test.info().outputPath("tablet-1024x768-reading.png") });

  await page.getByRole("button", { name: "Zoom out" }).click();
  await expect(zoomLevel(page)).toHaveText("100 %");
  await showFirstPage(page);
  await page.screenshot({ path: test.info().outputPath("tablet-1024x768-100.png") });

  await page.getByRole("button", { name: "Zoom in" }).click();
  await page.getByRole("button", { name: "Zoom in" }).click();
  await page.getByRole("button", { name: "Zoom in" }).click();
  await expect(zoomLevel(page)).toHaveText("200 %");
  await expectLoaded(page, "img[src*='/pages/1?width=2000']", 2000);
  expect(await documentScrollWidth(page)).toBeLessThanOrEqual(1024);
  await showFirstPage(page);
  await page.screenshot({ path: test.info().outputPath("tablet-1024x768-200.png") });
  await context.close();
});
