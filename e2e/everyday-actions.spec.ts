/**
 * Everyday actions on a document: "Send for signing" opens the new-process wizard with the
 * document chosen; "Delete" asks first, is refused in plain words while a process uses the
 * document, and otherwise removes it. Runs after first-run.spec.ts on the install it set up.
 */
import { expect, test, type Locator, type Page } from "@playwright/test";
import { signInAsOwner } from "./support/owner";
import { corpusPath } from "../tests/fixtures/corpus";

const USED = { name: "vertical.pdf", path: corpusPath("vertical.pdf") };
const UNUSED = { name: "tracemonkey_a11y.pdf", path: corpusPath("tracemonkey_a11y.pdf") };
const SUBJECT = `Vertical contract ${Date.now().toString(36)}`;

test.describe.configure({ mode: "serial" });

/** Uploads the file (unless an earlier run did) and opens it once it is ready. */
async function openReadyDocument(page: Page, file: { name: string; path: string }) {
  await page.goto("/documents");
  await expect(page.getByText("Loading documents…")).toHaveCount(0);
  const card = page
    .getByRole("list", { name: "Documents" })
    .getByRole("listitem")
    .filter({ has: page.getByRole("link", { name: file.name, exact: true }) });
  if ((await card.count()) === 0) await page.getByRole("region", { name: "Upload PDFs" }).locator('input[type="file"]').setInputFiles(file.path);
  await expect(card.getByText("Ready", { exact: true })).toBeVisible({ timeout: 60_000 });
  await card.getByRole("link", { name: file.name, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: file.name })).toBeVisible({ timeout: 20_000 });
}

async function centerOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error("not visible");
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

test("documents: send one for signing from its page, delete one, refused while a process uses it", async ({ page }) => {
  test.setTimeout(240_000);
  await signInAsOwner(page);

  await test.step("Send for signing opens the wizard with the document chosen", async () => {
    await openReadyDocument(page, USED);
    await page.getByRole("link", { name: "Send for signing" }).click();
    await expect(page).toHaveURL(/\/processes\/new\?document=[0-9a-f-]{36}$/);
    await expect(page.getByRole("heading", { level: 2, name: /Details$/ })).toBeVisible();
    await expect(page.getByLabel("Subject")).toHaveValue("vertical");
  });

  await test.step("the process is created with that document, and I sign it myself", async () => {
    await page.getByLabel("Subject").fill(SUBJECT);
    await page.getByRole("radio", { name: "I sign myself" }).check();
    await page.getByRole("button", { name: "Next", exact: true }).click();
    await page.getByRole("button", { name: "Next", exact: true }).click();
    const firstPage = page.getByRole("group", { name: "Page 1 of 3" });
    await firstPage.scrollIntoViewIfNeeded();
    const from = await centerOf(page.getByRole("list", { name: "Add a field" }).getByRole("button", { name: "Signature" }));
    const to = await centerOf(firstPage);
    await page.mouse.move(from.x, from.y, { steps: 2 });
    await page.mouse.down();
    await page.mouse.move(to.x, to.y, { steps: 12 });
    await page.mouse.up();
    await page.getByRole("button", { name: "Next", exact: true }).click();
    // "I sign myself" turns "Send" into "Sign now", which lands on the signing page.
    await page.getByRole("button", { name: "Sign now" }).click();
    await expect(page).toHaveURL(/\/sign\/[A-Za-z0-9_-]{43}$/, { timeout: 20_000 });
    await expect(page.getByText(SUBJECT).first()).toBeVisible();
  });

  await test.step("deleting a document a process uses is refused, saying why", async () => {
    await openReadyDocument(page, USED);
    await page.getByRole("button", { name: "Delete", exact: true }).click();
    const confirm = page.getByRole("alertdialog", { name: `Delete ${USED.name}` });
    await expect(confirm).toContainText("removed for good");
    await confirm.getByRole("button", { name: "Delete for good" }).click();
    await expect(confirm.getByRole("alert")).toContainText("This document cannot be deleted because a signing process uses it.");
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await expect(page.getByRole("heading", { level: 1, name: USED.name })).toBeVisible();
  });

  await test.step("the document page fits a phone", async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole("button", { name: "Delete", exact: true }).click();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: test.info().outputPath("document-actions-390x844.png") });
    await page.getByRole("button", { name: "Cancel" }).click();
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  await test.step("an unused document is deleted after confirming, and leaves the library", async () => {
    await openReadyDocument(page, UNUSED);
    await page.getByRole("button", { name: "Delete", exact: true }).click();
    await page.getByRole("alertdialog", { name: `Delete ${UNUSED.name}` }).getByRole("button", { name: "Delete for good" }).click();
    await expect(page).toHaveURL(/\/documents$/);
    await expect(page.getByRole("link", { name: UNUSED.name, exact: true })).toHaveCount(0);
  });
});
