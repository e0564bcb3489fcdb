/**
 * The online-form builder, as an admin uses it: a new form with two recipients, a question, a
 * section that shows only when the question is ticked (its condition picked from lists), the
 * preview applying it, a second editor's save answered with a conflict; then publishing, each
 * recipient's private link copied, both signing on a 390x844 phone, and the sealed PDF
 * downloaded and read with poppler. Runs on the PRO server.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { proOrganization, type ProOrganization } from "./support/pro-organization";
import { expectNoAxeViolations } from "./support/axe";
import { signInToPro } from "./support/pro-sign-in";

const RUN = Date.now().toString(36);
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };

test.describe.configure({ mode: "serial" });

let pro: ProOrganization;
test.beforeAll(() => {
  pro = proOrganization();
});


const blocks = (page: Page) => page.getByRole("list", { name: "Blocks", exact: true });
const preview = (page: Page) => page.getByTestId("form-preview");

/** Adds a block from the palette; its settings open, and the question's words are typed in. */
async function addBlock(page: Page, type: string, words: string): Promise<Locator> {
  await page.getByRole("group", { name: "Add a block" }).getByRole("button", { name: type }).click();
  const label = page.getByLabel(type === "Section" ? "Heading" : type === "Text" ? "Text" : "Question", { exact: true });
  await expect(label).toBeFocused();
  await label.fill(words);
  return page.getByRole("button", { name: new RegExp(`^${words}`) });
}

test("an admin builds a form with a conditional section, publishes it, and both recipients sign it on a phone", async ({ browser, page }) => {
  test.setTimeout(180_000);
  const title = `Club membership ${RUN}`;
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInToPro(page, pro);

  await test.step("a new form starts with a signature and says what sending needs", async () => {
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Online forms" }).click();
    const drafts = async () => {
      const answer = await page.request.get(`${pro.baseURL}/api/v1/online-forms?draftsOnly=true&pageSize=1`, { headers: { Authorization: `Bearer ${pro.apiKey}` } });
      return ((await answer.json()) as { data: { total: number } }).data.total;
    };
    const before = await drafts();
    // A double click makes one draft, not two.
    await page.getByRole("button", { name: "New form", exact: true }).dblclick();
    await expect(page).toHaveURL(/\/online-forms\/[0-9a-f-]{36}$/, { timeout: 20_000 });
    await expect(page.getByRole("heading", { level: 1, name: "Untitled form" })).toBeVisible();
    expect(await drafts()).toBe(before + 1);
    await expect(page.getByText("Add at least one recipient.")).toBeVisible();
    await page.getByLabel("Title").fill(title);
  });

  await test.step("two recipients, each with their own questions and signature", async () => {
    await page.getByRole("button", { name: "Add recipient" }).click();
    await page.locator("#recipient-1-name").fill("Mia Member");
    await page.getByRole("button", { name: "Add recipient" }).click();
    await page.locator("#recipient-2-name").fill("Sam Secretary");

    // Recipient 1: a checkbox, then a section that shows only when it is ticked.
    await addBlock(page, "Checkbox", "I bring a guest");
    await addBlock(page, "Section", "Your guest");
    await page.getByRole("button", { name: "Add a condition" }).click();
    await expect(page.getByLabel("Condition 1: question")).toHaveValue("checkbox-1");
    await expect(page.getByLabel("Condition 1: comparison")).toHaveValue("equals");
    await expect(page.getByLabel("Condition 1: value")).toHaveValue("true");
    // A written answer inside the section (added while the section is selected), required.
    await addBlock(page, "Written answer", "Guest's name");
    await page.getByLabel("An answer is required").check();
    await expect(page.getByLabel("Inside section")).toHaveValue("section-1");

    // The first blocks went after the signature; move the signature to the end, by keyboard.
    const signature = blocks(page).getByRole("button", { name: /^Signature/ }).first();
    await signature.focus();
    await page.keyboard.press("Alt+ArrowDown");
    await page.keyboard.press("Alt+ArrowDown");
    await expect(blocks(page).locator(":scope > li").last()).toContainText("Signature");

    // Recipient 2: a required checkbox and their own signature, after recipient 1's signature.
    await signature.click();
    await addBlock(page, "Checkbox", "Membership approved");
    await page.getByLabel("Answered by").selectOption({ label: "Sam Secretary" });
    await page.getByLabel("An answer is required").check();
    await page.getByRole("group", { name: "Add a block" }).getByRole("button", { name: "Signature" }).click();
    await expect(page.getByLabel("Answered by")).toHaveValue("2");
    await expect(page.getByText(/needed before sending/i)).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath("builder-1440x900.png"), fullPage: true });
  });

  await test.step("the preview shows each recipient their blocks, and the section only when its question is ticked", async () => {
    await expect(preview(page).getByRole("checkbox", { name: "I bring a guest" })).toBeVisible();
    await expect(preview(page).getByLabel(/Guest's name/)).toHaveCount(0);
    await preview(page).getByRole("checkbox", { name: "I bring a guest" }).check();
    await expect(preview(page).getByRole("region", { name: "Your guest" }).getByLabel(/Guest's name/)).toBeVisible();
    await expect(preview(page).getByText("Membership approved")).toHaveCount(0);
    await page.getByLabel("Preview as").selectOption({ label: "Sam Secretary" });
    await expect(preview(page).getByRole("checkbox", { name: /Membership approved/ })).toBeVisible();
    await expect(preview(page).getByText("I bring a guest")).toHaveCount(0);
  });

  await test.step("saving answers a conflict when someone else saved first", async () => {
    await page.getByRole("button", { name: "Save draft" }).click();
    await expect(page.getByRole("status").filter({ hasText: "All changes saved" })).toBeVisible();
    // The saved draft as a PDF with every branch, marked unsigned.
    const [unsigned] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Unsigned PDF of the saved draft" }).click()]);
    const unsignedText = execFileSync("pdftotext", [await unsigned.path(), "-"], { encoding: "utf8" });
    for (const words of ["UNSIGNED", "I bring a guest", "Guest's name", "Membership approved"]) expect(unsignedText).toContain(words);
    // A second editor opens the same form and saves a change.
    const other = await page.context().newPage();
    await other.goto(page.url());
    await other.getByLabel("Title").fill(`${title} (edited elsewhere)`);
    await other.getByRole("button", { name: "Save draft" }).click();
    await expect(other.getByRole("status").filter({ hasText: "All changes saved" })).toBeVisible();
    await other.close();

    await page.getByLabel("Title").fill(title + " ");
    await page.getByRole("button", { name: "Save draft" }).click();
    const conflict = page.getByRole("alert").filter({ hasText: "Someone else saved this form while you were editing it." });
    await expect(conflict).toBeVisible();
    await conflict.getByRole("button", { name: "Keep my changes" }).click();
    await expect(conflict).toHaveCount(0);
    await expect(page.getByRole("status").filter({ hasText: "All changes saved" })).toBeVisible();
  });

  const links: string[] = [];
  await test.step("publishing sends the form, and each recipient's private link can be copied", async () => {
    await page.getByRole("button", { name: "Publish and send" }).click();
    await expect(page.getByText("Sent", { exact: true })).toBeVisible({ timeout: 20_000 });
    for (const name of ["Mia Member", "Sam Secretary"]) {
      const link = page.getByLabel(`Private link for ${name}`);
      await expect(link).toHaveValue(/\/sign\//);
      links.push(await link.inputValue());
      await expect(page.getByRole("button", { name: `Copy link for ${name}` })).toBeVisible();
    }
    await expectNoAxeViolations(page, "a published form with its private links");
    await page.screenshot({ path: test.info().outputPath("published-1440x900.png"), fullPage: true });
  });

  const phone = await browser.newContext({ ...PHONE, locale: "en-US" });
  const signer = await phone.newPage();
  const form = () => signer.getByRole("main", { name: "Form" });

  await test.step("the first recipient answers on a phone: the guest section appears when ticked", async () => {
    await signer.goto(links[0]!);
    await expect(signer.getByRole("heading", { level: 1, name: title })).toBeVisible({ timeout: 20_000 });
    await expect(form().getByRole("region", { name: "Your guest" })).toHaveCount(0);
    await form().getByRole("checkbox", { name: "I bring a guest" }).check();
    await form().getByRole("region", { name: "Your guest" }).getByLabel(/Guest's name/).fill("Gustav Gast");
    await form().getByRole("button", { name: /Sign here/ }).click();
    await form().getByRole("tab", { name: "Type" }).click();
    await form().getByRole("button", { name: "Adopt signature" }).click();
    await form().getByRole("checkbox", { name: /sign this document electronically/ }).check();
    expect(await signer.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await form().getByRole("button", { name: "Sign the form" }).click();
    await expect(signer.getByRole("heading", { level: 1, name: "You have signed" })).toBeVisible({ timeout: 20_000 });
  });

  await test.step("the second recipient confirms and signs on a phone, then downloads the sealed PDF", async () => {
    await signer.goto(links[1]!);
    await expect(signer.getByRole("heading", { level: 1, name: title })).toBeVisible({ timeout: 20_000 });
    await expect(form().getByText("I bring a guest")).toHaveCount(0);
    await form().getByRole("checkbox", { name: /Membership approved/ }).check();
    await form().getByRole("button", { name: /Sign here/ }).click();
    await form().getByRole("tab", { name: "Type" }).click();
    await form().getByRole("button", { name: "Adopt signature" }).click();
    await form().getByRole("checkbox", { name: /sign this document electronically/ }).check();
    await form().getByRole("button", { name: "Sign the form" }).click();
    await expect(signer.getByRole("heading", { level: 1, name: "Everyone has signed" })).toBeVisible({ timeout: 90_000 });
    await signer.screenshot({ path: test.info().outputPath("signed-390x844.png"), fullPage: true });

    // The signer's own link to the sealed PDF, fetched as the browser would.
    const href = await signer.getByRole("link", { name: /Signed document/ }).getAttribute("href");
    const answer = await signer.request.get(new URL(href!, signer.url()).toString());
    expect(answer.status(), await answer.text().catch(() => "")).toBe(200);
    const file = test.info().outputPath("signed-form.pdf");
    fs.writeFileSync(file, await answer.body());
    expect(fs.readFileSync(file).subarray(0, 5).toString("latin1")).toBe("%PDF-");
    const text = execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" });
    for (const words of ["I bring a guest", "Guest's name", "Gustav Gast", "Membership approved"]) expect(text).toContain(words);
    expect(execFileSync("pdfsig", [file], { encoding: "utf8" })).toMatch(/Signature #1/);
  });

  await test.step("the dashboard shows both recipients as signed", async () => {
    await page.reload();
    await expect(page.getByText("Signing: Completed")).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText("Signed", { exact: true })).toHaveCount(2);
  });
  await phone.close();
});
