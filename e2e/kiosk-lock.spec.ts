/**
 * The kiosk's lock, on a phone and on a tablet: staff start the kiosk with a PIN, the first
 * signer signs, and the hand-off is locked, also after a reload and in a new tab; a wrong PIN
 * is refused in plain words, the right one opens the next signer's turn. The last signer's
 * screen offers "Finish", not "Next signer", and each signer's copy as a QR code whose link
 * downloads the sealed PDF. Runs on the PRO server, signed in as its owner.
 */
import { expect, test, type Page } from "@playwright/test";
import { createProcess, readyAsset, signetClient } from "./support/pro-api";
import { proOrganization, type ProOrganization } from "./support/pro-organization";
import { corpusPath } from "../tests/fixtures/corpus";
import { signInOnPro } from "./support/pro-sign-in";
import { chooseTypedSignature } from "./support/typed-signature";

const PDF = corpusPath("bug1937438_from_word.pdf");
const RUN = Date.now().toString(36);
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };
const TABLET = { viewport: { width: 1024, height: 768 }, hasTouch: true };
const PIN = "731904";

test.describe.configure({ mode: "serial" });

let pro: ProOrganization;

test.beforeAll(() => {
  pro = proOrganization();
});


/** Signs the open signing page by typing a signature; the process has only signature fields. */
async function signByTyping(page: Page, name: string) {
  const panel = page.getByRole("complementary");
  await panel.getByRole("button", { name: "Start" }).click();
  await chooseTypedSignature(panel);
  await panel.getByLabel("Your name as your signature").fill(name);
  await panel.getByRole("button", { name: "Adopt signature" }).click();
  await panel.getByRole("checkbox", { name: /sign this document electronically/ }).check();
  await panel.getByRole("button", { name: "Sign the document" }).click();
}

for (const [device, size] of [
  ["390x844", PHONE],
  ["1024x768", TABLET],
] as const) {
  test(`a PIN-locked kiosk from start to the signers' copies (${device})`, async ({ browser }) => {
    test.setTimeout(240_000);
    const signet = signetClient(pro.baseURL, pro.apiKey);
    const assetId = await readyAsset(signet, PDF);
    const process = await createProcess(signet, {
      dispatchMode: "KIOSK",
      authPolicy: "SES_LINK_ONLY",
      sourcePdfAssetId: assetId,
      subject: `Locker rental ${RUN} ${device}`,
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
    const kioskPath = `/kiosk/${process.id}`;
    const context = await browser.newContext(size);
    const page = await context.newPage();
    const shot = (name: string) => page.screenshot({ path: test.info().outputPath(`kiosk-lock-${name}-${device}.png`), fullPage: true });

    await test.step("staff choose a PIN, confirmed, before anyone signs", async () => {
      await signInOnPro(page, pro, kioskPath);
      await expect(page.getByRole("heading", { level: 1, name: "Lock this kiosk with a PIN" })).toBeVisible();
      await shot("start");
      await page.getByLabel("Kiosk PIN").fill(PIN);
      await page.getByLabel("The same PIN again").fill("731905");
      await page.getByRole("button", { name: "Start the kiosk" }).click();
      await expect(page.locator("main").getByRole("alert")).toHaveText("The two PINs are not the same.");
      await page.getByLabel("The same PIN again").fill(PIN);
      await page.getByRole("button", { name: "Start the kiosk" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Hand the device to Ana First" })).toBeVisible();
    });

    await test.step("the first signer signs; the hand-off is locked", async () => {
      await page.getByRole("button", { name: "I am Ana First: start" }).click();
      await signByTyping(page, "Ana First");
      await expect(page.getByRole("heading", { level: 1, name: "Thank you, Ana First: you have signed" })).toBeVisible({ timeout: 20_000 });
      await expect(page.getByRole("button", { name: "Next signer" })).toBeDisabled();
      await shot("locked");
    });

    await test.step("a reload and a new tab find it locked: nobody's signing page is reachable", async () => {
      await page.reload();
      await expect(page.getByRole("heading", { level: 1, name: "This kiosk is locked" })).toBeVisible();
      await expect(page.getByRole("button", { name: /I am Ben Last/ })).toHaveCount(0);
      const tab = await context.newPage();
      await tab.goto(`${pro.baseURL}${kioskPath}`);
      await expect(tab.getByRole("heading", { level: 1, name: "This kiosk is locked" })).toBeVisible();
      await expect(tab.getByRole("heading", { name: /Lock this kiosk/ })).toHaveCount(0);
      await tab.close();
    });

    await test.step("a wrong PIN is refused in plain words; the right one opens the next signer's turn", async () => {
      await page.getByLabel("Kiosk PIN").fill("000000");
      await page.getByRole("button", { name: "Next signer" }).click();
      await expect(page.locator("main").getByRole("alert")).toHaveText("That PIN is not right. Tries left before a wait: 4.");
      await expect(page.getByRole("heading", { level: 1, name: "This kiosk is locked" })).toBeVisible();
      await page.getByLabel("Kiosk PIN").fill(PIN);
      await page.getByRole("button", { name: "Next signer" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Hand the device to Ben Last" })).toBeVisible();
    });

    await test.step("the last signer's screen says Finish, with each signer's copy as a QR code", async () => {
      await page.getByRole("button", { name: "I am Ben Last: start" }).click();
      await signByTyping(page, "Ben Last");
      await expect(page.getByRole("heading", { level: 1, name: "Thank you, Ben Last: you have signed" })).toBeVisible({ timeout: 20_000 });
      await expect(page.getByRole("button", { name: "Finish" })).toBeVisible();
      await expect(page.getByRole("button", { name: "Next signer" })).toHaveCount(0);
      await expect(page.getByRole("img", { name: "QR code for Ana First’s copy" })).toBeVisible({ timeout: 90_000 });
      await expect(page.getByRole("img", { name: "QR code for Ben Last’s copy" })).toBeVisible();
      await expect(page.getByText("Scan to download your copy. The link works for 15 minutes.").first()).toBeVisible();
      await shot("copies");
    });

    await test.step("the QR code's link downloads the sealed PDF, without signing in", async () => {
      const url = await page.locator("li[data-copy-url]").first().getAttribute("data-copy-url");
      expect(url).toMatch(new RegExp(`/copy/${process.id}/`));
      const phone = await browser.newContext();
      const response = await phone.request.get(url!);
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toBe("application/pdf");
      expect((await response.body()).subarray(0, 5).toString()).toBe("%PDF-");
      await phone.close();
    });

    await test.step("Finish takes the PIN and returns staff to the process", async () => {
      await page.getByLabel("Kiosk PIN").fill(PIN);
      await page.getByRole("button", { name: "Finish" }).click();
      await expect(page).toHaveURL(new RegExp(`/processes/${process.id}$`), { timeout: 60_000 });
    });
    await context.close();
  });
}
