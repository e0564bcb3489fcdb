/**
 * Signing processes, as an administrator runs them from the dashboard: create one with two
 * signers and fields placed by drag and drop, follow it on its page and in the outbox, void
 * it; then send one to sign oneself and find it under "Waiting for my signature".
 * Runs after first-run.spec.ts on the FREE install it set up; uploads its PDF if
 * documents.spec.ts has not (or did not run in this invocation).
 */
import { expect, test, type Locator, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { OWNER, signInAsOwner } from "./support/owner";
import { corpusPath } from "../tests/fixtures/corpus";

const PDF = { name: "hello_world_rotated.pdf", path: corpusPath("hello_world_rotated.pdf") };
const SUBJECT = `Lease agreement ${Date.now().toString(36)}`;
const SELF_SUBJECT = `Expense report ${Date.now().toString(36)}`;
const FIRST = { name: "Zoë Łódź", email: "zoe.e2e@example.test", role: "Tenant" };
const SECOND = { name: "Tōkyō Landlord", email: "landlord.e2e@example.test", role: "Landlord" };
const OBSERVER = { name: "Olga Accountant", email: "olga.e2e@example.test" };

test.describe.configure({ mode: "serial" });


/** The PDF as a READY document, uploaded now unless an earlier spec did. */
async function ensureDocument(page: Page) {
  await page.goto("/documents");
  const card = page.getByRole("list", { name: "Documents" }).getByRole("listitem").filter({ hasText: PDF.name });
  await expect(page.getByText("Loading documents…")).toHaveCount(0);
  if ((await card.count()) === 0) {
    await page.getByRole("region", { name: "Upload PDFs" }).locator('input[type="file"]').setInputFiles(PDF.path);
  }
  await expect(card.getByText("Ready", { exact: true })).toBeVisible({ timeout: 60_000 });
}

/** Drags with real pointer events: press, travel in steps, let go. */
async function drag(page: Page, from: { x: number; y: number }, to: { x: number; y: number }) {
  await page.mouse.move(from.x, from.y, { steps: 2 });
  await page.mouse.down();
  await page.mouse.move(to.x, to.y, { steps: 12 });
  await page.mouse.up();
}

/** A point on a page, given as fractions of its size, scrolled into the middle of the viewport first. */
async function pointOn(target: Locator, fx: number, fy: number) {
  await target.evaluate((element, fraction) => {
    const box = element.getBoundingClientRect();
    window.scrollBy(0, box.top + box.height * fraction - window.innerHeight / 2);
  }, fy);
  const box = (await target.boundingBox())!;
  return { x: box.x + box.width * fx, y: box.y + box.height * fy };
}

async function centerOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error("not visible");
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** Drags a field type from the palette to a point; the point is taken first, as finding it may scroll. */
async function dropFromPalette(page: Page, type: string, to: { x: number; y: number }) {
  await drag(page, await centerOf(page.getByRole("list", { name: "Add a field" }).getByRole("button", { name: type })), to);
}

/** A placed field's geometry in points, read from its accessible name. */
async function geometryOf(field: Locator) {
  const label = (await field.getAttribute("aria-label")) ?? "";
  const match = /, (\d+) by (\d+) points, (\d+) × (\d+) points$/.exec(label);
  if (!match) throw new Error(`no geometry in “${label}”`);
  const [x, y, w, h] = match.slice(1).map(Number) as [number, number, number, number];
  return { x, y, w, h };
}

async function expectFitsPhone(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
}

async function screenshots(page: Page, name: string) {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await expectFitsPhone(page);
  await page.screenshot({ path: test.info().outputPath(`${name}-390x844.png`), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: test.info().outputPath(`${name}-1280x800.png`), fullPage: true });
}

function summary(page: Page) {
  return page.getByRole("region", { name: "Summary" });
}

function timeline(page: Page) {
  return page.getByRole("region", { name: "Timeline" });
}

async function chooseDocument(page: Page) {
  await expect(page.getByRole("heading", { level: 2, name: "Choose the document" })).toBeVisible();
  await page.getByRole("radio", { name: new RegExp(PDF.name.replace(".", "\\.")) }).check();
  await page.getByRole("button", { name: "Next" }).click();
}

test("processes: create with drag-and-drop fields, follow, find in the outbox, void; sign one myself", async ({ page }) => {
  test.setTimeout(300_000);
  let processUrl = "";

  await test.step("the Processes area is in the navigation", async () => {
    await signInAsOwner(page);
    await ensureDocument(page);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Processes", exact: true }).click();
    await expect(page).toHaveURL(/\/processes$/);
    await expect(page.getByRole("heading", { level: 1, name: "Processes" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Processes", exact: true })).toHaveAttribute("aria-current", "page");
    await page.getByRole("link", { name: "New process" }).click();
    await expect(page).toHaveURL(/\/processes\/new$/);
  });

  await test.step("step 1: a ready document is chosen", async () => {
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.getByText("Choose the document to sign")).toBeVisible();
    await chooseDocument(page);
  });

  await test.step("step 2: details are checked with the shared schema, SMS codes need a paid plan", async () => {
    await expect(page.getByRole("heading", { level: 2, name: "Details" })).toBeVisible();
    await expect(page.getByLabel("Subject")).toHaveValue("hello_world_rotated");
    await page.getByLabel("Subject").fill(" ");
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.getByText("Subject is required")).toBeVisible();
    await page.getByLabel("Subject").fill(SUBJECT);
    await expect(page.getByText("Subject is required")).toHaveCount(0);
    await page.getByLabel("Message (optional)").fill("Please sign by Friday.");
    // The browser's Back and Forward move between steps, keeping what was typed.
    await page.goBack();
    await expect(page.getByRole("heading", { level: 2, name: "Choose the document" })).toBeVisible();
    await page.goForward();
    await expect(page.getByRole("heading", { level: 2, name: "Details" })).toBeVisible();
    await expect(page.getByLabel("Subject")).toHaveValue(SUBJECT);
    await expect(page.getByLabel("Expires")).not.toHaveValue("");
    await expect(page.getByRole("radio", { name: "Email" })).toBeChecked();
    await expect(page.getByRole("radio", { name: "Link and SMS code" })).toBeDisabled();
    await expect(page.getByText(/Needs the Pro or Enterprise plan; your organization is on Free\./)).toBeVisible();
    await expect(page.getByRole("radio", { name: "Link only" })).toBeChecked();
    await screenshots(page, "new-process-details");
    await page.getByRole("button", { name: "Next" }).click();
  });

  await test.step("step 3: a long name and email stay inside the signer's card at 390, 1024 and 1440 (screenshots)", async () => {
    await expect(page.getByRole("heading", { level: 2, name: "Signers" })).toBeVisible();
    const card = page.getByRole("region", { name: /^Signer 1\b/ });
    await card.getByLabel("Name").fill("Maximiliane Theodora Wilhelmina Auguste von Hohenzollern-Sigmaringen-Schwarzenberg");
    await card.getByLabel("Email").fill("maximiliane.theodora.wilhelmina.von.hohenzollern-sigmaringen@verwaltung.example.test");
    for (const width of [390, 1024, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await page.evaluate(() => window.scrollTo(0, 0));
      // Content running out of the card widens its scroll width past its own width.
      expect(await card.evaluate((element) => element.scrollWidth - element.clientWidth), `the card at ${width}`).toBeLessThanOrEqual(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `the page at ${width}`).toBeLessThanOrEqual(width);
      await card.screenshot({ path: test.info().outputPath(`signer-card-long-name-${width}.png`) });
    }
    await page.setViewportSize({ width: 1280, height: 800 });
    await card.getByLabel("Name").fill("");
    await card.getByLabel("Email").fill("");
  });

  await test.step("step 3: two signers in order, with their emails", async () => {
    await expect(page.getByRole("heading", { level: 2, name: "Signers" })).toBeVisible();
    await page.getByRole("button", { name: "Next" }).click();
    const first = page.getByRole("region", { name: /^Signer 1\b/ });
    await expect(first.getByText("Name is required")).toBeVisible();
    await expect(first.getByText("Email is required: the invitation is sent to it")).toBeVisible();
    await first.getByLabel("Name").fill(SECOND.name);
    await first.getByLabel("Email").fill(SECOND.email);
    await first.getByLabel("Role (optional)").fill(SECOND.role);
    await page.getByRole("button", { name: "Add another signer" }).click();
    const second = page.getByRole("region", { name: /^Signer 2\b/ });
    await second.getByLabel("Name").fill(FIRST.name);
    await second.getByLabel("Email").fill(FIRST.email);
    await second.getByLabel("Role (optional)").fill(FIRST.role);
    await second.getByLabel("Language").selectOption("en");
    // Entered the wrong way round: the tenant signs first.
    await page.getByRole("button", { name: "Move up Signer 2" }).click();
    await expect(page.getByRole("region", { name: /^Signer 1\b/ }).getByLabel("Name")).toHaveValue(FIRST.name);
    await expect(page.getByRole("region", { name: /^Signer 2\b/ }).getByLabel("Name")).toHaveValue(SECOND.name);
    await screenshots(page, "new-process-signers");
    await page.getByRole("button", { name: "Next" }).click();
  });

  await test.step("step 4: fields are dragged onto the page, resized, moved by keyboard and assigned", async () => {
    await expect(page.getByRole("heading", { level: 2, name: "Place the fields" })).toBeVisible();
    const firstPage = page.getByRole("group", { name: "Page 1 of 5" });
    await expect(firstPage).toBeVisible();
    await expect(firstPage.locator("img")).toHaveJSProperty("complete", true);

    // The tenant's signature, dropped at 30 % across and 40 % down page 1.
    const signatureDrop = await pointOn(firstPage, 0.3, 0.4);
    await dropFromPalette(page, "Signature", signatureDrop);
    const signature = firstPage.getByRole("button", { name: new RegExp(`^Signature for 1 · ${FIRST.name}`) });
    await expect(signature).toBeVisible();
    const placed = await centerOf(signature);
    expect(Math.abs(placed.x - signatureDrop.x)).toBeLessThan(3);
    expect(Math.abs(placed.y - signatureDrop.y)).toBeLessThan(3);
    await expect(signature).toHaveAttribute("aria-pressed", "true");

    // The handle resizes it: wider and taller, its top-left corner staying put.
    const before = await geometryOf(signature);
    const handle = await centerOf(page.locator("[data-resize-handle]"));
    await drag(page, handle, { x: handle.x + 60, y: handle.y + 20 });
    const resized = await geometryOf(signature);
    expect(resized.w).toBeGreaterThan(before.w + 20);
    expect(resized.h).toBeGreaterThan(before.h + 5);
    expect(resized.x).toBe(before.x);
    expect(resized.y).toBe(before.y);

    // The keyboard moves it as well, as in the template editor: a point per arrow press, ten with Shift.
    await signature.focus();
    await page.keyboard.press("Shift+ArrowRight");
    await page.keyboard.press("ArrowDown");
    const moved = await geometryOf(signature);
    expect(Math.abs(moved.x - (resized.x + 10))).toBeLessThanOrEqual(1);
    expect(Math.abs(moved.y - (resized.y + 1))).toBeLessThanOrEqual(1);

    // The landlord's date, lower down, after choosing them for new fields: the date of signing unless changed.
    await page.getByRole("radio", { name: new RegExp(`^2 · ${SECOND.name}`) }).check();
    await dropFromPalette(page, "Date", await pointOn(firstPage, 0.6, 0.7));
    const date = firstPage.getByRole("button", { name: new RegExp(`^Date of signing for 2 · ${SECOND.name}`) });
    await expect(date).toBeVisible();
    await expect(date).toContainText("2");

    // And a text field for the tenant, relabelled and made optional in the settings.
    await page.getByRole("radio", { name: new RegExp(`^1 · ${FIRST.name}`) }).check();
    await dropFromPalette(page, "Text", await pointOn(firstPage, 0.3, 0.2));
    await page.getByLabel("Label", { exact: true }).fill("Full name");
    await page.getByLabel("Required").uncheck();
    await expect(firstPage.getByRole("button", { name: /^Full name \(Text\) for 1 · / })).toBeVisible();
    await expect(page.getByText("3 fields placed.")).toBeVisible();
    await expect(page.getByText(/No signature field yet for: 2 · /)).toBeVisible();

    await page.setViewportSize({ width: 390, height: 844 });
    await date.click();
    await page.screenshot({ path: test.info().outputPath("new-process-fields-390x844.png") });
    await expectFitsPhone(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: test.info().outputPath("new-process-fields-1280x800.png") });
  });

  await test.step("sending opens the process: sent, the signers in order, the verified trail", async () => {
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.getByRole("heading", { level: 2, name: "Review, then send" })).toBeVisible();
    await page.getByRole("button", { name: "Send for signing" }).click();
    await expect(page).toHaveURL(/\/processes\/[0-9a-f-]{36}$/, { timeout: 20_000 });
    processUrl = page.url();
    await expect(page.getByRole("heading", { level: 1, name: SUBJECT })).toBeVisible();
    await expect(summary(page).getByText("Sent", { exact: true })).toBeVisible();
    await expect(summary(page)).toContainText("0 of 2 signed");
    await expect(summary(page)).toContainText(PDF.name);
    await expect(summary(page)).toContainText("Link only");

    const signers = page.getByRole("region", { name: "Signers" }).getByRole("listitem");
    await expect(signers).toHaveCount(2);
    await expect(signers.nth(0)).toContainText(FIRST.name);
    await expect(signers.nth(0)).toContainText("Their turn");
    await expect(signers.nth(1)).toContainText(SECOND.name);
    await expect(signers.nth(1)).toContainText("Waiting for their turn");
    // Resending asks first, because the link already sent stops working.
    await signers.nth(0).getByRole("button", { name: `Resend invite to ${FIRST.name}` }).click();
    const resend = page.getByRole("alertdialog", { name: `Send ${FIRST.name} a new link?` });
    await expect(resend).toContainText("The link sent earlier stops working at once.");
    await resend.getByRole("button", { name: "Cancel" }).click();
    await expect(signers.nth(0).getByRole("button", { name: `Resend invite to ${FIRST.name}` })).toBeVisible();

    await expect(timeline(page).getByText("Chain verified")).toBeVisible();
    await expect(timeline(page)).toContainText("Process created");
    await expect(timeline(page)).toContainText(`${FIRST.name}’s turn to sign: invitation emailed`);
    await expect(timeline(page)).toContainText(`${OWNER.name} (dashboard)`);
    await screenshots(page, "process-sent");
  });

  await test.step("the outbox lists the invitation with its signing link", async () => {
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Outbox" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Outbox" })).toBeVisible();
    // With no provider configured, the page says plainly that its links and codes let anyone sign.
    const banner = page.getByRole("status").filter({ hasText: "For trying Signet out only: emails and text messages are not sent, they are kept on this page." });
    await expect(banner).toBeVisible();
    await expect(banner).toContainText("anyone who can open it can sign in place of any signer");
    const invite = page.getByRole("article").filter({ hasText: `To ${FIRST.email}` });
    // The invitation is mailed by a background job a moment after sending.
    await expect(async () => {
      await page.reload();
      await expect(invite).toHaveCount(1, { timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    await expect(invite).toContainText("Invitation to sign");
    const link = invite.getByRole("link", { name: /\/sign\/[A-Za-z0-9_-]{43}$/ });
    await expect(link).toHaveAttribute("href", /^http:\/\/localhost:\d+\/sign\/[A-Za-z0-9_-]{43}$/);

    const processId = processUrl.split("/").pop()!;
    await page.getByRole("combobox", { name: "Process" }).fill(SUBJECT);
    await page.getByRole("option", { name: new RegExp(SUBJECT) }).click();
    await expect(page).toHaveURL(new RegExp(`/outbox\\?process=${processId}$`));
    await expect(page.getByRole("status").filter({ hasText: /^1 message$/ })).toBeVisible();
    await page.getByLabel("Channel").selectOption("sms");
    await expect(page.getByText("No messages match these filters.")).toBeVisible();
    await page.getByLabel("Channel").selectOption("email");
    await expect(invite).toHaveCount(1);
    await screenshots(page, "outbox");
  });

  await test.step("reminding sends the same link with a note, and says when the next reminder can go", async () => {
    await page.goto(processUrl);
    const first = page.getByRole("region", { name: "Signers" }).getByRole("listitem").nth(0);
    await first.getByRole("button", { name: `Remind ${FIRST.name}` }).click();
    const remind = page.getByRole("alertdialog", { name: `Remind ${FIRST.name}?` });
    await expect(remind).toContainText("the same link as before; it keeps working");
    await remind.getByLabel("Personal note (optional)").fill("Just a friendly nudge.");
    await remind.getByRole("button", { name: "Send reminder" }).click();
    await expect(remind).toHaveCount(0);
    await expect(first.getByText(`Reminder sent to ${FIRST.name}.`)).toBeVisible();
    await expect(first).toContainText("Reminded");
    await expect(timeline(page)).toContainText(`${FIRST.name} was sent a reminder`);

    await first.getByRole("button", { name: `Remind ${FIRST.name}` }).click();
    await remind.getByRole("button", { name: "Send reminder" }).click();
    await expect(remind.getByRole("alert")).toHaveText(new RegExp(`^You can remind ${FIRST.name} again in \\d+ minutes\\.$`));
    await remind.getByRole("button", { name: "Cancel" }).click();
    await expect(remind).toHaveCount(0);
  });

  await test.step("voiding with a reason ends the process, and the trail says so", async () => {
    await page.goto(processUrl);
    await page.getByRole("button", { name: "Void process…" }).click();
    await page.getByLabel("Reason (optional)").fill("Wrong tenant on the lease");
    await page.getByRole("button", { name: "Void process", exact: true }).click();
    await expect(summary(page).getByText("Voided", { exact: true })).toBeVisible();
    await expect(summary(page)).toContainText("Wrong tenant on the lease");
    await expect(timeline(page)).toContainText("Process voided: “Wrong tenant on the lease”");
    await expect(timeline(page).getByText("Chain verified")).toBeVisible();
    await expect(page.getByRole("button", { name: "Void process…" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: /Resend invite/ })).toHaveCount(0);
    await expect(page.getByRole("button", { name: /^Remind / })).toHaveCount(0);
    await expect(page.getByRole("region", { name: "Signers" }).getByText("Did not sign")).toHaveCount(2);
    await screenshots(page, "process-voided");
  });

  await test.step("the list finds it by subject and status", async () => {
    await page.getByRole("link", { name: "All processes" }).click();
    await page.getByLabel("Search by subject").fill(SUBJECT);
    const row = page.getByRole("row", { name: new RegExp(SUBJECT) });
    await expect(row).toContainText("Voided");
    await expect(row).toContainText("0 of 2 signed");
    await expect(row).toContainText("Email");
    await page.getByRole("checkbox", { name: "Sent" }).check();
    await expect(page.getByText("No processes match these filters.")).toBeVisible();
    await page.getByRole("checkbox", { name: "Voided" }).check();
    await expect(row).toBeVisible();
    await screenshots(page, "processes");
  });

  await test.step("a process I sign myself opens its signing page, and waits under My signatures with a Sign now link", async () => {
    await page.goto("/processes/new");
    await chooseDocument(page);
    await page.getByLabel("Subject").fill(SELF_SUBJECT);
    await page.getByRole("radio", { name: "I sign myself" }).check();
    await expect(page.getByRole("radio", { name: "Link only" })).toHaveCount(0);
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.getByText("You sign this yourself")).toBeVisible();
    await expect(page.getByText(`${OWNER.name} · ${OWNER.email}`)).toBeVisible();
    // A colleague gets the signed copy; a row left empty is not sent.
    const copies = page.getByRole("group", { name: "Send a copy to (optional)" });
    await copies.getByRole("button", { name: "Add a person" }).click();
    await copies.getByLabel("Name").fill(OBSERVER.name);
    await copies.getByLabel("Email").fill("not an address");
    await page.getByRole("button", { name: "Next" }).click();
    await expect(copies.getByText("Email must be a valid email address")).toBeVisible();
    await copies.getByLabel("Email").fill(OBSERVER.email);
    await copies.getByRole("button", { name: "Add another person" }).click();
    await expectNoAxeViolations(page, "signers step with copies");
    await screenshots(page, "new-process-copies");
    await page.getByRole("button", { name: "Next" }).click();
    const firstPage = page.getByRole("group", { name: "Page 1 of 5" });
    await dropFromPalette(page, "Signature", await pointOn(firstPage, 0.5, 0.5));
    await expect(firstPage.getByRole("button", { name: new RegExp(`^Signature for 1 · ${OWNER.name}`) })).toBeVisible();
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.getByText("You sign it yourself, right after sending: no email is sent.")).toBeVisible();
    await expect(page.getByRole("region", { name: "Copies go to" })).toContainText(`${OBSERVER.name} · ${OBSERVER.email}`);
    await page.getByRole("button", { name: "Sign now" }).click();
    await expect(page).toHaveURL(/\/sign\/[A-Za-z0-9_-]{43}$/, { timeout: 20_000 });
    await page.goto("/processes");
    await page.getByLabel("Search by subject").fill(SELF_SUBJECT);
    await page.getByRole("row", { name: new RegExp(SELF_SUBJECT) }).getByRole("link", { name: SELF_SUBJECT }).click();
    await expect(page).toHaveURL(/\/processes\/[0-9a-f-]{36}$/, { timeout: 20_000 });
    await expect(summary(page)).toContainText("Signed by the creator");
    await expect(page.getByRole("link", { name: "Sign now" })).toHaveAttribute("href", /\/sign\/[A-Za-z0-9_-]{43}$/);
    await expect(timeline(page)).toContainText(`${OWNER.name}’s turn to sign in the dashboard`);
    await expect(page.getByRole("region", { name: "Copies go to" })).toContainText(OBSERVER.email);
    await screenshots(page, "process-mine");

    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "My signatures" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Waiting for my signature" })).toBeVisible();
    const item = page.getByRole("list", { name: "Waiting for my signature" }).getByRole("listitem").filter({ hasText: SELF_SUBJECT });
    await expect(item.getByRole("link", { name: `Sign now: ${SELF_SUBJECT}` })).toHaveAttribute("href", /^http:\/\/localhost:\d+\/sign\/[A-Za-z0-9_-]{43}$/);
    await expect(page.getByRole("list", { name: "Waiting for my signature" })).not.toContainText(SUBJECT);
    await screenshots(page, "my-signatures");
  });

  await test.step("an unknown or malformed process id is not found", async () => {
    for (const id of ["00000000-0000-4000-8000-000000000000", "not-a-process"]) {
      const response = await page.goto(`/processes/${id}`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1, name: "Process not found" })).toBeVisible();
    }
  });
});
