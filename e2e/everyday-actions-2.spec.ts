/**
 * More everyday actions: rename a document in place, "Sign it myself" from its page straight
 * to signing, and the outbox narrowed to a process picked by its subject, with one-click copy of
 * a signing link. Runs after first-run.spec.ts on the install it set up.
 */
import { expect, test, type Locator, type Page } from "@playwright/test";
import { OWNER, signInAsOwner } from "./support/owner";
import { corpusPath } from "../tests/fixtures/corpus";
import { expectNoAxeViolations } from "./support/axe";
import { chooseTypedSignature } from "./support/typed-signature";

const FILE = { name: "rotated.pdf", path: corpusPath("rotated.pdf") };
const RUN = Date.now().toString(36);
const NEW_NAME = `Quarterly report ${RUN}`;
const SIGNER = { name: "Rosa Diaz", email: `rosa.${RUN}@example.test` };
const SENT_SUBJECT = `Quarterly sign-off ${RUN}`;

test.describe.configure({ mode: "serial" });

async function centerOf(locator: Locator) {
  await locator.scrollIntoViewIfNeeded();
  const box = await locator.boundingBox();
  if (!box) throw new Error("not visible");
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** Drags a Signature from the field palette onto the middle of page 1. */
async function dropSignature(page: Page) {
  const firstPage = page.getByRole("group", { name: /^Page 1 of \d+$/ });
  await expect(firstPage.locator("img")).toHaveJSProperty("complete", true);
  const to = await centerOf(firstPage);
  const from = await centerOf(page.getByRole("list", { name: "Add a field" }).getByRole("button", { name: "Signature" }));
  await page.mouse.move(from.x, from.y, { steps: 2 });
  await page.mouse.down();
  await page.mouse.move(to.x, to.y, { steps: 12 });
  await page.mouse.up();
  await expect(firstPage.getByRole("button", { name: /^Signature for / })).toBeVisible();
}

/** Phone (390x844, no sideways scrolling) and desktop (1440x900) screenshots, whole page. */
async function screenshots(page: Page, name: string) {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.evaluate(() => window.scrollTo(0, 0));
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: test.info().outputPath(`${name}-390x844.png`), fullPage: true });
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: test.info().outputPath(`${name}-1440x900.png`), fullPage: true });
}

test("documents: rename one, sign it myself, and find its messages in the outbox", async ({ page, context }) => {
  test.setTimeout(300_000);
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAsOwner(page);
  let documentUrl = "";

  await test.step("open the uploaded document once it is ready", async () => {
    await page.goto("/documents");
    await page.getByRole("region", { name: "Upload PDFs" }).locator('input[type="file"]').setInputFiles(FILE.path);
    const card = page.getByRole("list", { name: "Documents" }).getByRole("listitem").filter({ has: page.getByRole("link", { name: FILE.name, exact: true }) });
    await expect(card.getByText("Ready", { exact: true })).toBeVisible({ timeout: 60_000 });
    await card.getByRole("link", { name: FILE.name, exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: FILE.name })).toBeVisible({ timeout: 20_000 });
    documentUrl = page.url();
  });

  await test.step("Rename refuses an empty name in words, then renames in place", async () => {
    await page.getByRole("button", { name: "Rename" }).click();
    const form = page.getByRole("form", { name: `Rename ${FILE.name}` });
    const name = form.getByLabel("New name");
    await expect(name).toBeFocused();
    await expect(name).toHaveValue(FILE.name);
    await name.fill("   ");
    await form.getByRole("button", { name: "Save name" }).click();
    await expect(form.getByRole("alert")).toHaveText("Name is required");
    await expect(name).toHaveAttribute("aria-invalid", "true");
    await name.fill(NEW_NAME);
    await screenshots(page, "document-rename");
    await name.press("Enter");
    // ".pdf" is added, the server-rendered heading follows, and focus goes back to Rename.
    await expect(page.getByRole("heading", { level: 1, name: `${NEW_NAME}.pdf` })).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: `Renamed to “${NEW_NAME}.pdf”.` })).toBeVisible();
    await expect(page.getByRole("button", { name: "Rename" })).toBeFocused();
    await expect(page.getByRole("region", { name: "Details" })).toContainText(`${NEW_NAME}.pdf`);
    await page.goto("/documents");
    await expect(page.getByRole("link", { name: `${NEW_NAME}.pdf`, exact: true })).toBeVisible();
    await page.goto(documentUrl);
    await expect(page.getByRole("img", { name: /page 1/i }).first()).toHaveJSProperty("complete", true);
    await screenshots(page, "document-page");
  });

  await test.step("Escape closes the rename form without a change", async () => {
    await page.getByRole("button", { name: "Rename" }).click();
    await page.getByRole("form", { name: `Rename ${NEW_NAME}.pdf` }).getByLabel("New name").fill("Not this");
    await page.keyboard.press("Escape");
    await expect(page.getByRole("form")).toHaveCount(0);
    await expect(page.getByRole("heading", { level: 1, name: `${NEW_NAME}.pdf` })).toBeVisible();
  });

  await test.step("Sign it myself: place a signature, Sign now opens the signing page", async () => {
    await page.getByRole("link", { name: "Sign it myself" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Sign it myself" })).toBeVisible();
    await expect(page.getByLabel("Subject")).toHaveValue(NEW_NAME);
    await expect(page.getByText("No signature field yet.")).toBeVisible();
    await dropSignature(page);
    await expect(page.getByText("No signature field yet.")).toHaveCount(0);
    await expectNoAxeViolations(page, "Sign it myself, with a signature field placed");
    await screenshots(page, "sign-myself");
    await page.getByRole("button", { name: "Sign now" }).click();
    await expect(page).toHaveURL(/\/sign\/[A-Za-z0-9_-]{43}$/, { timeout: 20_000 });
    await expect(page.getByRole("heading", { level: 1, name: NEW_NAME })).toBeVisible();
  });

  await test.step("and I sign it", async () => {
    const panel = page.getByRole("complementary");
    await panel.getByRole("button", { name: "Start" }).click();
    await chooseTypedSignature(panel);
    await expect(panel.getByLabel("Your name as your signature")).toHaveValue(OWNER.name);
    await panel.getByRole("button", { name: "Adopt signature" }).click();
    await expect(page.getByRole("button", { name: /^Signature \(required\): signed/ })).toBeVisible();
    await panel.getByRole("checkbox", { name: /sign this document electronically/ }).check();
    await panel.getByRole("button", { name: "Sign the document" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Your document is signed" })).toBeVisible({ timeout: 20_000 });
  });

  let processId = "";
  await test.step("send the renamed document to someone else by email", async () => {
    await page.goto(documentUrl);
    await page.getByRole("link", { name: "Send for signing" }).click();
    await page.getByLabel("Subject").fill(SENT_SUBJECT);
    await page.getByRole("button", { name: "Next", exact: true }).click();
    const signer = page.getByRole("region", { name: /^Signer 1\b/ });
    await signer.getByLabel("Name").fill(SIGNER.name);
    await signer.getByLabel("Email").fill(SIGNER.email);
    await page.getByRole("button", { name: "Next", exact: true }).click();
    await dropSignature(page);
    await page.getByRole("button", { name: "Next", exact: true }).click();
    await expect(page.getByRole("heading", { level: 2, name: "Review, then send" })).toBeVisible();
    await page.getByRole("button", { name: "Send for signing" }).click();
    await expect(page).toHaveURL(/\/processes\/[0-9a-f-]{36}$/, { timeout: 20_000 });
    processId = page.url().split("/").pop()!;
  });

  await test.step("the outbox, narrowed to that process picked by its subject, copies its link", async () => {
    await page.goto("/outbox");
    const invite = page.getByRole("article").filter({ hasText: `To ${SIGNER.email}` });
    // The invitation is mailed by a background job a moment after sending.
    await expect(async () => {
      await page.reload();
      await expect(invite).toHaveCount(1, { timeout: 2_000 });
    }).toPass({ timeout: 30_000 });

    const picker = page.getByRole("combobox", { name: "Process" });
    await picker.fill(`sign-off ${RUN}`);
    await expect(page.getByRole("listbox", { name: "Processes" }).getByRole("option")).toHaveCount(1);
    await expect(page.getByRole("option", { name: new RegExp(SENT_SUBJECT) })).toContainText("Sent");
    await screenshots(page, "outbox-picker");
    await picker.press("Enter");
    await expect(page).toHaveURL(new RegExp(`/outbox\\?process=${processId}$`));
    await expect(picker).toHaveValue(SENT_SUBJECT);
    await expect(page.getByRole("status").filter({ hasText: /^1 message$/ })).toBeVisible();
    await expect(page.getByRole("article")).toHaveCount(1);

    const link = await invite.getByRole("link", { name: /\/sign\/[A-Za-z0-9_-]{43}$/ }).getAttribute("href");
    await invite.getByRole("button", { name: "Copy link" }).click();
    await expect(invite.getByRole("button", { name: "Copied" })).toBeVisible();
    await expect(invite.getByText("Copied to the clipboard")).toBeAttached();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
    await screenshots(page, "outbox-filtered");

    // The address keeps the filter; Clear shows every process again.
    await page.reload();
    await expect(picker).toHaveValue(SENT_SUBJECT);
    await expect(page.getByRole("article")).toHaveCount(1);
    await page.getByRole("button", { name: "Clear the process filter" }).click();
    await expect(page).toHaveURL(/\/outbox$/);
    await expect(picker).toHaveValue("");

    // An address naming no process of ours says so in words, and Clear leads back.
    await page.goto("/outbox?process=00000000-0000-4000-8000-000000000000");
    await expect(page.getByRole("region", { name: "Messages, newest first" }).getByRole("alert")).toHaveText("Signing process not found");
    await page.getByRole("button", { name: "Clear the process filter" }).click();
    await expect(page.getByRole("article").first()).toBeVisible();
  });
});
