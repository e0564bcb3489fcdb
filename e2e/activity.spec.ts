/**
 * Settings, "Activity" and "Your sessions" as an owner lives them: an invitation sent from
 * People shows in Activity as a sentence; signed in on a second browser too, the owner sees both
 * sessions with this one marked and signs the other out, whose next page asks to sign in again.
 * Screenshots of both sections at 390 and 1280 px; each screen passes axe.
 */
import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { proOrganization, type ProOrganization } from "./support/pro-organization";
import { signInToPro } from "./support/pro-sign-in";

const RUN = Date.now().toString(36);
const INVITED = `activity-${RUN}@example.test`;

test.describe.configure({ mode: "serial" });

let pro: ProOrganization;
test.beforeAll(() => {
  pro = proOrganization();
});


test("an owner's invitation shows in Activity, and another session of theirs can be ended", async ({ page, browser }, testInfo) => {
  await signInToPro(page, pro);
  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  try {
    await signInToPro(other, pro);

    await page.goto(`${pro.baseURL}/settings`);
    await page.getByLabel("Email address").fill(INVITED);
    await page.getByLabel("Role", { exact: true }).selectOption("MEMBER");
    await page.getByRole("button", { name: "Send invitation" }).click();
    await expect(page.getByText(`Invitation sent to ${INVITED}. The link works for 7 days.`)).toBeVisible();

    await page.reload();
    const activity = page.getByRole("list", { name: "Activity entries" });
    await expect(activity.getByText(new RegExp(`invited ${INVITED.replace(/\./g, "\\.")}$`))).toBeVisible();
    await expect(activity.getByText("Role: none → Member")).toBeVisible();
    await page.getByLabel("Kind").selectOption({ label: "API key revoked" });
    await expect(page.getByText("Nothing recorded that matches these filters.")).toBeVisible();
    await page.getByLabel("Kind").selectOption({ label: "Member invited" });
    await expect(activity.getByText(new RegExp(`invited ${INVITED.replace(/\./g, "\\.")}$`))).toBeVisible();

    const sessions = page.getByRole("list", { name: "Your sessions" });
    await expect(sessions.getByText("This device")).toHaveCount(1);
    expect(await sessions.getByRole("listitem").count()).toBeGreaterThanOrEqual(2);
    await expectNoAxeViolations(page, "Settings with Activity and Your sessions");

    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.getByRole("heading", { name: "Your sessions" }).evaluate((heading) => heading.scrollIntoView());
      await page.screenshot({ path: testInfo.outputPath(`your-sessions-${width}.png`) });
      await page.getByRole("heading", { name: "Activity", exact: true }).evaluate((heading) => heading.scrollIntoView());
      await page.screenshot({ path: testInfo.outputPath(`activity-${width}.png`) });
    }

    await page.getByRole("button", { name: "Sign out everywhere else" }).click();
    await expect(sessions.getByRole("listitem")).toHaveCount(1);
    await expect(page.getByRole("button", { name: "Sign out everywhere else" })).toHaveCount(0);

    // The other browser's cookie stopped working: its next page is the sign-in page.
    await other.goto(`${pro.baseURL}/settings`);
    await expect(other).toHaveURL(/\/login/);
    // This one still works.
    await page.reload();
    await expect(page.getByRole("heading", { name: "Your sessions" })).toBeVisible();
  } finally {
    await otherContext.close();
  }
});
