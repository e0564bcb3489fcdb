/**
 * Single sign-on as an owner and a colleague live it, against a real OpenID Connect provider
 * started here: the owner registers Signet's address with the provider and saves the connection
 * in Settings; a colleague who never had an account signs in through "Use single sign-on" and
 * lands in the dashboard as a member; with "require single sign-on" on, a colleague's password
 * sign-in is refused with a sentence, and the provider still lets them in. Each screen
 * passes axe.
 */
import { expect, test, type Page } from "@playwright/test";
import { startOidcProvider, type TestOidcProvider } from "../tests/support/oidc-provider";
import { expectNoAxeViolations } from "./support/axe";
import { outbox } from "./support/outbox";
import { proOrganization, type ProOrganization } from "./support/pro-organization";
import { signInToPro } from "./support/pro-sign-in";

const RUN = Date.now().toString(36);
const DOMAIN = `sso-${RUN}.test`;

test.describe.configure({ mode: "serial" });

let pro: ProOrganization;
let provider: TestOidcProvider | undefined;
test.beforeAll(() => {
  pro = proOrganization();
});
test.afterAll(async () => {
  await provider?.close();
});


async function invitationLinkTo(email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(() => (link = outbox().find((message) => message.to === email && message.meta.kind === "member.invite")?.links.find((url) => url.includes("/invite/"))), {
      timeout: 30_000,
    })
    .toBeTruthy();
  return link!;
}

async function signInWithSso(page: Page, email: string) {
  await page.goto(`${pro.baseURL}/login`);
  await page.getByRole("button", { name: "Use single sign-on" }).click();
  await page.getByLabel("Work email").fill(email);
  await page.getByRole("button", { name: "Continue with single sign-on" }).click();
}

test("an owner sets up single sign-on; a new colleague signs in through the provider as a member", async ({ page, browser }) => {
  await signInToPro(page, pro);
  await page.goto(`${pro.baseURL}/settings`);
  await expect(page.getByRole("heading", { name: "Single sign-on", exact: true })).toBeVisible();
  const redirectUri = (await page.locator("#sso-redirect-uri").textContent())!.trim();
  expect(redirectUri).toBe(`${pro.baseURL}/api/auth/callback/sso-${pro.organizationId}`);
  provider = await startOidcProvider({ redirectUris: [redirectUri], extraClaims: ["groups"] });

  await page.getByLabel("Issuer address").fill(`${provider.issuer}/wrong`);
  await page.getByLabel("Client ID").fill(provider.clientId);
  await page.getByLabel("Client secret").fill(provider.clientSecret);
  await page.getByLabel("Email domains").fill(DOMAIN);
  await page.getByRole("button", { name: "Save single sign-on" }).click();
  await expect(page.getByText(/could not be used: .* answered 404/)).toBeVisible();
  await page.getByLabel("Issuer address").fill(provider.issuer);
  await page.getByRole("button", { name: "Save single sign-on" }).click();
  await expect(page.getByText("Single sign-on saved.", { exact: false })).toBeVisible();
  await expect(page.getByLabel("Client secret")).toHaveValue("");
  await expectNoAxeViolations(page, "Settings with single sign-on");

  const context = await browser.newContext();
  const colleague = await context.newPage();
  try {
    const email = `nadia-${RUN}@${DOMAIN}`;
    provider.signInAs({ sub: `nadia-${RUN}`, email, email_verified: true, name: "Nadia Provider", groups: [] });
    await colleague.goto(`${pro.baseURL}/login`);
    await expectNoAxeViolations(colleague, "the sign-in page");
    await signInWithSso(colleague, email);
    await expect(colleague).toHaveURL(/\/dashboard$/, { timeout: 20_000 });
    await colleague.goto(`${pro.baseURL}/settings`);
    await expect(colleague.getByRole("heading", { name: "Settings", level: 1 })).toBeVisible();
    await expect(colleague.getByRole("heading", { name: "Single sign-on", exact: true })).toHaveCount(0);

    await page.reload();
    await expect(page.getByLabel("Role of Nadia Provider")).toHaveValue("MEMBER");
  } finally {
    await context.close();
  }
});

test("an invited colleague joins through single sign-on with the invitation's role", async ({ page, browser }) => {
  test.skip(!provider, "needs the provider of the test before");
  const email = `ines-${RUN}@${DOMAIN}`;
  await signInToPro(page, pro);
  await page.goto(`${pro.baseURL}/settings`);
  await page.getByLabel("Email address").fill(email);
  await page.getByLabel("Role", { exact: true }).selectOption("ADMIN");
  await page.getByRole("button", { name: "Send invitation" }).click();
  await expect(page.getByText(`Invitation sent to ${email}.`, { exact: false })).toBeVisible();

  const context = await browser.newContext();
  const colleague = await context.newPage();
  try {
    await colleague.goto(await invitationLinkTo(email));
    await expect(colleague.getByRole("heading", { name: /^Join / })).toBeVisible();
    await expectNoAxeViolations(colleague, "the invitation page with single sign-on");
    provider!.signInAs({ sub: `ines-${RUN}`, email, email_verified: true, name: "Ines Invited" });
    await colleague.getByRole("button", { name: "Join with single sign-on" }).click();
    await expect(colleague).toHaveURL(/\/dashboard$/, { timeout: 20_000 });
    await page.reload();
    await expect(page.getByLabel("Role of Ines Invited")).toHaveValue("ADMIN");
  } finally {
    await context.close();
  }
});

test("with single sign-on required, a colleague's password is refused with a sentence and the provider lets them in", async ({ page, browser }) => {
  test.skip(!provider, "needs the provider of the test before");
  const email = `pavel-${RUN}@example.test`;
  const password = "pavel's own passphrase";
  await signInToPro(page, pro);
  await page.goto(`${pro.baseURL}/settings`);
  await page.getByLabel("Email address").fill(email);
  await page.getByRole("button", { name: "Send invitation" }).click();
  await expect(page.getByText(`Invitation sent to ${email}.`, { exact: false })).toBeVisible();
  const link = await invitationLinkTo(email);

  const context = await browser.newContext();
  const colleague = await context.newPage();
  try {
    await colleague.goto(link);
    await colleague.getByLabel("Your name").fill("Pavel Password");
    await colleague.getByLabel("Password").fill(password);
    await colleague.getByRole("button", { name: "Join", exact: true }).click();
    await expect(colleague).toHaveURL(/\/dashboard$/, { timeout: 20_000 });
    await context.clearCookies();

    await page.getByLabel("Require single sign-on").check();
    await page.getByRole("button", { name: "Save single sign-on" }).click();
    await expect(page.getByText("Single sign-on saved.", { exact: false })).toBeVisible();

    await colleague.goto(`${pro.baseURL}/login`);
    await colleague.getByLabel("Email", { exact: true }).fill(email);
    await colleague.getByLabel("Password", { exact: true }).fill(password);
    await colleague.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(colleague.getByText("Your organization signs in through single sign-on.", { exact: false })).toBeVisible();
    await expect(colleague).toHaveURL(/\/login/);

    provider!.signInAs({ sub: `pavel-${RUN}`, email, email_verified: true, name: "Pavel Password" });
    await signInWithSso(colleague, email);
    await expect(colleague).toHaveURL(/\/dashboard$/, { timeout: 20_000 });
  } finally {
    await context.close();
    // The PRO organization is shared with other specs: password sign-in comes back.
    await page.getByRole("button", { name: "Turn off single sign-on" }).click();
    await page.getByRole("alertdialog", { name: "Turn off single sign-on?" }).getByRole("button", { name: "Turn off" }).click();
    await expect(page.getByText("Single sign-on is off.", { exact: false })).toBeVisible();
  }
});
