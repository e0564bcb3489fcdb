/**
 * Right-to-left signing (issue #35; docs/signing-page.md, "Right to left"): an Arabic and a
 * Hebrew signer open their link on a phone. The page says dir="rtl" and their language on
 * <html>, the panel, its buttons and the header are mirrored against an English signer's page,
 * the document's page is not, nothing scrolls sideways and axe finds nothing. Screenshots of
 * each are kept. Runs on the PRO server, set up through its API.
 */
import { expect, test, type Browser, type Locator, type Page } from "@playwright/test";
import { corpusPath } from "../tests/fixtures/corpus";
import { expectNoAxeViolations } from "./support/axe";
import { invitationLink } from "./support/outbox";
import { createProcess, readyAsset, signetClient } from "./support/pro-api";
import { proOrganization } from "./support/pro-organization";
import { chooseTypedSignature } from "./support/typed-signature";

const PDF = corpusPath("hello_world_rotated.pdf");
const RUN = Date.now().toString(36);
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };

/** The words the test looks for, in each signer's language. */
const SIGNERS = {
  en: { name: "Lena Hart", dir: "ltr", fields: "Your fields", start: "Start", next: "Next", decline: "Decline to sign", typeTab: "Type", adopt: "Adopt signature", signingAs: "Signing as Lena Hart" },
  ar: { name: "ليلى حداد", dir: "rtl", fields: "حقولك", start: "البدء", next: "التالي", decline: "رفض التوقيع", typeTab: "كتابة", adopt: "اعتماد التوقيع", signingAs: "التوقيع باسم ليلى حداد" },
  he: { name: "נועה כהן", dir: "rtl", fields: "השדות שלכם", start: "התחלה", next: "הבא", decline: "סירוב לחתום", typeTab: "הקלדה", adopt: "אימוץ החתימה", signingAs: "חתימה בתור נועה כהן" },
} as const;
type SignerLanguage = keyof typeof SIGNERS;

/** Where a box sits across the 390 px screen: its left and right edges. */
async function edges(locator: Locator): Promise<{ left: number; right: number }> {
  const box = (await locator.boundingBox())!;
  return { left: Math.round(box.x), right: Math.round(box.x + box.width) };
}

async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({ scrollWidth: document.scrollingElement!.scrollWidth, clientWidth: document.scrollingElement!.clientWidth }));
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
}

interface Layout {
  panelHeading: { left: number; right: number };
  decline: { left: number; right: number };
  next: { left: number; right: number };
  switcher: { left: number; right: number };
  page: { left: number; right: number };
}

/** Opens the signing page for a signer of the language and walks it to the signature step, measuring on the way. */
async function openAndMeasure(browser: Browser, language: SignerLanguage): Promise<Layout> {
  const words = SIGNERS[language];
  const pro = proOrganization();
  const signet = signetClient(pro.baseURL, pro.apiKey);
  const subject = `Lease 4B ${language} ${RUN}`;
  const email = `rtl-${language}-${RUN}@example.test`;
  const process = await createProcess(signet, {
    dispatchMode: "EMAIL",
    authPolicy: "SES_LINK_ONLY",
    sourcePdfAssetId: await readyAsset(signet, PDF),
    subject,
    signers: [{ signOrder: 1, name: words.name, email, locale: language }],
    fields: [
      { assignedSignerSignOrder: 1, type: "TEXT", label: "Apartment", page: 0, x: 72, y: 100, w: 220, h: 24 },
      { assignedSignerSignOrder: 1, type: "SIGNATURE", label: "Signature", page: 0, x: 72, y: 400, w: 200, h: 50 },
    ],
  });
  const link = await invitationLink(process.id, email);
  // The browser asks for English: the signer's own language, set by the sender, wins.
  const context = await browser.newContext({ ...PHONE, locale: "en-US" });
  const page = await context.newPage();
  const panel = page.getByRole("complementary");
  const shot = (name: string) => page.screenshot({ path: test.info().outputPath(`rtl-${language}-${name}-390x844.png`) });
  const layout: Partial<Layout> = {};

  await test.step(`${language}: the page opens in the signer's language and direction`, async () => {
    await page.goto(link);
    await expect(page.getByRole("heading", { level: 1, name: subject })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText(words.signingAs)).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", language);
    await expect(page.locator("html")).toHaveAttribute("dir", words.dir);
    await expectNoSidewaysScroll(page);
    layout.panelHeading = await edges(panel.getByRole("heading", { level: 2, name: words.fields }));
    layout.decline = await edges(panel.getByRole("button", { name: words.decline }));
    layout.switcher = await edges(page.getByRole("combobox"));
    layout.page = await edges(page.getByRole("figure").first().locator("img").first());
    await expectNoAxeViolations(page, `${language}: overview`);
    await shot("overview");
  });

  await test.step(`${language}: the field panel's way on sits where the language reads forward`, async () => {
    await panel.getByRole("button", { name: words.start }).click();
    const next = panel.getByRole("button", { name: words.next, exact: true });
    await expect(next).toBeVisible();
    layout.next = await edges(next);
    await expectNoSidewaysScroll(page);
    await shot("field");
  });

  await test.step(`${language}: the signature step, typed`, async () => {
    await panel.getByRole("textbox").fill("4B");
    await panel.getByRole("button", { name: words.next, exact: true }).click();
    await chooseTypedSignature(panel, words.typeTab);
    await expect(panel.getByRole("button", { name: words.adopt })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page, `${language}: signature step`);
    await shot("signature");
  });

  await context.close();
  return layout as Layout;
}

test("Arabic and Hebrew signers get a mirrored page on a phone, with the document as it is", async ({ browser }) => {
  test.setTimeout(240_000);
  const english = await openAndMeasure(browser, "en");
  const MARGIN = 16;
  // In English the panel starts at the left and reads forward to the right.
  expect(english.panelHeading.left).toBeLessThanOrEqual(MARGIN + 2);
  expect(english.decline.left).toBeLessThanOrEqual(MARGIN + 12);
  expect(english.next.right).toBeGreaterThanOrEqual(390 - MARGIN - 2);
  expect(english.switcher.right).toBeGreaterThanOrEqual(390 - MARGIN - 2);

  for (const language of ["ar", "he"] as const) {
    const mirrored = await openAndMeasure(browser, language);
    // Each starts at the right, and the way on (Next) points to the left end.
    expect(mirrored.panelHeading.right, `${language}: the panel's heading`).toBeGreaterThanOrEqual(390 - MARGIN - 2);
    expect(mirrored.decline.right, `${language}: decline`).toBeGreaterThanOrEqual(390 - MARGIN - 12);
    expect(mirrored.next.left, `${language}: next`).toBeLessThanOrEqual(MARGIN + 2);
    expect(mirrored.switcher.left, `${language}: the language switcher`).toBeLessThanOrEqual(MARGIN + 2);
    // The document's page is drawn where it is for an English reader: not mirrored, not moved.
    expect(mirrored.page, `${language}: the document's page`).toEqual(english.page);
  }
});
