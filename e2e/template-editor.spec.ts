/**
 * The template editor, as an administrator uses it on the PRO server: a PDF template built by
 * choosing an uploaded PDF, adding a role and dragging a Signature and a Sender field onto the
 * page, saved and published, then started through the API and signed on the signing page; and
 * an HTML template with a {% if %} block and a field marker, whose live preview shows where the
 * marker landed, published and started through the API.
 */
import { expect, test, type Locator, type Page } from "@playwright/test";
import { corpusPath } from "../tests/fixtures/corpus";
import type { SignetClient } from "../lib/api-client/client";
import { invitationLink } from "./support/outbox";
import { readyAsset, signetClient } from "./support/pro-api";
import { proOrganization, type ProOrganization } from "./support/pro-organization";
import { expectNoAxeViolations } from "./support/axe";
import { signInToPro } from "./support/pro-sign-in";

const PDF = { name: "hello_world_rotated.pdf", path: corpusPath("hello_world_rotated.pdf") };
const RUN = Date.now().toString(36);

test.describe.configure({ mode: "serial" });

let pro: ProOrganization;
let signet: SignetClient;

test.beforeAll(() => {
  pro = proOrganization();
  signet = signetClient(pro.baseURL, pro.apiKey);
});


async function createTemplate(kind: "PDF" | "HTML", name: string): Promise<string> {
  const created = await signet.POST("/templates", { body: { kind, name } });
  expect(created.error, JSON.stringify(created.error)).toBeUndefined();
  return created.data!.data.id;
}

async function centerOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error("not visible");
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** A point on a page, as fractions of its size, scrolled into the middle of the viewport first. */
async function pointOn(target: Locator, fx: number, fy: number) {
  await target.evaluate((element, fraction) => {
    const box = element.getBoundingClientRect();
    window.scrollBy(0, box.top + box.height * fraction - window.innerHeight / 2);
  }, fy);
  const box = (await target.boundingBox())!;
  return { x: box.x + box.width * fx, y: box.y + box.height * fy };
}

/** Drags a palette item onto a point with real pointer events. */
async function dropFromPalette(page: Page, item: string, to: { x: number; y: number }) {
  const from = await centerOf(page.getByRole("list", { name: "Add a field" }).getByRole("button", { name: item, exact: true }));
  await page.mouse.move(from.x, from.y, { steps: 2 });
  await page.mouse.down();
  await page.mouse.move(to.x, to.y, { steps: 12 });
  await page.mouse.up();
}

/** A placed field's geometry in points, read from its accessible name. */
async function geometryOf(field: Locator) {
  const label = (await field.getAttribute("aria-label")) ?? "";
  const match = /, (\d+) by (\d+) points, (\d+) × (\d+) points$/.exec(label);
  if (!match) throw new Error(`no geometry in “${label}”`);
  const [x, y, w, h] = match.slice(1).map(Number) as [number, number, number, number];
  return { x, y, w, h };
}

async function screenshots(page: Page, name: string) {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.evaluate(() => window.scrollTo(0, 0));
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: test.info().outputPath(`${name}-390x844.png`), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: test.info().outputPath(`${name}-1280x800.png`), fullPage: true });
}


const inAWeek = () => new Date(Date.now() + 7 * 86_400_000).toISOString();

test("a PDF template: document, role, Signature and Sender fields by drag and drop, published, started and signed", async ({ page }) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await readyAsset(signet, PDF.path);
  const id = await createTemplate("PDF", `Lease ${RUN}`);
  await signInToPro(page, pro);
  await page.goto(`${pro.baseURL}/templates/${id}/edit`);

  await test.step("the empty draft says what publishing needs", async () => {
    await expect(page.getByRole("heading", { level: 1, name: `Lease ${RUN}` })).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: "All changes saved" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Needed before publishing" })).toContainText("Add at least one signer.");
  });

  await test.step("an uploaded PDF is chosen and a role added", async () => {
    await page.getByLabel("Search ready documents").fill("hello_world_rotated");
    // Choosing closes the list: the radio is gone before it could be seen checked.
    await page.getByRole("radio", { name: /hello_world_rotated\.pdf/ }).first().click();
    await expect(page.getByText(/Based on hello_world_rotated\.pdf/)).toBeVisible();
    await page.getByRole("button", { name: "Add role" }).click();
    await page.getByLabel("Label").first().fill("Tenant");
    await expect(page.getByLabel("Key (for the API)")).toHaveValue("tenant");
    await expect(page.getByRole("status").filter({ hasText: "Unsaved changes" })).toBeVisible();
  });

  await test.step("a reload keeps the chosen document and the role", async () => {
    // Unsaved yet, the browser asks before reloading.
    page.once("dialog", (dialog) => void dialog.accept());
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: `Lease ${RUN}` })).toBeVisible();
    await expect(page.getByText(/Based on hello_world_rotated\.pdf/)).toBeVisible();
    await expect(page.getByLabel("Label").first()).toHaveValue("Tenant");
    await expect(page.getByLabel("Key (for the API)")).toHaveValue("tenant");
  });

  const firstPage = page.getByRole("group", { name: "Page 1 of 5" });
  await test.step("a Signature and a Sender field are dragged onto the first page", async () => {
    await expect(firstPage).toBeVisible();
    await expect(firstPage.locator("img")).toHaveJSProperty("complete", true);
    await dropFromPalette(page, "Signature", await pointOn(firstPage, 0.3, 0.6));
    const signature = firstPage.getByRole("button", { name: /^Signature for 1 · Tenant/ });
    await expect(signature).toBeVisible();
    await expect(page.getByRole("region", { name: "Needed before publishing" })).toHaveCount(0);

    await dropFromPalette(page, "Sender field", await pointOn(firstPage, 0.3, 0.2));
    const sender = firstPage.getByRole("button", { name: /^Sender field 1 \(Sender field\) for Sender/ });
    await expect(sender).toBeVisible();
    await page.getByLabel("Input key (a dot path such as customer.name)").fill("tenant.name");
    await page.getByLabel("Label", { exact: true }).last().fill("Tenant name");
    await expect(firstPage.getByRole("button", { name: /^Tenant name \(Sender field\)/ })).toBeVisible();

    // Undo takes the label back; the keyboard moves the field again.
    await page.getByRole("button", { name: "Undo" }).click();
    await expect(firstPage.getByRole("button", { name: /^Sender field 1 \(Sender field\)/ })).toBeVisible();
    await page.getByLabel("Label", { exact: true }).last().fill("Tenant name");
  });

  await test.step("dragging snaps to another field's edge, the keyboard nudges (by ten with Shift), Ctrl+Z undoes, zoom scales the pages", async () => {
    const signature = firstPage.getByRole("button", { name: /^Signature for / });
    const sender = firstPage.getByRole("button", { name: /^Tenant name \(Sender field\)/ });
    const target = await geometryOf(signature);
    const start = await geometryOf(sender);
    const scale = (await firstPage.boundingBox())!.width / 792;
    // Let go 2 points short of the signature's left edge: it lands on the edge exactly.
    const from = await centerOf(sender);
    const dx = (target.x - start.x + 2) * scale;
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(from.x + dx, from.y + 30, { steps: 8 });
    await page.mouse.up();
    await expect.poll(async () => (await geometryOf(sender)).x).toBe(target.x);

    const snapped = await geometryOf(sender);
    await sender.focus();
    await page.keyboard.press("ArrowRight");
    await expect.poll(async () => (await geometryOf(sender)).x).toBe(snapped.x + 1);
    await page.keyboard.press("Shift+ArrowRight");
    await expect.poll(async () => (await geometryOf(sender)).x).toBe(snapped.x + 11);
    await page.keyboard.press("Control+z");
    await expect.poll(async () => (await geometryOf(sender)).x).toBe(snapped.x);

    const width = (await firstPage.boundingBox())!.width;
    await page.getByRole("button", { name: "Zoom in" }).click();
    await expect.poll(async () => (await firstPage.boundingBox())!.width / width).toBeGreaterThan(1.4);
    await page.getByRole("button", { name: "Zoom out" }).click();
    await expect.poll(async () => (await firstPage.boundingBox())!.width / width).toBeLessThan(1.05);
    await expectNoAxeViolations(page, "the PDF template editor with two fields placed");
    await screenshots(page, "pdf-template-editor");
  });

  await test.step("saved, then published as version 1", async () => {
    await page.getByRole("button", { name: "Save draft" }).click();
    await expect(page.getByRole("status").filter({ hasText: "All changes saved" })).toBeVisible();
    await page.getByRole("button", { name: "Publish" }).click();
    await expect(page.getByText("Version 1 published.")).toBeVisible({ timeout: 20_000 });
    const template = await signet.GET("/templates/{id}", { params: { path: { id } } });
    const draft = template.data!.data.draft;
    expect(draft.signerRoles).toEqual([{ key: "tenant", label: "Tenant", signOrder: 1 }]);
    expect(draft.inputSchema).toEqual([{ key: "tenant.name", label: "Tenant name", type: "string", required: true }]);
    expect(draft.prefillFields).toHaveLength(1);
    expect(draft.signingFields).toEqual([expect.objectContaining({ key: "signature", roleKey: "tenant", type: "SIGNATURE", page: 0 })]);
  });

  const email = `template-tenant-${RUN}@example.test`;
  let processId = "";
  await test.step("a signing is started from it through the API", async () => {
    const started = await signet.POST("/templates/{id}/start-signing", {
      params: { path: { id } },
      body: {
        signers: [{ roleKey: "tenant", name: "Zoë Łódź", email, locale: "en" }],
        data: { tenant: { name: "Zoë Łódź" } },
        expiresAt: inAWeek(),
        policy: "EMAIL_SES_LINK_ONLY",
      },
    });
    expect(started.error, JSON.stringify(started.error)).toBeUndefined();
    processId = started.data!.data.id;
  });

  await test.step("the tenant signs it on the signing page", async () => {
    await page.goto(await invitationLink(processId, email));
    const panel = page.getByRole("complementary");
    await panel.getByRole("button", { name: "Start" }).click();
    await panel.getByRole("tab", { name: "Type" }).click();
    await panel.getByRole("button", { name: "Adopt signature" }).click();
    await panel.getByRole("checkbox", { name: /sign this document electronically/ }).check();
    await panel.getByRole("button", { name: "Sign the document" }).click();
    await expect(page.getByRole("heading", { level: 1, name: /Sealing the document…|Your document is signed/ })).toBeVisible({ timeout: 30_000 });
  });
});

test("an HTML template: Liquid with a conditional block and a marker, previewed, published and started", async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  const id = await createTemplate("HTML", `Pet agreement ${RUN}`);
  await signInToPro(page, pro);
  await page.goto(`${pro.baseURL}/templates/${id}/edit`);
  await expect(page.getByRole("heading", { level: 1, name: `Pet agreement ${RUN}` })).toBeVisible();

  await test.step("a role, two variables with sample values and a signing field", async () => {
    await page.getByRole("button", { name: "Add role" }).click();
    await page.getByLabel("Label").first().fill("Customer");
    await page.getByRole("button", { name: "Add variable" }).click();
    await page.getByLabel("Key (dot path)").fill("customer.name");
    await page.getByLabel("Sample value").fill("Zoë Łódź");
    await page.getByRole("button", { name: "Add variable" }).click();
    await page.getByLabel("Key (dot path)").nth(1).fill("pets");
    await page.getByLabel("Type").last().selectOption("boolean");
    await page.getByLabel("Sample value").nth(1).selectOption("true");
    await page.getByRole("button", { name: "Add signing field" }).click();
    await expect(page.getByLabel("Key (the marker’s data-sd-field)")).toHaveValue("signature");
  });

  await test.step("the HTML is written with a {% if %} block and the field's marker", async () => {
    const html = page.getByRole("textbox", { name: "HTML" });
    await html.click();
    await page.keyboard.insertText("<h1>Agreement with {{ customer.name }}</h1>\n{% if pets %}<p>Pets are welcome.</p>{% endif %}\n<p>Signature:</p>\n");
    await page.getByRole("button", { name: "Insert a marker for signature into the HTML" }).click();
    await expect(page.locator(".cm-content").first()).toContainText('data-sd-field="signature"');
  });

  await test.step("the preview shows the real PDF with the marker's box", async () => {
    const preview = page.getByRole("region", { name: "Preview" });
    await expect(preview.getByRole("img", { name: "Preview page 1 of 1" })).toBeVisible({ timeout: 30_000 });
    await expect(preview.getByRole("note", { name: "Field Signature (signature)" })).toBeVisible();
    await expect(preview.getByText("No marker found for:")).toHaveCount(0);
    await expectNoAxeViolations(page, "the HTML template editor with its preview");
    await screenshots(page, "html-template-editor");
  });

  await test.step("a broken Liquid block is said plainly in the preview", async () => {
    const html = page.getByRole("textbox", { name: "HTML" });
    await html.click();
    await page.keyboard.press("Control+End");
    await page.keyboard.insertText("{% if pets %}");
    await expect(page.getByRole("region", { name: "Preview" }).getByRole("alert")).toContainText("could not be rendered", { timeout: 20_000 });
    await page.keyboard.press("Control+z");
    await page.getByRole("button", { name: "Refresh preview" }).click();
    await expect(page.getByRole("region", { name: "Preview" }).getByRole("alert")).toHaveCount(0, { timeout: 20_000 });
  });

  await test.step("leaving with unsaved changes asks first", async () => {
    await expect(page.getByRole("status").filter({ hasText: "Unsaved changes" })).toBeVisible();
    let asked = "";
    page.once("dialog", (dialog) => {
      asked = dialog.message();
      void dialog.dismiss();
    });
    await page.getByRole("link", { name: "All templates" }).click();
    await expect.poll(() => asked).toContain("unsaved changes");
    await expect(page).toHaveURL(new RegExp(`/templates/${id}/edit$`));
  });

  await test.step("published and started through the API", async () => {
    await page.getByRole("button", { name: "Publish" }).click();
    await expect(page.getByText("Version 1 published.")).toBeVisible({ timeout: 20_000 });
    const started = await signet.POST("/templates/{id}/start-signing", {
      params: { path: { id } },
      body: {
        signers: [{ roleKey: "customer", name: "Zoë Łódź", email: `template-customer-${RUN}@example.test`, locale: "en" }],
        data: { customer: { name: "Zoë Łódź" }, pets: true },
        expiresAt: inAWeek(),
        policy: "EMAIL_SES_LINK_ONLY",
      },
    });
    expect(started.error, JSON.stringify(started.error)).toBeUndefined();
    expect(["SENT", "IN_PROGRESS"]).toContain(started.data!.data.status);
  });
});

test("a new HTML template starts from a working agreement, and what its HTML uses is offered to add", async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInToPro(page, pro);
  await page.goto(`${pro.baseURL}/templates`);
  await page.getByRole("button", { name: "New template", exact: true }).click();
  const form = page.getByRole("region", { name: "New template" });
  await form.getByLabel("Name", { exact: true }).fill(`Starter ${RUN}`);
  await form.getByRole("radio", { name: "HTML" }).check();
  await form.getByRole("button", { name: "Create and open the editor" }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Starter ${RUN}` })).toBeVisible();

  await test.step("the starter is ready to publish: a signer, variables and the signature's marker", async () => {
    await expect(page.locator(".cm-content").first()).toContainText("{{ customer.name }}");
    await expect(page.getByText("Ready to publish: every role signs, every field has its place.")).toBeVisible();
    await expect(page.getByLabel("Key (the marker’s data-sd-field)")).toHaveValue("customer_signature");
  });

  await test.step("a variable and a marker typed into the HTML are offered, and added with one click", async () => {
    await page.locator(".cm-content").first().click();
    await page.keyboard.press("Control+End");
    await page.keyboard.insertText('<p>Email: {{ customer.email }}</p><span data-sd-field="signed_on_date"></span>\n');
    const variables = page.getByRole("group", { name: "The HTML uses these, which are not variables yet:" });
    await variables.getByRole("button", { name: "Add the variable customer.email" }).click();
    await expect(variables).toHaveCount(0);
    await expect(page.getByLabel("Key (dot path)").last()).toHaveValue("customer.email");
    await expect(page.getByLabel("Label", { exact: true }).last()).toHaveValue("Customer email");
    const markers = page.getByRole("group", { name: "The HTML has markers for these fields, which are not listed yet:" });
    await markers.getByRole("button", { name: "Add the field signed_on_date" }).click();
    await expect(markers).toHaveCount(0);
    await expect(page.getByLabel("Key (the marker’s data-sd-field)").last()).toHaveValue("signed_on_date");
    await expectNoAxeViolations(page, "the HTML editor offering what its HTML uses");
  });

  await test.step("problems are said in plain words, naming the signer by name", async () => {
    await page.getByRole("button", { name: "Remove Customer signature" }).click();
    await expect(page.getByRole("region", { name: "Needed before publishing" })).toContainText("“Customer” has no signature field; add one for them.");
    await expect(page.getByRole("region", { name: "Needed before publishing" })).not.toContainText("draft.");
  });
});
