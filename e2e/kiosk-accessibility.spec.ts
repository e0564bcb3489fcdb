/**
 * Issue #16 item 4 on the kiosk: axe-core (WCAG 2.2 AA) finds no serious or critical problem
 * on any kiosk screen, at 390x844 and at tablet size: the staff PIN, the hand-off, a signer's
 * turn, the lock, and the last screen with each signer's copy as a QR code. The focus never
 * falls to the page's body between screens. Runs on the PRO server, signed in as its owner.
 */
import { expect, test, type Page } from "@playwright/test";
import { corpusPath } from "../tests/fixtures/corpus";
import { signInOnPro } from "./support/pro-sign-in";
import { expectNoAxeViolations } from "./support/axe";
import { createProcess, readyAsset, signetClient } from "./support/pro-api";
import { proOrganization, type ProOrganization } from "./support/pro-organization";
import { chooseTypedSignature } from "./support/typed-signature";

const PDF = corpusPath("bug1937438_from_word.pdf");
const RUN = Date.now().toString(36);
const PIN = "582014";
const SIZES = [
  ["390x844", { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true }],
  ["1024x768", { viewport: { width: 1024, height: 768 }, hasTouch: true }],
] as const;

test.describe.configure({ mode: "serial" });

let pro: ProOrganization;

test.beforeAll(() => {
  pro = proOrganization();
});


async function expectFocusKept(page: Page, after: string) {
  await expect.poll(() => page.evaluate(() => document.activeElement !== null && document.activeElement !== document.body), { message: `focus after ${after}` }).toBe(true);
}

for (const [size, device] of SIZES) {
  test(`every kiosk screen passes axe (${size})`, async ({ browser }) => {
    test.setTimeout(240_000);
    const signet = signetClient(pro.baseURL, pro.apiKey);
    const process = await createProcess(signet, {
      dispatchMode: "KIOSK",
      authPolicy: "SES_LINK_ONLY",
      sourcePdfAssetId: await readyAsset(signet, PDF),
      subject: `Accessible kiosk ${RUN} ${size}`,
      expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
      signers: [
        { signOrder: 1, name: "Ana First", locale: "en" },
        { signOrder: 2, name: "Ben Last", locale: "en" },
      ],
      fields: [
        { assignedSignerSignOrder: 1, type: "SIGNATURE", label: "First signature", page: 0, x: 72, y: 600, w: 200, h: 50 },
        { assignedSignerSignOrder: 2, type: "SIGNATURE", label: "Last signature", page: 0, x: 320, y: 600, w: 200, h: 50 },
      ],
    });
    const context = await browser.newContext(device);
    const page = await context.newPage();
    const shot = (name: string) => page.screenshot({ path: test.info().outputPath(`a11y-kiosk-${name}-${size}.png`), fullPage: true });
    const panel = page.getByRole("complementary");
    const signByTyping = async (name: string) => {
      await panel.getByRole("button", { name: "Start" }).click();
      await chooseTypedSignature(panel);
      await panel.getByLabel("Your name as your signature").fill(name);
      await panel.getByRole("button", { name: "Adopt signature" }).click();
      await panel.getByRole("checkbox", { name: /sign this document electronically/ }).check();
      await panel.getByRole("button", { name: "Sign the document" }).click();
    };

    await test.step("staff start the kiosk with a PIN", async () => {
      await signInOnPro(page, pro, `/kiosk/${process.id}`);
      await expect(page.getByRole("heading", { level: 1, name: "Lock this kiosk with a PIN" })).toBeVisible();
      await expectNoAxeViolations(page, "kiosk start");
      await page.getByLabel("Kiosk PIN").fill(PIN);
      await page.getByLabel("The same PIN again").fill("000000");
      await page.getByRole("button", { name: "Start the kiosk" }).click();
      await expect(page.locator("main").getByRole("alert")).toBeVisible();
      await expectFocusKept(page, "two different PINs");
      await expectNoAxeViolations(page, "kiosk start with its error");
      await shot("start");
      await page.getByLabel("The same PIN again").fill(PIN);
      await page.getByRole("button", { name: "Start the kiosk" }).click();
    });

    await test.step("the hand-off and the first signer's turn", async () => {
      await expect(page.getByRole("heading", { level: 1, name: "Hand the device to Ana First" })).toBeVisible();
      await expectFocusKept(page, "starting the kiosk");
      await expectNoAxeViolations(page, "hand-off");
      await shot("handoff");
      await page.getByRole("button", { name: "I am Ana First: start" }).click();
      await expect(panel.getByRole("button", { name: "Start" })).toBeVisible();
      await expectFocusKept(page, "a signer's turn");
      await expectNoAxeViolations(page, "a signer's turn");
      await shot("turn");
      await signByTyping("Ana First");
    });

    await test.step("the lock", async () => {
      await expect(page.getByRole("heading", { level: 1, name: "Thank you, Ana First: you have signed" })).toBeVisible({ timeout: 20_000 });
      await expectFocusKept(page, "signing on the kiosk");
      await expectNoAxeViolations(page, "locked after a signer");
      await shot("locked");
      await page.getByLabel("Kiosk PIN").fill("000000");
      await page.getByRole("button", { name: "Next signer" }).click();
      await expect(page.locator("main").getByRole("alert")).toBeVisible();
      await expectFocusKept(page, "a wrong PIN");
      await expectNoAxeViolations(page, "lock with a wrong PIN");
      await page.reload();
      await expect(page.getByRole("heading", { level: 1, name: "This kiosk is locked" })).toBeVisible();
      await expectNoAxeViolations(page, "locked after a reload");
      await page.getByLabel("Kiosk PIN").fill(PIN);
      await page.getByRole("button", { name: "Next signer" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Hand the device to Ben Last" })).toBeVisible();
      await expectFocusKept(page, "unlocking");
    });

    await test.step("the last signer's screen with the copies", async () => {
      await page.getByRole("button", { name: "I am Ben Last: start" }).click();
      await signByTyping("Ben Last");
      await expect(page.getByRole("heading", { level: 1, name: "Thank you, Ben Last: you have signed" })).toBeVisible({ timeout: 20_000 });
      await expect(page.getByRole("img", { name: "QR code for Ben Last’s copy" })).toBeVisible({ timeout: 90_000 });
      await expectNoAxeViolations(page, "the last screen with the copies");
      await shot("copies");
    });
    await context.close();
  });
}
