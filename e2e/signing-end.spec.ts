/**
 * The end of signing and the guided path, as a signer on a phone lives them: under AES_OTP the
 * code comes first, optional fields are offered and skipped with one tap, a reload keeps what
 * was typed, and the last signer watches "Sealing the document…" turn into their copy without
 * reloading. A single signer is never told that "everyone" has signed; the completed email's
 * link opens the same copy later; a signer who works in the dashboard is offered the way back.
 * Runs on the PRO server (AES_OTP needs the plan), set up through its API.
 */
import fs from "node:fs";
import { expect, test, type Browser, type Locator, type Page } from "@playwright/test";
import type { SignetClient } from "../lib/api-client/client";
import { corpusPath } from "../tests/fixtures/corpus";
import { invitationLink, outbox } from "./support/outbox";
import { createProcess, readyAsset, signetClient } from "./support/pro-api";
import { proOrganization, type ProOrganization } from "./support/pro-organization";
import { textedCode } from "./support/texted-code";

const PDF = corpusPath("bug1937438_from_word.pdf");
const RUN = Date.now().toString(36);
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true };
const DESKTOP = { viewport: { width: 1440, height: 900 } };

test.describe.configure({ mode: "serial" });

let pro: ProOrganization;
let signet: SignetClient;
let assetId: string;

test.beforeAll(async () => {
  pro = proOrganization();
  signet = signetClient(pro.baseURL, pro.apiKey);
  assetId = await readyAsset(signet, PDF);
});

function panel(page: Page): Locator {
  return page.getByRole("complementary");
}

async function newPage(browser: Browser, options: typeof PHONE | typeof DESKTOP): Promise<Page> {
  const context = await browser.newContext({ ...options, locale: "en-US", acceptDownloads: true });
  return context.newPage();
}

async function completedEmailLink(processId: string, email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(() => {
      const message = outbox().find((m) => m.channel === "email" && m.to === email && m.meta.signingProcessId === processId && m.meta.kind === "completed");
      return (link = message?.links.find((url) => url.includes("/sign/")));
    }, { timeout: 30_000, message: "the completed email" })
    .toBeTruthy();
  return link!;
}

async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
}

test("a single signer under AES_OTP: code first, optional field skipped, reload kept, sealing turns into the copy", async ({ browser }) => {
  test.setTimeout(180_000);
  const subject = `Consent form ${RUN}`;
  const email = `single-${RUN}@example.test`;
  const process = await createProcess(signet, {
    dispatchMode: "EMAIL",
    authPolicy: "AES_OTP",
    sourcePdfAssetId: assetId,
    subject,
    signers: [{ signOrder: 1, name: "Ada Single", email, phoneE164: "+4915112340000", locale: "en" }],
    fields: [
      { assignedSignerSignOrder: 1, type: "TEXT", label: "Full name", required: true, page: 0, x: 72, y: 100, w: 220, h: 24 },
      { assignedSignerSignOrder: 1, type: "TEXT", label: "Note to the sender", required: false, page: 0, x: 72, y: 150, w: 220, h: 24 },
      { assignedSignerSignOrder: 1, type: "SIGNATURE", label: "Signature", required: true, page: 0, x: 72, y: 220, w: 200, h: 50 },
    ],
  });
  const link = await invitationLink(process.id, email);
  const page = await newPage(browser, PHONE);

  await test.step("the code comes before the document, with one message at a time", async () => {
    await page.goto(link);
    await expect(page.getByRole("heading", { level: 1, name: "First, confirm it is you" })).toBeVisible();
    await expect(page.getByRole("figure")).toHaveCount(0);
    await expectNoSidewaysScroll(page);
    const sentAfter = Date.now() - 1000;
    await page.getByRole("button", { name: "Send code" }).click();
    const code = await textedCode(process.signerSlots[0]!.id, sentAfter);
    const input = page.getByLabel("Code from the text message");
    await input.fill(code === "000000" ? "111111" : "000000");
    await page.getByRole("button", { name: "Confirm code" }).click();
    // One message at a time (strict: a second alert in the page would fail the locator).
    await expect(page.getByRole("main").getByRole("alert")).toHaveText("That code is not correct. Tries left: 4.");
    await input.fill("12");
    await page.getByRole("button", { name: "Confirm code" }).click();
    await expect(page.getByRole("main").getByRole("alert")).toHaveText("Please enter the 6 digits from the text message.");
    await page.screenshot({ path: test.info().outputPath("otp-first-390x844.png") });
    await input.fill(code);
    await page.getByRole("button", { name: "Confirm code" }).click();
    await expect(page.getByRole("figure")).toHaveCount(1);
  });

  await test.step("the guided path offers the optional field, skipped with one tap", async () => {
    await panel(page).getByRole("button", { name: "Start" }).click();
    await panel(page).getByLabel(/^Full name/).fill("Ada Single");
    await panel(page).getByRole("button", { name: "Next", exact: true }).click();
    await expect(panel(page).getByLabel(/^Note to the sender/)).toBeFocused();
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: test.info().outputPath("optional-skip-390x844.png") });
    await panel(page).getByRole("button", { name: "Skip", exact: true }).click();
    await expect(panel(page).getByRole("tab", { name: "Draw" })).toBeVisible();
  });

  await test.step("a reload keeps what was typed, and the confirmed code", async () => {
    await page.reload();
    await expect(page.getByRole("button", { name: /^Full name \(required\): filled in: Ada Single$/ })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole("heading", { level: 1, name: "First, confirm it is you" })).toHaveCount(0);
  });

  await test.step("signing; the page shows the sealing and then the copy, without a reload", async () => {
    await panel(page).getByRole("button", { name: /^Next/ }).click();
    await panel(page).getByRole("button", { name: "Skip", exact: true }).click();
    await panel(page).getByRole("tab", { name: "Type" }).click();
    await panel(page).getByRole("button", { name: "Adopt signature" }).click();
    await expect(panel(page).getByText("Confirmed: it is you.")).toBeVisible();
    await panel(page).getByRole("checkbox", { name: /sign this document electronically/ }).check();
    await page.evaluate(() => Object.assign(window, { signetNoReload: true }));
    await panel(page).getByRole("button", { name: "Sign the document" }).click();

    await expect(page.getByRole("heading", { level: 1, name: "Sealing the document…" })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole("status").filter({ hasText: "You have signed. The signed document will appear here in a moment." })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: test.info().outputPath("sealing-390x844.png") });

    await expect(page.getByRole("heading", { level: 1, name: "Your document is signed" })).toBeVisible({ timeout: 90_000 });
    expect(await page.evaluate(() => (window as unknown as { signetNoReload?: boolean }).signetNoReload)).toBe(true);
    await expect(page.getByText(`You signed “${subject}”. The signed document is ready.`)).toBeVisible();
    await expect(page.getByRole("link", { name: /Signed document/ })).toBeVisible();
    await expect(page.getByRole("main")).not.toContainText(/everyone/i);
    await expect(page.getByRole("link", { name: "Back to the dashboard" })).toHaveCount(0);
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: test.info().outputPath("completed-390x844.png") });
  });

  await test.step("the saved progress is gone once signed", async () => {
    const kept = await page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.startsWith("signet.signing-progress.")));
    expect(kept).toEqual([]);
  });

  await test.step("the completed email's link opens the copy later, on another device", async () => {
    const emailed = await completedEmailLink(process.id, email);
    expect(emailed).toBe(link);
    const desktop = await newPage(browser, DESKTOP);
    await desktop.goto(emailed);
    await expect(desktop.getByRole("heading", { level: 1, name: "Your document is signed" })).toBeVisible({ timeout: 20_000 });
    const [download] = await Promise.all([desktop.waitForEvent("download"), desktop.getByRole("link", { name: /Signed document/ }).click()]);
    expect(fs.readFileSync(await download.path()).subarray(0, 5).toString("latin1")).toBe("%PDF-");
    await desktop.screenshot({ path: test.info().outputPath("completed-1440x900.png") });
    await desktop.context().close();
  });

  await page.context().close();
});

test("a signer who works in the dashboard is offered the way back to it", async ({ browser }) => {
  test.setTimeout(120_000);
  const process = await createProcess(signet, {
    dispatchMode: "EMAIL",
    authPolicy: "SES_LINK_ONLY",
    sourcePdfAssetId: assetId,
    subject: `Own signature ${RUN}`,
    signers: [
      { signOrder: 1, name: "Someone Else", email: `else-${RUN}@example.test`, locale: "en" },
      { signOrder: 2, name: "The Owner", email: pro.email, locale: "en" },
    ],
    fields: [
      { assignedSignerSignOrder: 1, type: "SIGNATURE", label: "First signature", required: true, page: 0, x: 72, y: 100, w: 200, h: 50 },
      { assignedSignerSignOrder: 2, type: "SIGNATURE", label: "Second signature", required: true, page: 0, x: 72, y: 200, w: 200, h: 50 },
    ],
  });

  const sign = async (page: Page) => {
    await panel(page).getByRole("button", { name: "Start" }).click();
    await panel(page).getByRole("tab", { name: "Type" }).click();
    await panel(page).getByRole("button", { name: "Adopt signature" }).click();
    await panel(page).getByRole("checkbox", { name: /sign this document electronically/ }).check();
    await panel(page).getByRole("button", { name: "Sign the document" }).click();
  };

  const first = await newPage(browser, PHONE);
  await test.step("an earlier signer is told they are done, and that the copy comes by email", async () => {
    await first.goto(await invitationLink(process.id, `else-${RUN}@example.test`));
    await sign(first);
    await expect(first.getByRole("heading", { level: 1, name: "You have signed" })).toBeVisible({ timeout: 20_000 });
    await expect(first.getByText("You are done. We will email you the signed document when everyone has signed.")).toBeVisible();
    await first.screenshot({ path: test.info().outputPath("signed-earlier-390x844.png") });
  });

  const owner = await newPage(browser, DESKTOP);
  await test.step("the last signer, signed in to the dashboard, sees everyone has signed and the way back", async () => {
    await owner.goto(`${pro.baseURL}/login`);
    await owner.getByLabel("Email", { exact: true }).fill(pro.email);
    await owner.getByLabel("Password", { exact: true }).fill(pro.password);
    await owner.getByRole("button", { name: "Sign in" }).click();
    await expect(owner).toHaveURL(/\/dashboard$/, { timeout: 20_000 });
    await owner.goto(await invitationLink(process.id, pro.email));
    await sign(owner);
    await expect(owner.getByRole("heading", { level: 1, name: "Everyone has signed" })).toBeVisible({ timeout: 90_000 });
    await expect(owner.getByRole("link", { name: /Signed document/ })).toBeVisible();
    await owner.screenshot({ path: test.info().outputPath("completed-dashboard-user-1440x900.png") });
    await owner.getByRole("link", { name: "Back to the dashboard" }).click();
    await expect(owner).toHaveURL(/\/dashboard$/);
  });

  await test.step("the earlier signer's page turns into the copy by itself", async () => {
    await expect(first.getByRole("heading", { level: 1, name: "Everyone has signed" })).toBeVisible({ timeout: 60_000 });
    await expect(first.getByRole("link", { name: "Back to the dashboard" })).toHaveCount(0);
  });

  await first.context().close();
  await owner.context().close();
});
