/**
 * Two-factor sign-in as a colleague lives it: they set up an authenticator app in Settings
 * (the code computed here from the key shown as text, as an app would), save the recovery
 * codes, and from then on sign-in asks for a code after the password: a wrong or reused code is
 * refused with a sentence, a right one or a recovery code signs in, a recovery code works once,
 * and a device remembered for 30 days skips the step. Screens pass axe.
 */
import { expect, test, type Browser, type Page } from "@playwright/test";
import { totpCode } from "../server/services/two-factor/totp";
import { expectNoAxeViolations } from "./support/axe";
import { outbox } from "./support/outbox";
import { proOrganization, type ProOrganization } from "./support/pro-organization";

const RUN = Date.now().toString(36);
const EMAIL = `two-factor-${RUN}@example.test`;
const PASSWORD = "tulip radiator seventeen";
const SHOTS = "test-results/two-factor";

let pro: ProOrganization;
test.beforeAll(() => {
  pro = proOrganization();
});

async function signInWithPassword(page: Page) {
  await page.goto(`${pro.baseURL}/login`);
  await page.getByLabel("Email", { exact: true }).fill(EMAIL);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
}

async function enterCode(page: Page, code: string, remember = false) {
  await expect(page.getByRole("button", { name: "Verify and sign in" })).toBeVisible();
  await page.getByLabel("Code", { exact: true }).fill(code);
  if (remember) await page.getByLabel("Remember this device for 30 days").check();
  await page.getByRole("button", { name: "Verify and sign in" }).click();
}

async function signOut(page: Page) {
  await page.getByRole("button", { name: "Sign out" }).first().click();
  await expect(page).toHaveURL(/\/login/, { timeout: 20_000 });
}

async function joinAsColleague(page: Page, browser: Browser): Promise<Page> {
  await page.goto(`${pro.baseURL}/login`);
  await page.getByLabel("Email", { exact: true }).fill(pro.email);
  await page.getByLabel("Password", { exact: true }).fill(pro.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 20_000 });
  await page.goto(`${pro.baseURL}/settings`);
  await page.getByLabel("Email address").fill(EMAIL);
  await page.getByRole("button", { name: "Send invitation" }).click();
  let link: string | undefined;
  await expect
    .poll(() => (link = outbox().find((message) => message.to === EMAIL && message.meta.kind === "member.invite")?.links.find((url) => url.includes("/invite/"))), {
      timeout: 30_000,
    })
    .toBeTruthy();
  const colleague = await (await browser.newContext()).newPage();
  await colleague.goto(link!);
  await colleague.getByLabel("Your name").fill("Tove Twofactor");
  await colleague.getByLabel("Password").fill(PASSWORD);
  await colleague.getByRole("button", { name: "Join", exact: true }).click();
  await expect(colleague).toHaveURL(/\/dashboard$/, { timeout: 20_000 });
  return colleague;
}

test("a colleague sets up two-factor sign-in; sign-in then asks for a code, once each", async ({ page, browser }) => {
  const colleague = await joinAsColleague(page, browser);
  await colleague.goto(`${pro.baseURL}/settings`);
  const section = colleague.locator("section", { has: colleague.getByRole("heading", { name: "Two-factor sign-in" }) });
  await section.getByRole("button", { name: "Set up an authenticator app" }).click();
  await expect(section.getByRole("img", { name: "QR code for your authenticator app" })).toBeVisible();
  const secret = (await section.locator("#two-factor-secret").innerText()).replace(/\s/g, "");
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await expectNoAxeViolations(colleague, "two-factor set-up");
  for (const width of [1280, 390]) {
    await colleague.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await section.screenshot({ path: `${SHOTS}/settings-enrol-${width}.png` });
  }
  await colleague.setViewportSize({ width: 1280, height: 900 });

  await section.getByLabel("Code from the app").fill("000000");
  await section.getByRole("button", { name: "Switch on" }).click();
  await expect(section.getByText("That code is not right", { exact: false })).toBeVisible();
  await section.getByLabel("Code from the app").fill(totpCode(secret, new Date()));
  await section.getByRole("button", { name: "Switch on" }).click();
  const codeItems = section.getByRole("list", { name: "Recovery codes" }).getByRole("listitem");
  await expect(codeItems).toHaveCount(10);
  const codes = await codeItems.allInnerTexts();
  await section.screenshot({ path: `${SHOTS}/settings-recovery-codes-1280.png` });
  await section.getByRole("button", { name: "I have saved these codes" }).click();
  await expect(section.getByText("10 of 10 recovery codes are unused.")).toBeVisible();
  for (const width of [1280, 390]) {
    await colleague.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await section.screenshot({ path: `${SHOTS}/settings-on-${width}.png` });
  }
  await colleague.setViewportSize({ width: 1280, height: 900 });
  await signOut(colleague);

  // The password alone leads to the code step; a wrong code is refused.
  await signInWithPassword(colleague);
  await expect(colleague.getByText(`Enter the six-digit code from your authenticator app for ${EMAIL}.`)).toBeVisible();
  await expectNoAxeViolations(colleague, "the code step");
  for (const width of [1280, 390]) {
    await colleague.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await colleague.screenshot({ path: `${SHOTS}/code-step-${width}.png`, fullPage: true });
  }
  await colleague.setViewportSize({ width: 1280, height: 900 });
  await enterCode(colleague, "000000");
  await expect(colleague.getByText("That code is not right. Enter the code your app shows now, or an unused recovery code.")).toBeVisible();
  await colleague.screenshot({ path: `${SHOTS}/code-step-wrong-1280.png` });
  // The next step's code: the set-up used this one, and the app's clock may run a little ahead.
  const code = totpCode(secret, new Date(Date.now() + 30_000));
  await enterCode(colleague, code);
  await expect(colleague).toHaveURL(/\/dashboard$/, { timeout: 20_000 });
  await signOut(colleague);

  // The same code again is refused; a recovery code signs in and remembers this device.
  await signInWithPassword(colleague);
  await enterCode(colleague, code);
  await expect(colleague.getByText("That code is not right", { exact: false })).toBeVisible();
  await enterCode(colleague, codes[0]!, true);
  await expect(colleague).toHaveURL(/\/dashboard$/, { timeout: 20_000 });
  await signOut(colleague);

  // This device is remembered: the password is enough here.
  await signInWithPassword(colleague);
  await expect(colleague).toHaveURL(/\/dashboard$/, { timeout: 20_000 });

  // Another browser is not, and the used recovery code does not work twice.
  const other = await (await browser.newContext()).newPage();
  await signInWithPassword(other);
  await enterCode(other, codes[0]!);
  await expect(other.getByText("That code is not right", { exact: false })).toBeVisible();
  await enterCode(other, codes[1]!);
  await expect(other).toHaveURL(/\/dashboard$/, { timeout: 20_000 });
});
