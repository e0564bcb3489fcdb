/**
 * Drafts of the new-process wizard: saved as the sender goes, found again after a reload and from
 * the Drafts list; removing a signer with fields asks where they go; the review step shows the
 * signers, their fields and the real invitation email before Send; "Send again" on a voided
 * process opens a draft at its review step. Runs after first-run.spec.ts on its FREE install.
 */
import { expect, test, type Locator, type Page } from "@playwright/test";
import { corpusPath } from "../tests/fixtures/corpus";
import { OWNER, signInAsOwner } from "./support/owner";

const PDF = { name: "hello_world_rotated.pdf", path: corpusPath("hello_world_rotated.pdf") };
const SUBJECT = `Rental contract ${Date.now().toString(36)}`;
const ADA = { name: "Ada Draft", email: "ada.draft@example.test" };
const BOB = { name: "Bob Draft", email: "bob.draft@example.test" };

test.describe.configure({ mode: "serial" });

async function ensureDocument(page: Page) {
  await page.goto("/documents");
  const card = page.getByRole("list", { name: "Documents" }).getByRole("listitem").filter({ hasText: PDF.name });
  await expect(page.getByText("Loading documents…")).toHaveCount(0);
  if ((await card.count()) === 0) {
    await page.getByRole("region", { name: "Upload PDFs" }).locator('input[type="file"]').setInputFiles(PDF.path);
  }
  await expect(card.getByText("Ready", { exact: true })).toBeVisible({ timeout: 60_000 });
}

async function centerOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error("not visible");
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** Drags a field type from the palette onto a page at fractions of its size. */
async function dropField(page: Page, type: string, target: Locator, fx: number, fy: number) {
  await target.evaluate((element, fraction) => {
    const box = element.getBoundingClientRect();
    window.scrollBy(0, box.top + box.height * fraction - window.innerHeight / 2);
  }, fy);
  const box = (await target.boundingBox())!;
  const from = await centerOf(page.getByRole("list", { name: "Add a field" }).getByRole("button", { name: type }));
  await page.mouse.move(from.x, from.y, { steps: 2 });
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * fx, box.y + box.height * fy, { steps: 12 });
  await page.mouse.up();
}

const saved = (page: Page) => expect(page.getByRole("status").filter({ hasText: "All changes saved" })).toBeVisible({ timeout: 15_000 });
const heading = (page: Page, name: string) => expect(page.getByRole("heading", { level: 2, name })).toBeVisible();
const signerRegion = (page: Page, number: number) => page.getByRole("region", { name: new RegExp(`^Signer ${number}\\b`) });

async function screenshots(page: Page, name: string) {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.evaluate(() => window.scrollTo(0, 0));
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: test.info().outputPath(`${name}-390x844.png`), fullPage: true });
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: test.info().outputPath(`${name}-1440x900.png`), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
}

test("process drafts: saved as you go, resumed, reviewed, sent, and sent again", async ({ page }) => {
  test.setTimeout(300_000);
  let draftUrl = "";

  await test.step("a draft built partway is saved, with its id in the address", async () => {
    await signInAsOwner(page);
    await ensureDocument(page);
    await page.goto("/processes/new");
    await heading(page, "Choose the document");
    await page.getByRole("radio", { name: new RegExp(PDF.name.replace(".", "\\.")) }).check();
    await page.getByRole("button", { name: "Next" }).click();
    await heading(page, "Details");
    await expect(page).toHaveURL(/\/processes\/new\?draft=[0-9a-f-]{36}(&step=\w+)?$/, { timeout: 15_000 });
    await page.getByLabel("Subject").fill(SUBJECT);
    await page.getByLabel("Message (optional)").fill("Please sign before the keys are handed over.");
    await page.getByRole("button", { name: "Next" }).click();

    await heading(page, "Signers");
    await signerRegion(page, 1).getByLabel("Name").fill(ADA.name);
    await signerRegion(page, 1).getByLabel("Email").fill(ADA.email);
    await page.getByRole("button", { name: "Add another signer" }).click();
    // A name the certificate cannot print is warned of beside it, naming the characters, and the
    // warning goes once the name is written another way.
    await signerRegion(page, 2).getByLabel("Name").fill("ᏣᎳᎩ");
    await expect(signerRegion(page, 2).getByRole("status").filter({ hasText: "certificate cannot print “Ꮳ”, “Ꮃ” and “Ꭹ”" })).toBeVisible({ timeout: 15_000 });
    await signerRegion(page, 2).getByLabel("Name").fill(BOB.name);
    await expect(signerRegion(page, 2).getByText(/cannot print/)).toHaveCount(0);
    await signerRegion(page, 2).getByLabel("Email").fill(BOB.email);
    await page.getByRole("button", { name: "Next" }).click();

    await heading(page, "Place the fields");
    const firstPage = page.getByRole("group", { name: "Page 1 of 5" });
    await expect(firstPage.locator("img")).toHaveJSProperty("complete", true);
    await dropField(page, "Signature", firstPage, 0.3, 0.3);
    await page.getByRole("radio", { name: new RegExp(`^2 · ${BOB.name}`) }).check();
    await dropField(page, "Signature", firstPage, 0.3, 0.7);
    await expect(page.getByText("2 fields placed.")).toBeVisible();
    await saved(page);
    // The draft's own address; the step the wizard was on rides along in the browser's history only.
    draftUrl = page.url().replace(/&step=\w+$/, "");
  });

  await test.step("a reload finds everything back: step, document, details, signers, fields", async () => {
    await page.reload();
    await heading(page, "Place the fields");
    await expect(page.getByText("2 fields placed.")).toBeVisible();
    const firstPage = page.getByRole("group", { name: "Page 1 of 5" });
    await expect(firstPage.getByRole("button", { name: new RegExp(`^Signature for 1 · ${ADA.name}`) })).toBeVisible();
    await expect(firstPage.getByRole("button", { name: new RegExp(`^Signature for 2 · ${BOB.name}`) })).toBeVisible();
    await page.getByRole("button", { name: "Back" }).click();
    await expect(signerRegion(page, 2).getByLabel("Email")).toHaveValue(BOB.email);
    await page.getByRole("button", { name: "Back" }).click();
    await expect(page.getByLabel("Subject")).toHaveValue(SUBJECT);
    await saved(page);
  });

  await test.step("leaving with changes not yet saved asks first", async () => {
    await page.getByLabel("Subject").fill(`${SUBJECT} `);
    let asked = "";
    page.once("dialog", (dialog) => {
      asked = dialog.message();
      void dialog.dismiss();
    });
    await page.getByRole("link", { name: "All processes" }).click();
    await expect.poll(() => asked).toContain("not saved yet");
    await expect(page).toHaveURL(/\/processes\/new\?draft=/);
    await page.getByLabel("Subject").fill(SUBJECT);
    await saved(page);
  });

  await test.step("the Drafts list on the processes page resumes it", async () => {
    await page.getByRole("link", { name: "All processes" }).click();
    const drafts = page.getByRole("region", { name: "Drafts" });
    const row = drafts.getByRole("listitem").filter({ hasText: SUBJECT });
    await expect(row).toContainText(PDF.name);
    await expect(row).toContainText("last changed");
    await screenshots(page, "drafts-list");
    await row.getByRole("link", { name: `Resume “${SUBJECT}”` }).click();
    await expect(page).toHaveURL(draftUrl);
    await heading(page, "Details");
    await expect(page.getByLabel("Subject")).toHaveValue(SUBJECT);
    await page.getByRole("button", { name: "Next" }).click();
  });

  await test.step("removing a signer with fields asks where the fields go", async () => {
    await heading(page, "Signers");
    await page.getByRole("button", { name: "Remove Signer 2" }).click();
    const prompt = page.getByRole("group", { name: new RegExp(`Signer 2 \\(${BOB.name}\\) has 1 field`) });
    await expect(prompt).toBeVisible();
    await screenshots(page, "remove-signer");
    await prompt.getByRole("button", { name: `Keep Signer 2 (${BOB.name})` }).click();
    await expect(signerRegion(page, 2)).toBeVisible();
    await page.getByRole("button", { name: "Remove Signer 2" }).click();
    await expect(prompt.getByLabel("Signer who gets the fields")).toHaveValue(/signer-1/);
    await prompt.getByRole("radio", { name: "Give it to" }).check();
    await prompt.getByRole("button", { name: `Remove Signer 2 (${BOB.name})` }).click();
    await expect(signerRegion(page, 2)).toHaveCount(0);
    await page.getByRole("button", { name: "Next" }).click();
    await heading(page, "Place the fields");
    const firstPage = page.getByRole("group", { name: "Page 1 of 5" });
    await expect(firstPage.getByRole("button", { name: new RegExp(`for 1 · ${ADA.name}`) })).toHaveCount(2);
  });

  await test.step("the review step shows the signers, their fields and the email they receive", async () => {
    await page.getByRole("button", { name: "Next" }).click();
    await heading(page, "Review, then send");
    const signers = page.getByRole("list", { name: "Signers, in signing order" }).getByRole("listitem");
    await expect(signers).toHaveCount(1);
    await expect(signers.first()).toContainText(ADA.name);
    await expect(signers.first()).toContainText(`By email to ${ADA.email}, as soon as you send.`);
    await expect(signers.first()).toContainText("No extra check: opening the link is enough.");
    await expect(signers.first()).toContainText("2 fields: Signature (page 1), Signature (page 1).");
    await expect(page.getByRole("list", { name: "Fields on page 1" }).getByRole("listitem")).toHaveCount(2);
    await expect(signers.first()).toContainText(`Email subject: ${OWNER.organizationName} asks you to sign “${SUBJECT}”`);
    const email = signers.first().locator("details");
    await email.getByText(`Show the email ${ADA.name} receives, in English`).click();
    await expect(email).toContainText("Please sign before the keys are handed over.");
    await expect(email).toContainText(ADA.name);
    await saved(page);
    await screenshots(page, "review-step");
  });

  await test.step("sending opens the process and the draft is gone", async () => {
    await page.getByRole("button", { name: "Send for signing" }).click();
    await expect(page).toHaveURL(/\/processes\/[0-9a-f-]{36}$/, { timeout: 20_000 });
    await expect(page.getByRole("heading", { level: 1, name: SUBJECT })).toBeVisible();
    await page.goto(draftUrl);
    await expect(page.getByText("That draft is no longer there: it was sent or deleted.")).toBeVisible();
    await page.goto("/processes");
    await expect(page.getByRole("heading", { level: 1, name: "Processes" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Drafts" }).getByText(SUBJECT)).toHaveCount(0);
  });

  await test.step("Send again on a voided process opens its review step with the same signers and fields", async () => {
    await page.getByLabel("Search by subject").fill(SUBJECT);
    await page.getByRole("row", { name: new RegExp(SUBJECT) }).getByRole("link").first().click();
    await page.getByRole("button", { name: "Void process…" }).click();
    await page.getByRole("button", { name: "Void process", exact: true }).click();
    await expect(page.getByRole("region", { name: "Summary" }).getByText("Voided", { exact: true })).toBeVisible();
    await page.getByRole("button", { name: "Send again" }).click();
    await expect(page).toHaveURL(/\/processes\/new\?draft=[0-9a-f-]{36}(&step=\w+)?$/, { timeout: 20_000 });
    await heading(page, "Review, then send");
    const signers = page.getByRole("list", { name: "Signers, in signing order" }).getByRole("listitem");
    await expect(signers).toHaveCount(1);
    await expect(signers.first()).toContainText(ADA.name);
    await expect(signers.first()).toContainText("2 fields: Signature (page 1), Signature (page 1).");
    await expect(page.getByText(`“${SUBJECT}”`).first()).toBeVisible();
  });

  await test.step("a draft is deleted from the list after asking", async () => {
    await page.goto("/processes");
    const row = page.getByRole("region", { name: "Drafts" }).getByRole("listitem").filter({ hasText: SUBJECT });
    await row.getByRole("button", { name: `Delete “${SUBJECT}”` }).click();
    const confirmation = page.getByRole("alertdialog", { name: `Delete the draft “${SUBJECT}”?` });
    await expect(confirmation).toContainText("It cannot be brought back.");
    await confirmation.getByRole("button", { name: "Delete draft" }).click();
    await expect(page.getByRole("region", { name: "Drafts" }).getByText(SUBJECT)).toHaveCount(0);
  });
});
