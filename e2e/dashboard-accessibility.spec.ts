/**
 * Issue #16, item 4, for the dashboard: axe-core finds no serious or critical violation on any
 * dashboard page and state (open confirmations included), at 1280x800 and, for the main pages,
 * at 390x844; focus never falls to the page body after an action; tab order follows the visual
 * order; the focus ring is visible. The Free install of first-run.spec.ts covers sign-in, an
 * empty Overview, settings and API keys; the PRO server (e2e/support/start-pro-server.mjs) holds
 * the data: a document, processes, templates, a webhook and an online form, made through the API.
 * Note: tests are independent (not serial), so one page's failure does not hide the others'; the
 * data is made once and its ids kept in the PRO data directory for the workers that follow.
 */
import fs from "node:fs";
import path from "node:path";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { corpusPath } from "../tests/fixtures/corpus";
import { expectNoAxeViolations } from "./support/axe";
import { signInAsOwner } from "./support/owner";
import { createProcess, readyAsset, signetClient } from "./support/pro-api";
import { proOrganization, type ProOrganization } from "./support/pro-organization";

const PDF = corpusPath("hello_world_rotated.pdf");
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

interface Seeded {
  assetId: string;
  processId: string;
  pdfTemplateId: string;
  htmlTemplateId: string;
  webhookId: string;
}

let pro: ProOrganization;
test.beforeAll(() => {
  pro = proOrganization();
});

/** The PRO organization's data for these pages, made once per run through its API. */
async function seeded(): Promise<Seeded> {
  const file = path.join(process.env.E2E_PRO_DATA_DIR!, "a11y-dashboard.json");
  if (fs.existsSync(file)) return JSON.parse(fs.readFileSync(file, "utf8")) as Seeded;
  const signet = signetClient(pro.baseURL, pro.apiKey);
  const assetId = await readyAsset(signet, PDF);
  const created = await createProcess(signet, {
    dispatchMode: "EMAIL",
    authPolicy: "SES_LINK_ONLY",
    sourcePdfAssetId: assetId,
    subject: "Accessible lease",
    message: "Please sign by Friday.",
    signers: [{ signOrder: 1, name: "Ada Lovelace", email: "ada@a11y.example", locale: "en" }],
    fields: [{ assignedSignerSignOrder: 1, type: "SIGNATURE", label: "Signature", page: 0, x: 72, y: 400, w: 200, h: 50 }],
  });
  const template = async (kind: "PDF" | "HTML", name: string) => {
    const created = await signet.POST("/templates", { body: { kind, name } });
    expect(created.error, JSON.stringify(created.error)).toBeUndefined();
    return created.data!.data.id;
  };
  const webhook = await fetch(`${pro.baseURL}/api/v1/webhooks`, {
    method: "POST",
    headers: { "X-API-Key": pro.apiKey, "Content-Type": "application/json" },
    body: JSON.stringify({ url: "https://192.0.2.10/a11y-events", description: "Accessibility check" }),
  });
  expect(webhook.ok, await webhook.clone().text()).toBe(true);
  const data: Seeded = {
    assetId,
    processId: created.id,
    pdfTemplateId: await template("PDF", "Accessible PDF template"),
    htmlTemplateId: await template("HTML", "Accessible HTML template"),
    webhookId: ((await webhook.json()) as { data: { id: string } }).data.id,
  };
  fs.writeFileSync(file, JSON.stringify(data));
  return data;
}

/** An address on the PRO server (a bare path would open the Free install's page). */
function at(pathname: string): string {
  return `${pro.baseURL}${pathname}`;
}

async function signInToPro(page: Page) {
  await page.goto(`${pro.baseURL}/login`);
  await page.getByLabel("Email", { exact: true }).fill(pro.email);
  await page.getByLabel("Password", { exact: true }).fill(pro.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 20_000 });
}

/** Waits until nothing on the page says it is loading, so axe sees the page as people do. */
async function settled(page: Page) {
  await expect(page.getByText(/^Loading\b.*…$/)).toHaveCount(0, { timeout: 20_000 });
}

async function axe(page: Page, screen: string) {
  await settled(page);
  await expectNoAxeViolations(page, screen);
}

/** axe at 1280x800, then at 390x844 (with the phone menu open once), back to the desktop. */
async function axeOnBothSizes(page: Page, screen: string) {
  await page.setViewportSize(DESKTOP);
  await axe(page, `${screen} at 1280x800`);
  await page.setViewportSize(PHONE);
  expect(await page.evaluate(() => document.documentElement.scrollWidth), `${screen} scrolls sideways`).toBeLessThanOrEqual(PHONE.width);
  await axe(page, `${screen} at 390x844`);
  // Note: the top of the page only; the API reference is far too long for a full-page capture.
  await page.screenshot({ path: test.info().outputPath(`${screen.replace(/\W+/g, "-")}-390x844.png`) });
  await page.setViewportSize(DESKTOP);
}

async function openPage(page: Page, url: string, heading: string | RegExp) {
  await page.goto(url);
  await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible({ timeout: 20_000 });
}

/** What has focus, as a short description; "body" when focus was lost. */
function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return "body";
    return `${element.tagName.toLowerCase()} ${element.getAttribute("aria-label") ?? element.textContent?.trim().slice(0, 40) ?? ""}`;
  });
}

/** Focus moves in an effect after the change renders: it may rest on the body for a moment first. */
async function expectFocusKept(page: Page, after: string) {
  await expect.poll(() => focused(page), { message: `focus after ${after}`, timeout: 5_000 }).not.toBe("body");
}

/**
 * Tabs through the page from its top: no positive tabindex anywhere, and every stop is below the
 * one before or in a column to its right (left to right, top to bottom, as the page reads).
 */
async function expectTabOrderFollowsLayout(page: Page, screen: string, stops = 30) {
  expect(await page.locator("[tabindex]:not([tabindex='0']):not([tabindex='-1'])").count(), `positive tabindex on ${screen}`).toBe(0);
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
  });
  let previous: { top: number; left: number; right: number; name: string } | null = null;
  for (let stop = 0; stop < stops; stop += 1) {
    await page.keyboard.press("Tab");
    const box = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      if (!element || element === document.body) return null;
      const rect = element.getBoundingClientRect();
      return { top: rect.top + window.scrollY, left: rect.left + window.scrollX, right: rect.right + window.scrollX, name: element.outerHTML.slice(0, 80) };
    });
    if (!box) break;
    if (previous) {
      const readsOn = box.top >= previous.top - 4 || box.left >= previous.right - 4;
      expect(readsOn, `on ${screen}, after ${previous.name} focus went up to ${box.name}`).toBe(true);
    }
    previous = box;
  }
}

/** The focused control shows a ring at least 2 px wide that is not transparent. */
async function expectVisibleFocusRing(control: Locator, what: string) {
  // Reached by keyboard (away and back), as the ring is for keyboard users.
  await control.focus();
  await control.page().keyboard.press("Shift+Tab");
  await control.page().keyboard.press("Tab");
  await expect(control).toBeFocused();
  const ring = await control.evaluate((element) => {
    const style = getComputedStyle(element);
    return {
      visible: element.matches(":focus-visible"),
      style: style.outlineStyle,
      width: parseFloat(style.outlineWidth),
      color: style.outlineColor,
      halo: style.boxShadow,
    };
  });
  expect(ring.visible, `${what} matches :focus-visible`).toBe(true);
  expect(ring.style, `${what} outline`).not.toBe("none");
  expect(ring.width, `${what} outline width`).toBeGreaterThanOrEqual(2);
  expect(ring.color, `${what} outline colour`).not.toMatch(/rgba\(.*, 0\)$|transparent/);
  // The white halo between the element and the ring keeps it visible on dark surfaces too.
  expect(ring.halo, `${what} halo`).toContain("rgb(255, 255, 255)");
}

test.describe("the Free install", () => {
  test("sign-in page", async ({ page }) => {
    await page.goto("/login");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await axeOnBothSizes(page, "sign-in");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expectFocusKept(page, "signing in with empty fields");
    await page.getByLabel("Email", { exact: true }).fill("nobody@a11y.example");
    await page.getByLabel("Password", { exact: true }).fill("not the password");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Email or password is incorrect" })).toBeVisible();
    await expect(page.getByLabel("Password", { exact: true })).toBeFocused();
    await axe(page, "sign-in with a wrong password");
  });

  test("Overview, API keys, settings, webhooks on Free, the API reference", async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize(DESKTOP);
    await signInAsOwner(page);
    await expect(page.getByRole("heading", { level: 1, name: "Overview" })).toBeVisible();
    await axeOnBothSizes(page, "Overview of an organization that has sent little");
    await expect(page.getByRole("region", { name: "Free plan" })).toContainText("100 MB");
    await expectTabOrderFollowsLayout(page, "Overview");

    await test.step("the phone menu, open", async () => {
      await page.setViewportSize(PHONE);
      await page.getByRole("button", { name: "Menu" }).click();
      await axe(page, "phone menu open");
      await page.keyboard.press("Escape");
      await page.setViewportSize(DESKTOP);
    });

    await test.step("API keys: the form, a refused name, the one-time secret, revoking", async () => {
      await openPage(page, "/api-keys", "API keys");
      await axeOnBothSizes(page, "API keys");
      await page.getByRole("button", { name: "Create key" }).click();
      await expectFocusKept(page, "creating a key without a name");
      await axe(page, "API keys with a refused form");
      const name = `A11y key ${Date.now().toString(36)}`;
      await page.getByLabel("Name", { exact: true }).fill(name);
      await page.getByRole("button", { name: "Create key" }).click();
      await expect(page.getByLabel("New API key")).toBeFocused();
      await axe(page, "API keys with the new key's secret shown");
      await page.getByRole("button", { name: "Done" }).click();
      await expectFocusKept(page, "closing the secret");
      const revoke = page.getByRole("button", { name: `Revoke ${name}` });
      await revoke.click();
      await expect(page.getByRole("alertdialog", { name: `Revoke ${name}` }).getByRole("button", { name: "Cancel" })).toBeFocused();
      await axe(page, "API keys with a revoke confirmation open");
      const confirmation = page.getByRole("alertdialog", { name: `Revoke ${name}` });
      await confirmation.getByRole("button", { name: "Cancel" }).click();
      await expect(revoke).toBeFocused();
      await revoke.click();
      await confirmation.getByRole("button", { name: "Confirm" }).click();
      await expect(page.getByRole("status").filter({ hasText: `Revoked “${name}”` })).toBeVisible();
      await expectFocusKept(page, "revoking a key");
    });

    await test.step("settings", async () => {
      await openPage(page, "/settings", "Settings");
      await axeOnBothSizes(page, "Settings");
      await page.getByRole("button", { name: "Save settings" }).click();
      await expect(page.getByRole("status").filter({ hasText: "Settings saved." })).toBeVisible();
      await expectFocusKept(page, "saving the settings");
      await expectTabOrderFollowsLayout(page, "Settings");
    });

    await test.step("webhooks on the Free plan", async () => {
      await openPage(page, "/webhooks", "Webhooks");
      await axe(page, "Webhooks on Free");
    });

    await test.step("the API reference", async () => {
      await openPage(page, "/docs/api", /API/);
      await axeOnBothSizes(page, "API reference");
    });
  });
});

test.describe("the PRO organization's pages", () => {
  let data: Seeded;
  test.beforeEach(async ({ page }) => {
    test.setTimeout(180_000);
    data = await seeded();
    await page.setViewportSize(DESKTOP);
    await signInToPro(page);
  });
  // The PRO organization is shared: webhooks.spec.ts starts from its empty webhook list.
  test.afterAll(async () => {
    if (!data) return;
    const removed = await fetch(at(`/api/v1/webhooks/${data.webhookId}`), { method: "DELETE", headers: { "X-API-Key": pro.apiKey } });
    expect([204, 404]).toContain(removed.status);
  });

  test("Overview with data, and the focus ring on every background", async ({ page }) => {
    await expect(page.getByRole("list", { name: "Your work at a glance" })).toBeVisible({ timeout: 20_000 });
    await axeOnBothSizes(page, "Overview with data");
    await expectVisibleFocusRing(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Overview" }), "the current area in the sidebar");
    await expectVisibleFocusRing(page.getByRole("list", { name: "Your work at a glance" }).getByRole("link").first(), "a count tile");
    await expectVisibleFocusRing(page.getByRole("button", { name: "Choose PDF files" }), "a primary button");
    await expectVisibleFocusRing(page.locator("pre[tabindex='0']").first(), "the Overview's dark curl example");
    await openPage(page, at("/docs/api"), /API/);
    await expectVisibleFocusRing(page.locator("pre[tabindex='0']").first(), "a dark code block");
  });

  test("processes: the list with filters, a process with its timeline, extend and void", async ({ page }) => {
    await openPage(page, at("/processes"), "Processes");
    await axeOnBothSizes(page, "Processes");
    await openPage(page, at("/processes?status=SENT,IN_PROGRESS"), "Processes");
    await axe(page, "Processes filtered to Sent and In progress");
    await expectTabOrderFollowsLayout(page, "Processes");

    await openPage(page, at(`/processes/${data.processId}`), "Accessible lease");
    await expect(page.getByRole("region", { name: "Timeline" })).toBeVisible();
    await axeOnBothSizes(page, "a process with its timeline");
    await expectTabOrderFollowsLayout(page, "a process");

    const opener = page.getByRole("button", { name: "Void process…" });
    await opener.click();
    await expect(page.getByLabel("Reason (optional)")).toBeFocused();
    await axe(page, "a process with the void confirmation open");
    await page.getByRole("form", { name: "Void this process" }).getByRole("button", { name: "Cancel" }).click();
    await expect(opener).toBeFocused();

    const resend = page.getByRole("button", { name: "Resend invite to Ada Lovelace" });
    await resend.click();
    await expect(page.getByRole("alertdialog", { name: "Send Ada Lovelace a new link?" }).getByRole("button", { name: "Cancel" })).toBeFocused();
    await axe(page, "a process with the resend confirmation open");
    await page.getByRole("alertdialog", { name: "Send Ada Lovelace a new link?" }).getByRole("button", { name: "Cancel" }).click();
    await expect(resend).toBeFocused();

    await page.getByLabel("New expiry").fill("2000-01-01T10:00");
    await page.getByRole("button", { name: "Extend", exact: true }).click();
    await expect(page.getByLabel("New expiry")).toBeFocused();
    await axe(page, "a process with a refused extension");

    await opener.click();
    await page.getByRole("form", { name: "Void this process" }).getByRole("button", { name: "Void process" }).click();
    await expect(page.getByRole("heading", { level: 2, name: "Actions" })).toBeFocused();
    await axe(page, "a voided process");
  });

  test("the new-process wizard at every step, and drafts", async ({ page }) => {
    await openPage(page, at("/processes/new"), "New process");
    await expect(page.getByRole("status").filter({ hasText: "All changes saved" }), "an untouched wizard saved nothing").toHaveCount(0);
    await axeOnBothSizes(page, "wizard: choose the document");
    await page.getByRole("button", { name: "Next", exact: true }).click();
    await expectFocusKept(page, "Next without a document");
    await axe(page, "wizard: choose the document, with its error");
    await page.getByRole("radio", { name: /hello_world_rotated\.pdf/ }).check();
    await page.getByRole("button", { name: "Next", exact: true }).click();
    await expect(page.getByRole("heading", { level: 2, name: /Details$/ })).toBeFocused();
    await expect(page.getByRole("status").filter({ hasText: "All changes saved" })).toBeVisible({ timeout: 15_000 });
    await axeOnBothSizes(page, "wizard: details");
    await page.getByRole("button", { name: "Next", exact: true }).click();
    await expect(page.getByRole("heading", { level: 2, name: /Signers$/ })).toBeFocused();
    await page.getByRole("button", { name: "Next", exact: true }).click();
    await expectFocusKept(page, "Next with an empty signer");
    await axe(page, "wizard: signers, with errors");
    const first = page.getByRole("region", { name: /^Signer 1\b/ });
    await first.getByLabel("Name").fill("Grace Hopper");
    await first.getByLabel("Email").fill("grace@a11y.example");
    await axeOnBothSizes(page, "wizard: signers");
    await page.getByRole("button", { name: "Next", exact: true }).click();
    await expect(page.getByRole("heading", { level: 2, name: /Place the fields$/ })).toBeFocused();
    await expect(page.getByRole("group", { name: "Page 1 of 5" }).locator("img")).toHaveJSProperty("complete", true);
    await axeOnBothSizes(page, "wizard: fields editor");
    await page.getByRole("list", { name: "Add a field" }).getByRole("button", { name: "Signature" }).click();
    await axe(page, "wizard: fields editor with a field placed");
    await page.getByRole("button", { name: "Next", exact: true }).click();
    await expect(page.getByRole("heading", { level: 2, name: /Review/ })).toBeFocused();
    await axeOnBothSizes(page, "wizard: review");

    await openPage(page, at("/processes"), "Processes");
    const drafts = page.getByRole("region", { name: "Drafts" });
    await expect(drafts).toBeVisible();
    await axe(page, "Processes with a draft");
    const remove = drafts.getByRole("button", { name: /^Delete “/ }).first();
    await remove.click();
    const confirmation = page.getByRole("alertdialog", { name: /^Delete the draft “/ });
    await expect(confirmation.getByRole("button", { name: "Keep it" })).toBeFocused();
    await axe(page, "Processes with a draft's delete confirmation open");
    await confirmation.getByRole("button", { name: "Keep it" }).click();
    await expect(remove).toBeFocused();
    await remove.click();
    await confirmation.getByRole("button", { name: "Delete draft" }).click();
    await expect(drafts).toHaveCount(0);
    await expectFocusKept(page, "deleting the last draft");
  });

  test("documents: the list and a document, with rename and delete open", async ({ page }) => {
    await openPage(page, at("/documents"), "Documents");
    await axeOnBothSizes(page, "Documents");
    await openPage(page, at(`/documents/${data.assetId}`), "hello_world_rotated.pdf");
    await axeOnBothSizes(page, "a document");
    const remove = page.getByRole("button", { name: "Delete", exact: true });
    await remove.click();
    await expectFocusKept(page, "opening the delete confirmation");
    await axe(page, "a document with the delete confirmation open");
    await page.getByRole("alertdialog", { name: "Delete hello_world_rotated.pdf" }).getByRole("button", { name: "Cancel" }).click();
    await expect(remove).toBeFocused();
    await page.getByRole("button", { name: "Rename" }).click();
    await expectFocusKept(page, "opening rename");
    await axe(page, "a document being renamed");
  });

  test("templates: the library, the new-template form, both editors", async ({ page }) => {
    await openPage(page, at("/templates"), "Templates");
    await axeOnBothSizes(page, "Templates");
    await expectTabOrderFollowsLayout(page, "Templates");
    const more = page.getByRole("button", { name: "More actions for Accessible PDF template" }).first();
    await more.click();
    await expectFocusKept(page, "opening a template's menu");
    await axe(page, "Templates with a menu open");
    await page.keyboard.press("Escape");
    await expect(more).toBeFocused();

    const newTemplate = page.getByRole("button", { name: "New template", exact: true });
    await newTemplate.click();
    await expect(page.getByRole("region", { name: "New template" }).getByLabel("Name", { exact: true })).toBeFocused();
    await axe(page, "Templates with the new-template form open");
    await page.getByRole("region", { name: "New template" }).getByRole("button", { name: "Cancel" }).click();
    await expect(newTemplate).toBeFocused();

    await openPage(page, at(`/templates/${data.pdfTemplateId}/edit`), /Accessible PDF template/);
    await axe(page, "the PDF template editor");
    await openPage(page, at(`/templates/${data.htmlTemplateId}/edit`), /Accessible HTML template/);
    await axe(page, "the HTML template editor");

    await test.step("deleting a template: cancel gives focus back to its menu, deleting to the notice", async () => {
      await openPage(page, at("/templates"), "Templates");
      const menu = page.getByRole("button", { name: "More actions for Accessible PDF template" }).first();
      await menu.click();
      await page.getByRole("menuitem", { name: "Delete…" }).click();
      const confirmation = page.getByRole("alertdialog", { name: "Delete “Accessible PDF template”?" });
      await expect(confirmation.getByRole("button", { name: "Cancel" })).toBeFocused();
      await axe(page, "Templates with a delete confirmation open");
      await confirmation.getByRole("button", { name: "Cancel" }).click();
      await expect(menu).toBeFocused();
      await menu.click();
      await page.getByRole("menuitem", { name: "Delete…" }).click();
      await confirmation.getByRole("button", { name: "Delete", exact: true }).click();
      await expect(page.getByText("Deleted “Accessible PDF template”.")).toBeVisible();
      await expectFocusKept(page, "deleting a template");
    });
  });

  test("online forms: the list and the builder", async ({ page }) => {
    await openPage(page, at("/online-forms"), "Online forms");
    await axeOnBothSizes(page, "Online forms");
    await page.getByRole("button", { name: "New form", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Untitled form" })).toBeVisible({ timeout: 20_000 });
    await axe(page, "the form builder, new");
    await page.getByRole("button", { name: "Add recipient" }).click();
    await page.getByRole("group", { name: "Add a block" }).getByRole("button", { name: "Written answer" }).click();
    await expect(page.getByLabel("Question", { exact: true })).toBeFocused();
    await page.getByLabel("Question", { exact: true }).fill("Your member number");
    await axe(page, "the form builder with a block selected");
  });

  test("webhooks: the list, a webhook with its delivery log and its removal open", async ({ page }) => {
    await openPage(page, at("/webhooks"), "Webhooks");
    await axeOnBothSizes(page, "Webhooks");
    await page.getByLabel("URL", { exact: true }).fill("http://192.0.2.10/hooks");
    await page.getByRole("button", { name: "Add webhook" }).click();
    await expect(page.getByLabel("URL", { exact: true })).toBeFocused();
    await axe(page, "Webhooks with a refused URL");

    await openPage(page, at(`/webhooks/${data.webhookId}`), "Webhook");
    const sendTest = page.getByRole("button", { name: "Send test event" });
    await sendTest.click();
    await expect(sendTest).toBeFocused();
    await expect(page.getByRole("list", { name: "Deliveries" }).getByRole("listitem").first()).toBeVisible({ timeout: 20_000 });
    await axeOnBothSizes(page, "a webhook with its delivery log");
    const remove = page.getByRole("button", { name: "Delete webhook" });
    await remove.click();
    await expect(page.getByRole("alertdialog", { name: "Delete this webhook" }).getByRole("button", { name: "Cancel" })).toBeFocused();
    await axe(page, "a webhook with its removal open");
    await page.getByRole("alertdialog", { name: "Delete this webhook" }).getByRole("button", { name: "Cancel" }).click();
    await expect(remove).toBeFocused();
  });

  test("outbox and my signatures", async ({ page }) => {
    await openPage(page, at("/outbox"), "Outbox");
    await axeOnBothSizes(page, "Outbox");
    await openPage(page, at("/my-signatures"), "Waiting for my signature");
    await axeOnBothSizes(page, "My signatures");
  });
});
