/**
 * The Overview shows the work: counts that link to their lists and change as documents are sent,
 * a PDF uploaded right on the Overview and sent through the wizard, what happened lately, and
 * the plan's use; on a phone and a desktop without sideways scrolling. Runs after
 * first-run.spec.ts on the install it set up (other specs may have sent documents before).
 */
import { expect, test, type Locator, type Page } from "@playwright/test";
import { signInAsOwner } from "./support/owner";
import { corpusPath } from "../tests/fixtures/corpus";

const PDF = { name: "bug1937438_af_from_latex.pdf", path: corpusPath("bug1937438_af_from_latex.pdf") };
const SUBJECT = `Overview contract ${Date.now().toString(36)}`;
const SIGNER = { name: "Grace Hopper", email: "grace@overview.example" };

test.describe.configure({ mode: "serial" });

async function overviewLoaded(page: Page) {
  await expect(page.getByRole("heading", { level: 1, name: "Overview" })).toBeVisible();
  await expect(page.getByText("Loading your overview…")).toHaveCount(0, { timeout: 20_000 });
}

const tiles = (page: Page) => page.getByRole("list", { name: "Your work at a glance" });

/** A count as the tile shows it; an organization that has sent nothing shows first steps instead. */
async function countOf(page: Page, label: string): Promise<number> {
  if ((await tiles(page).count()) === 0) {
    await expect(page.getByRole("region", { name: "First steps" })).toBeVisible();
    return 0;
  }
  const text = await tiles(page).getByRole("link", { name: new RegExp(label) }).innerText();
  return Number(text.trim().split(/\s/)[0]);
}

async function centerOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error("not visible");
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** A datetime-local value in the browser's (and this runner's) time zone. */
function localInput(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

async function screenshotWithoutSidewaysScroll(page: Page, width: number, height: number, name: string) {
  await page.setViewportSize({ width, height });
  await overviewLoaded(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  await page.screenshot({ path: test.info().outputPath(name), fullPage: true });
}

test("overview: counts change after sending a document uploaded right on the Overview", async ({ page }) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAsOwner(page);
  await overviewLoaded(page);

  let waitingBefore = 0;
  await test.step("the counts, or first steps while nothing was sent, and the plan's use", async () => {
    waitingBefore = await countOf(page, "Waiting for others");
    if (waitingBefore === 0 && (await tiles(page).count()) === 0) {
      await screenshotWithoutSidewaysScroll(page, 390, 844, "overview-first-steps-390x844.png");
      await page.setViewportSize({ width: 1440, height: 900 });
    }
    const plan = page.getByRole("region", { name: "Free plan" });
    await expect(plan.getByRole("meter", { name: "Signing processes this month" })).toHaveAttribute("aria-valuemax", "10");
    await expect(plan.getByRole("meter", { name: "Templates" })).toBeVisible();
    await expect(plan.getByRole("meter", { name: "Storage" })).toBeVisible();
  });

  await test.step("a PDF uploaded on the Overview leads into the wizard with it chosen", async () => {
    const send = page.getByRole("region", { name: "Send a document" });
    await send.locator('input[type="file"]').setInputFiles(PDF.path);
    const sendLink = send.getByRole("list", { name: "Ready to send" }).getByRole("link", { name: `Send for signing ${PDF.name}` });
    await expect(sendLink).toBeVisible({ timeout: 60_000 });
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await send.screenshot({ path: test.info().outputPath("overview-upload-ready-390x844.png") });
    await page.setViewportSize({ width: 1440, height: 900 });
    await expect(page.getByRole("region", { name: "Free plan" }).getByRole("meter", { name: "Storage" })).not.toHaveAttribute("aria-valuenow", "0");
    await sendLink.click();
    await expect(page).toHaveURL(/\/processes\/new\?document=[0-9a-f-]{36}$/, { timeout: 20_000 });
    await expect(page.getByRole("heading", { level: 2, name: /Details$/ })).toBeVisible();
    await expect(page.getByLabel("Subject")).toHaveValue("bug1937438_af_from_latex");
  });

  await test.step("the document is sent by email to another signer, expiring in two days", async () => {
    await page.getByLabel("Subject").fill(SUBJECT);
    await page.getByLabel("Expires").fill(localInput(new Date(Date.now() + 2 * 86_400_000)));
    await page.getByRole("button", { name: "Next", exact: true }).click();
    const signer = page.getByRole("region", { name: /^Signer 1\b/ });
    await signer.getByLabel("Name").fill(SIGNER.name);
    await signer.getByLabel("Email").fill(SIGNER.email);
    await page.getByRole("button", { name: "Next", exact: true }).click();
    const firstPage = page.getByRole("group", { name: /^Page 1 of \d+$/ });
    await firstPage.scrollIntoViewIfNeeded();
    const from = await centerOf(page.getByRole("list", { name: "Add a field" }).getByRole("button", { name: "Signature" }));
    const to = await centerOf(firstPage);
    await page.mouse.move(from.x, from.y, { steps: 2 });
    await page.mouse.down();
    await page.mouse.move(to.x, to.y, { steps: 12 });
    await page.mouse.up();
    await page.getByRole("button", { name: "Next", exact: true }).click();
    await expect(page.getByRole("heading", { level: 2, name: "Review, then send" })).toBeVisible();
    await page.getByRole("button", { name: "Send for signing" }).click();
    await expect(page).toHaveURL(/\/processes\/[0-9a-f-]{36}$/, { timeout: 20_000 });
    await expect(page.getByRole("heading", { level: 1, name: SUBJECT })).toBeVisible();
  });

  await test.step("back on the Overview, one more waits for others and the sending is the latest activity", async () => {
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Overview", exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await overviewLoaded(page);
    await expect(tiles(page).getByRole("link", { name: /Waiting for others/ })).toContainText(String(waitingBefore + 1));
    const activity = page.getByRole("region", { name: "Recent activity" });
    await expect(activity.getByRole("listitem").filter({ hasText: SUBJECT }).filter({ hasText: `${SIGNER.name}’s turn to sign: invitation emailed` })).toBeVisible();
    await expect(activity.getByRole("listitem").first()).toContainText(SUBJECT);
    const attention = page.getByRole("region", { name: "Needs attention" }).getByRole("listitem").filter({ hasText: SUBJECT });
    await expect(attention).toContainText("Not everyone has signed yet, and it expires soon.");
    await expect(attention).toContainText("Expires");
  });

  await test.step("screenshots at 1440x900 and 390x844, neither scrolling sideways", async () => {
    await screenshotWithoutSidewaysScroll(page, 1440, 900, "overview-1440x900.png");
    await screenshotWithoutSidewaysScroll(page, 390, 844, "overview-390x844.png");
    await page.setViewportSize({ width: 1440, height: 900 });
  });

  await test.step("the count links to the list it counts", async () => {
    await tiles(page).getByRole("link", { name: /Waiting for others/ }).click();
    await expect(page).toHaveURL(/\/processes\?status=SENT,IN_PROGRESS$/);
    const filters = page.getByRole("search", { name: "Filter processes" });
    await expect(filters.getByRole("checkbox", { name: "Sent" })).toBeChecked();
    await expect(filters.getByRole("checkbox", { name: "Completed" })).not.toBeChecked();
    await expect(page.getByRole("region", { name: "Results" }).getByRole("link", { name: SUBJECT }).first()).toBeVisible();
  });

  await test.step("needing attention links to the process", async () => {
    await page.goBack();
    await overviewLoaded(page);
    await page.getByRole("region", { name: "Needs attention" }).getByRole("link", { name: SUBJECT }).click();
    await expect(page).toHaveURL(/\/processes\/[0-9a-f-]{36}$/);
    await expect(page.getByRole("heading", { level: 1, name: SUBJECT })).toBeVisible();
  });
});
