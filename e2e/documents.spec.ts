/**
 * Documents, as an administrator uses them: upload a PDF by its file input, watch it upload and
 * become Ready, read every page, upload it again (a duplicate) and try an encrypted and a damaged
 * one, each refused in a sentence with the server's words folded away.
 * Runs after first-run.spec.ts, on the install and with the owner that spec set up.
 * Note: processing runs in the server's own job runner, so "Ready" may take a while.
 */
import { expect, test, type Locator, type Page } from "@playwright/test";
import { signInAsOwner } from "./support/owner";
import { corpusPath } from "../tests/fixtures/corpus";

const FIVE_PAGES = { name: "hello_world_rotated.pdf", path: corpusPath("hello_world_rotated.pdf") };
const ENCRYPTED = { name: "pr6531_1.pdf", path: corpusPath("pr6531_1.pdf") };
const DAMAGED = { name: "issue15590.pdf", path: corpusPath("issue15590.pdf") };
const PROCESSING_TIMEOUT = 60_000;

test.describe.configure({ mode: "serial" });


/** Chooses files through the drop zone's hidden input, as the "Choose PDF files" button would. */
function chooseFiles(page: Page, files: Parameters<Locator["setInputFiles"]>[0]) {
  return page.getByRole("region", { name: "Upload PDFs" }).locator('input[type="file"]').setInputFiles(files);
}

function uploadItem(page: Page, fileName: string) {
  return page.getByRole("list", { name: "Uploads" }).getByRole("listitem").filter({ hasText: fileName });
}

function documentCard(page: Page, fileName: string) {
  return page.getByRole("list", { name: "Documents" }).getByRole("listitem").filter({ hasText: fileName });
}

async function expectImageLoaded(image: Locator) {
  await image.scrollIntoViewIfNeeded();
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth), { timeout: 15_000 }).toBeGreaterThan(0);
}

test("documents: upload a PDF, watch it become ready, read its pages, duplicates and encrypted files", async ({ page }) => {
  test.setTimeout(240_000);

  await test.step("the Documents area is in the navigation", async () => {
    await signInAsOwner(page);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Documents" }).click();
    await expect(page).toHaveURL(/\/documents$/);
    await expect(page.getByRole("heading", { level: 1, name: "Documents" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Documents", exact: true })).toHaveAttribute("aria-current", "page");
    await expect(page.getByText("No documents yet.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Choose PDF files" })).toBeVisible();
  });

  await test.step("a file that is not a PDF is refused before anything is sent", async () => {
    await chooseFiles(page, { name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("not a pdf") });
    await expect(uploadItem(page, "notes.txt").getByRole("alert")).toContainText("This is not a PDF");
    await page.getByRole("button", { name: "Clear finished" }).click();
    await expect(page.getByRole("list", { name: "Uploads" })).toHaveCount(0);
  });

  await test.step("a PDF uploads with a progress bar", async () => {
    await chooseFiles(page, FIVE_PAGES.path);
    const item = uploadItem(page, FIVE_PAGES.name);
    const progress = item.getByRole("progressbar", { name: FIVE_PAGES.name });
    await expect(progress).toBeVisible();
    await expect(progress).toHaveAttribute("aria-valuemin", "0");
    await expect(progress).toHaveAttribute("aria-valuemax", "100");
    await expect(progress).toHaveAttribute("aria-valuenow", "100");
    await expect(item).toContainText("100%");
  });

  await test.step("the upload turns Ready, with its first page, without a reload", async () => {
    const item = uploadItem(page, FIVE_PAGES.name);
    await expect(item.getByText("Ready", { exact: true })).toBeVisible({ timeout: PROCESSING_TIMEOUT });
    await expect(item).toContainText("every page has its preview");
    await expectImageLoaded(item.locator("img"));
  });

  await test.step("the list shows it with its details and turns Ready by itself", async () => {
    const card = documentCard(page, FIVE_PAGES.name);
    await expect(card).toHaveCount(1);
    await expect(card.getByRole("definition").first()).toHaveText("5");
    await expect(card).toContainText("1.3 kB");
    await expect(card.getByText("Ready", { exact: true })).toBeVisible({ timeout: PROCESSING_TIMEOUT });
    await expectImageLoaded(card.locator("img"));
  });

  await test.step("search finds documents by file name", async () => {
    const search = page.getByRole("searchbox", { name: "Search by file name" });
    await search.fill("rotated");
    await expect(documentCard(page, FIVE_PAGES.name)).toBeVisible();
    await search.fill("no such file");
    await expect(page.getByText("No documents match “no such file”.")).toBeVisible();
    await search.fill("");
    await expect(documentCard(page, FIVE_PAGES.name)).toBeVisible();
  });

  await test.step("the list fits a phone and a desktop", async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    // From the top, or the sticky header would be pictured halfway down the full-page image.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: test.info().outputPath("documents-390x844.png"), fullPage: true });
    const card = await documentCard(page, FIVE_PAGES.name).boundingBox();
    expect(card && card.x + card.width).toBeLessThanOrEqual(390);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: test.info().outputPath("documents-1280x800.png"), fullPage: true });
  });

  await test.step("the document shows every page, loaded, in its own proportions", async () => {
    await documentCard(page, FIVE_PAGES.name).getByRole("link", { name: FIVE_PAGES.name }).click();
    await expect(page).toHaveURL(/\/documents\/[0-9a-f-]{36}$/);
    await expect(page.getByRole("heading", { level: 1, name: FIVE_PAGES.name })).toBeVisible();
    await expect(page.getByRole("main")).toContainText(/[0-9a-f]{64}/);
    await expect(page.getByRole("region", { name: "Processing" })).toContainText("Ready");

    const pages = page.getByRole("img", { name: /^Page \d+ of 5$/ });
    await expect(pages).toHaveCount(5);
    for (let number = 1; number <= 5; number++) {
      const image = page.getByRole("img", { name: `Page ${number} of 5`, exact: true });
      await expectImageLoaded(image);
      // The box was sized from the PDF's page geometry before the image existed; the rendered
      // image must have the same shape, rotation included, or the layout would have jumped.
      const shapes = await image.evaluate((element: HTMLImageElement) => {
        const box = element.getBoundingClientRect();
        return { box: box.width / box.height, image: element.naturalWidth / element.naturalHeight };
      });
      expect(Math.abs(shapes.box - shapes.image)).toBeLessThan(0.02);
    }
    await page.setViewportSize({ width: 390, height: 844 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: test.info().outputPath("document-390x844.png") });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.screenshot({ path: test.info().outputPath("document-1280x800.png") });
  });

  await test.step("uploading the same bytes again uses the existing document", async () => {
    await page.getByRole("link", { name: "All documents" }).click();
    await expect(page).toHaveURL(/\/documents$/);
    await chooseFiles(page, FIVE_PAGES.path);
    await expect(uploadItem(page, FIVE_PAGES.name)).toContainText("Already uploaded — using the existing document");
    await expect(documentCard(page, FIVE_PAGES.name)).toHaveCount(1);
  });

  await test.step("an encrypted PDF is refused, saying why in plain words", async () => {
    await chooseFiles(page, ENCRYPTED.path);
    const alert = uploadItem(page, ENCRYPTED.name).getByRole("alert");
    await expect(alert).toContainText("This PDF is protected by a password or restrictions.", { timeout: 20_000 });
    // The server's own message is there for whoever needs it, folded.
    await expect(alert.getByText(/The PDF is encrypted/)).toBeHidden();
    await alert.getByText("Technical details").click();
    await expect(alert.getByText(/The PDF is encrypted/)).toBeVisible();
    await expect(documentCard(page, ENCRYPTED.name)).toHaveCount(0);
    await page.setViewportSize({ width: 390, height: 844 });
    await uploadItem(page, ENCRYPTED.name).scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath("uploads-390x844.png") });
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  await test.step("a damaged PDF is refused as damaged, never with the parser's words", async () => {
    await chooseFiles(page, DAMAGED.path);
    const alert = uploadItem(page, DAMAGED.name).getByRole("alert");
    await expect(alert).toContainText("This file is damaged and cannot be read as a PDF.", { timeout: 20_000 });
    await expect(alert.getByText(/page tree/)).toBeHidden();
    await expect(documentCard(page, DAMAGED.name)).toHaveCount(0);
  });

  await test.step("an unknown or malformed document id is not found", async () => {
    for (const id of ["00000000-0000-4000-8000-000000000000", "not-a-document"]) {
      const response = await page.goto(`/documents/${id}`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1, name: "Document not found" })).toBeVisible();
    }
  });
});
