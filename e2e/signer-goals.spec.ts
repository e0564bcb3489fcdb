/**
 * Issue #16's measured goal for the signer: on a 390 x 844 phone (touch, mobile), someone
 * completes a three-field document (text, date, a signature drawn with a finger) in under 60
 * seconds of interaction, from opening the link to the screen after their signature; and on no
 * screen they pass does the page scroll sideways. The same on a 1024 x 768 tablet. Runs on the
 * PRO server (the code step needs AES_OTP), set up through its API.
 */
import { expect, test, type Locator, type Page } from "@playwright/test";
import { invitationLink } from "./support/outbox";
import { createProcess, readyAsset, signetClient } from "./support/pro-api";
import { proOrganization } from "./support/pro-organization";
import { textedCode } from "./support/texted-code";
import { corpusPath } from "../tests/fixtures/corpus";

// One Letter page from Word: the common case of a document sent for signature.
const PDF = corpusPath("bug1937438_from_word.pdf");
const RUN = Date.now().toString(36);
const GOAL_MS = 60_000;

const DEVICES = {
  phone: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true },
  tablet: { viewport: { width: 1024, height: 768 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true },
} as const;

test.describe.configure({ mode: "serial" });

/**
 * The page never scrolls sideways: the root's scroll width fits the screen, and no element
 * reaches past its right edge unless a box of its own that scrolls or clips holds it (the
 * zoomed document pans inside its viewer). Names the culprits when it fails.
 */
async function expectNoSideScroll(page: Page, screen: string) {
  const width = page.viewportSize()!.width;
  const found = await page.evaluate((screenWidth) => {
    const heldInside = (element: Element) => {
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        if (getComputedStyle(parent).overflowX !== "visible") return true;
      }
      return false;
    };
    const wide = [...document.body.querySelectorAll("*")]
      .filter((element) => element.getBoundingClientRect().right > screenWidth + 0.5 && !heldInside(element))
      .slice(0, 5)
      .map((element) => `${element.tagName.toLowerCase()}.${String(element.className).slice(0, 60)} (${Math.round(element.getBoundingClientRect().right)} px)`);
    return { scrollWidth: document.scrollingElement!.scrollWidth, innerWidth: window.innerWidth, wide };
  }, width);
  expect(found.wide, `${screen}: elements past the right edge`).toEqual([]);
  expect(found.scrollWidth, `${screen}: the page's width`).toBeLessThanOrEqual(width);
  expect(found.innerWidth, `${screen}: the layout viewport (a mobile browser widens it to fit wide content)`).toBe(width);
}

function panel(page: Page): Locator {
  return page.getByRole("complementary");
}

/** Two strokes drawn with a finger: touch events through the browser's own input pipeline, which the pad sees as touch pointers. */
async function drawWithFinger(page: Page) {
  const pad = panel(page).getByRole("img", { name: "Signature drawing area" });
  await pad.scrollIntoViewIfNeeded();
  const box = (await pad.boundingBox())!;
  const at = ([fx, fy]: number[]) => ({ x: Math.round(box.x + box.width * fx!), y: Math.round(box.y + box.height * fy!) });
  const cdp = await page.context().newCDPSession(page);
  for (const stroke of [[[0.1, 0.7], [0.2, 0.3], [0.3, 0.75], [0.45, 0.25]], [[0.5, 0.6], [0.65, 0.3], [0.85, 0.65]]]) {
    const [first, ...rest] = stroke.map(at);
    await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [first!] });
    for (const point of rest) await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: [point] });
    await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
  }
  await cdp.detach();
}

for (const [name, profile] of Object.entries(DEVICES)) {
  test(`on a ${profile.viewport.width}x${profile.viewport.height} ${name}: a text, a date and a drawn signature in under a minute, never scrolling sideways`, async ({ browser }) => {
    test.setTimeout(180_000);
    const pro = proOrganization();
    const signet = signetClient(pro.baseURL, pro.apiKey);
    const subject = `Volunteer agreement ${name} ${RUN}`;
    const email = `goal-${name}-${RUN}@example.test`;
    const process = await createProcess(signet, {
      dispatchMode: "EMAIL",
      authPolicy: "AES_OTP",
      sourcePdfAssetId: await readyAsset(signet, PDF),
      subject,
      message: "Please sign before your first shift.",
      signers: [{ signOrder: 1, name: "Noor Haddad", email, phoneE164: "+4915112340000", locale: "en" }],
      fields: [
        { assignedSignerSignOrder: 1, type: "TEXT", label: "Emergency contact", page: 0, x: 72, y: 150, w: 240, h: 22 },
        { assignedSignerSignOrder: 1, type: "DATE", label: "First shift", page: 0, x: 72, y: 190, w: 130, h: 22 },
        { assignedSignerSignOrder: 1, type: "SIGNATURE", label: "Volunteer signature", page: 0, x: 72, y: 620, w: 200, h: 50 },
      ],
    });
    const link = await invitationLink(process.id, email);
    const context = await browser.newContext({ ...profile, locale: "en-US" });
    const page = await context.newPage();
    const shot = (screen: string) => page.screenshot({ path: test.info().outputPath(`${screen}-${profile.viewport.width}x${profile.viewport.height}.png`) });

    const started = Date.now();
    await page.goto(link);

    await test.step("identity first, with the language switcher: the code from the text message", async () => {
      await expect(page.getByRole("heading", { level: 1, name: "First, confirm it is you" })).toBeVisible();
      await expect(page.getByRole("combobox", { name: "Language" })).toBeVisible();
      await expectNoSideScroll(page, "identity");
      await shot("identity");
      const sentAfter = Date.now() - 1000;
      await page.getByRole("button", { name: "Send code" }).click();
      await page.getByLabel("Code from the text message").fill(await textedCode(process.signerSlots[0]!.id, sentAfter));
      await page.getByRole("button", { name: "Confirm code" }).click();
    });

    await test.step("the document, and the decline panel one tap away", async () => {
      await expect(page.getByRole("heading", { level: 1, name: subject })).toBeVisible();
      await expect(page.getByRole("img", { name: "Page 1 of 1" })).toBeVisible();
      await expectNoSideScroll(page, "document");
      await shot("document");
      await panel(page).getByRole("button", { name: "Decline to sign" }).click();
      await expect(panel(page).getByLabel("Why do you decline?")).toBeVisible();
      await expectNoSideScroll(page, "decline panel");
      await shot("decline");
      await panel(page).getByRole("button", { name: "Cancel" }).click();
    });

    await test.step("each field's editor: text, date, a signature drawn with a finger", async () => {
      await panel(page).getByRole("button", { name: "Start" }).click();
      await panel(page).getByLabel(/^Emergency contact/).fill("Sami Haddad, +49 151 2345 6789");
      await expectNoSideScroll(page, "text field");
      await panel(page).getByRole("button", { name: "Next", exact: true }).click();
      await panel(page).getByLabel(/^First shift/).fill("2026-12-01");
      await expectNoSideScroll(page, "date field");
      await panel(page).getByRole("button", { name: "Next", exact: true }).click();
      await drawWithFinger(page);
      await expectNoSideScroll(page, "signature field");
      await shot("signature");
      await panel(page).getByRole("button", { name: "Adopt signature" }).click();
      await expect(page.getByRole("button", { name: "Volunteer signature (required): signed" })).toBeVisible();
    });

    await test.step("finish: consent and sign", async () => {
      await expect(panel(page).getByRole("heading", { name: "Finish signing" })).toBeVisible();
      await expectNoSideScroll(page, "finish");
      await shot("finish");
      await panel(page).getByRole("checkbox", { name: /sign this document electronically/ }).check();
      await panel(page).getByRole("button", { name: "Sign the document" }).click();
      await expect(page.getByRole("heading", { level: 1, name: /^(Sealing the document…|Your document is signed)$/ })).toBeVisible({ timeout: 20_000 });
    });

    const elapsed = Date.now() - started;
    console.log(`signer goal, ${name} ${profile.viewport.width}x${profile.viewport.height}: link opened to signed in ${(elapsed / 1000).toFixed(1)} s (goal: under ${GOAL_MS / 1000} s)`);
    test.info().annotations.push({ type: "signing time", description: `${elapsed} ms` });
    expect(elapsed).toBeLessThan(GOAL_MS);

    await test.step("the end screens: sealing, then the signed copy", async () => {
      await expectNoSideScroll(page, "end of signing");
      await expect(page.getByRole("heading", { level: 1, name: "Your document is signed" })).toBeVisible({ timeout: 90_000 });
      await expect(page.getByRole("link", { name: /Signed document/ })).toBeVisible();
      await expectNoSideScroll(page, "completed");
      await shot("completed");
    });
    await context.close();
  });
}
