/**
 * People, as an owner and a colleague live them: the owner invites a colleague from Settings,
 * the invitation arrives (the PRO server's outbox), the colleague joins through its link and
 * is signed in as a MEMBER, who sees no People settings; a role change shows on their next
 * page; once removed, their session ends. Each screen passes axe.
 */
import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { outbox } from "./support/outbox";
import { proOrganization, type ProOrganization } from "./support/pro-organization";
import { signInToPro } from "./support/pro-sign-in";

const RUN = Date.now().toString(36);
const COLLEAGUE = `colleague-${RUN}@example.test`;

test.describe.configure({ mode: "serial" });

let pro: ProOrganization;
test.beforeAll(() => {
  pro = proOrganization();
});


async function invitationLinkTo(email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(() => (link = outbox().find((message) => message.to === email && message.meta.kind === "member.invite")?.links.find((url) => url.includes("/invite/"))), {
      timeout: 30_000,
      message: `an invitation to ${email}`,
    })
    .toBeTruthy();
  return link!;
}

test("an owner invites a colleague, who joins as a member; a role change and removal take effect at once", async ({ page, browser }) => {
  await signInToPro(page, pro);
  await page.goto(`${pro.baseURL}/settings`);
  await expect(page.getByRole("heading", { name: "People", exact: true })).toBeVisible();
  await page.getByLabel("Email address").fill(COLLEAGUE);
  await page.getByLabel("Role", { exact: true }).selectOption("MEMBER");
  await page.getByRole("button", { name: "Send invitation" }).click();
  await expect(page.getByText(`Invitation sent to ${COLLEAGUE}. The link works for 7 days.`)).toBeVisible();
  await expect(page.getByText(COLLEAGUE, { exact: true })).toBeVisible();
  await expectNoAxeViolations(page, "Settings with People");

  const link = await invitationLinkTo(COLLEAGUE);
  const colleagueContext = await browser.newContext();
  const colleague = await colleagueContext.newPage();
  try {
    await colleague.goto(link);
    await expect(colleague.getByRole("heading", { name: /^Join / })).toBeVisible();
    await expect(colleague.getByLabel("Email")).toHaveValue(COLLEAGUE);
    await expectNoAxeViolations(colleague, "the invitation page");
    await colleague.getByLabel("Your name").fill("Cleo Colleague");
    await colleague.getByLabel("Password").fill("a long enough password");
    await colleague.getByRole("button", { name: "Join", exact: true }).click();
    await expect(colleague).toHaveURL(/\/dashboard$/, { timeout: 20_000 });

    await colleague.goto(`${pro.baseURL}/settings`);
    await expect(colleague.getByRole("heading", { name: "Settings", level: 1 })).toBeVisible();
    await expect(colleague.getByRole("heading", { name: "People", exact: true })).toHaveCount(0);

    // The link is used up.
    await colleague.goto(link);
    await expect(colleague.getByRole("heading", { name: "This invitation does not work" })).toBeVisible();
    await expect(colleague.getByText("This invitation has been used already; sign in instead.")).toBeVisible();

    await page.reload();
    await page.getByLabel("Role of Cleo Colleague").selectOption("ADMIN");
    await expect(page.getByLabel("Role of Cleo Colleague")).toHaveValue("ADMIN");
    await colleague.goto(`${pro.baseURL}/settings`);
    await expect(colleague.getByRole("heading", { name: "People", exact: true })).toBeVisible();

    await page.getByRole("button", { name: "Remove Cleo Colleague" }).click();
    await page.getByRole("alertdialog", { name: "Remove Cleo Colleague?" }).getByRole("button", { name: "Remove" }).click();
    await expect(page.getByText("Cleo Colleague")).toHaveCount(0);
    await colleague.goto(`${pro.baseURL}/settings`);
    await expect(colleague).toHaveURL(/\/login/);
  } finally {
    await colleagueContext.close();
  }
});

test("a colleague who forgot their password gets a link that sets a new one and signs them in", async ({ page, browser }) => {
  const email = `forgetful-${RUN}@example.test`;
  await signInToPro(page, pro);
  await page.goto(`${pro.baseURL}/settings`);
  await page.getByLabel("Email address").fill(email);
  await page.getByRole("button", { name: "Send invitation" }).click();
  await expect(page.getByText(`Invitation sent to ${email}. The link works for 7 days.`)).toBeVisible();

  const context = await browser.newContext();
  const colleague = await context.newPage();
  try {
    await colleague.goto(await invitationLinkTo(email));
    await colleague.getByLabel("Your name").fill("Fred Forgetful");
    await colleague.getByLabel("Password").fill("the first password");
    await colleague.getByRole("button", { name: "Join", exact: true }).click();
    await expect(colleague).toHaveURL(/\/dashboard$/, { timeout: 20_000 });
    await context.clearCookies();

    await colleague.goto(`${pro.baseURL}/login`);
    await colleague.getByRole("link", { name: "Forgot your password?" }).click();
    await expect(colleague.getByRole("heading", { name: "Forgot your password?" })).toBeVisible();
    await expectNoAxeViolations(colleague, "forgot password");
    await colleague.getByLabel("Email").fill(email);
    await colleague.getByRole("button", { name: "Email me a link" }).click();
    await expect(colleague.getByText(`If an account uses ${email}, an email with a link to choose a new password is on its way.`, { exact: false })).toBeVisible();

    let link: string | undefined;
    await expect
      .poll(() => (link = outbox().find((message) => message.to === email && message.meta.kind === "password.reset")?.links.find((url) => url.includes("/reset-password/"))), {
        timeout: 30_000,
      })
      .toBeTruthy();
    await colleague.goto(link!);
    await expect(colleague.getByRole("heading", { name: "Choose a new password" })).toBeVisible();
    await expectNoAxeViolations(colleague, "choose a new password");
    await colleague.getByLabel("New password").fill("the second password");
    await colleague.getByRole("button", { name: "Save the new password" }).click();
    await expect(colleague).toHaveURL(/\/dashboard$/, { timeout: 20_000 });

    await colleague.goto(link!);
    await expect(colleague.getByRole("heading", { name: "This link does not work" })).toBeVisible();
  } finally {
    await context.close();
  }
});
