/**
 * The first visit to a fresh install, as an administrator lives it: set up the organization,
 * create an API key, use it against /api/v1, revoke it, sign out and back in.
 * Note: `request` is its own browser-less context without the page's session cookie, so the
 * API answers on the strength of the X-API-Key header alone.
 */
import { expect, test, type APIRequestContext } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { OWNER } from "./support/owner";

const KEY_NAME = "E2E key";

test.describe.configure({ mode: "serial" });

function listKeys(request: APIRequestContext, apiKey: string) {
  return request.get("/api/v1/api-keys", { headers: { "X-API-Key": apiKey } });
}

test("first run: set up, create an API key, use it, revoke it, sign out and in", async ({ page, request }) => {
  await test.step("a fresh install sends the first visitor to setup", async () => {
    await page.goto("/");
    await expect(page).toHaveURL(/\/setup$/);
    await expect(page.getByRole("heading", { level: 1, name: "Set up Signet" })).toBeVisible();
    await expectNoAxeViolations(page, "setup");
  });

  await test.step("the setup form checks its fields before sending them", async () => {
    await page.getByLabel("Password", { exact: true }).fill("short");
    await page.getByRole("button", { name: "Create organization" }).click();
    await expect(page.getByText("Password must be at least 10 characters long")).toBeVisible();
    await expect(page.getByText("Organization name is required")).toBeVisible();
    await expect(page).toHaveURL(/\/setup$/);
    await expectNoAxeViolations(page, "setup with errors");
  });

  await test.step("setup creates the organization and signs the owner in", async () => {
    await page.getByLabel("Organization name", { exact: true }).fill(OWNER.organizationName);
    await page.getByLabel("Default language", { exact: true }).selectOption({ label: "Deutsch" });
    await page.getByLabel("Your name", { exact: true }).fill(OWNER.name);
    await page.getByLabel("Email", { exact: true }).fill(OWNER.email);
    await page.getByLabel("Password", { exact: true }).fill(OWNER.password);
    // The other specs expect this install on the Free plan: it is set up as a hosted service
    // would be (e2e/first-run-own-installation.spec.ts keeps "My own organization").
    await expect(page.getByRole("radio", { name: "My own organization" })).toBeChecked();
    await page.getByRole("radio", { name: "Customers I sell plans to" }).check();
    const plans = page.getByRole("group", { name: "Plan of this organization" });
    await expect(plans.getByRole("radio", { name: "Free" })).toBeChecked();
    await expect(plans).toContainText("10 signing processes a month, 3 templates");
    await plans.getByRole("radio", { name: "Pro" }).check();
    await plans.getByRole("radio", { name: "Free" }).check();
    await expectNoAxeViolations(page, "setup of a hosted service");
    await page.getByRole("button", { name: "Create organization" }).click();

    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 20_000 });
    await expect(page.getByRole("heading", { level: 1, name: "Overview" })).toBeVisible();
    const header = page.getByRole("banner");
    await expect(header).toContainText(OWNER.organizationName);
    await expect(header).toContainText(OWNER.name);
    await expect(page.getByRole("main")).toContainText("Deutsch");
    await expect(page.getByRole("region", { name: "Free plan" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Overview", exact: true })).toHaveAttribute("aria-current", "page");
  });

  await test.step("every area of the product is a link, none marked as coming", async () => {
    const navigation = page.getByRole("navigation", { name: "Main" });
    await expect(navigation.getByRole("link", { name: "Online forms", exact: true })).toHaveAttribute("href", "/online-forms");
    await expect(navigation.locator("a:not([href])")).toHaveCount(0);
    await expect(navigation).not.toContainText("Soon");
  });

  let apiKey = "";
  await test.step("an ADMIN key is created and shown exactly once", async () => {
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "API keys" }).click();
    await expect(page).toHaveURL(/\/api-keys$/);
    await expect(page.getByRole("heading", { level: 1, name: "API keys" })).toBeVisible();
    await expect(page.getByRole("link", { name: "API keys", exact: true })).toHaveAttribute("aria-current", "page");

    await page.getByLabel("Name", { exact: true }).fill(KEY_NAME);
    await page.getByLabel("Role", { exact: true }).selectOption("ADMIN");
    await page.getByRole("button", { name: "Create key" }).click();

    await expect(page.getByRole("heading", { name: "Copy your new API key" })).toBeVisible();
    const keyInput = page.getByLabel("New API key");
    await expect(keyInput).toHaveAttribute("readonly", "");
    apiKey = await keyInput.inputValue();
    expect(apiKey).toMatch(/^sdk_live_[A-Za-z0-9_-]{43,}$/);

    const row = page.getByRole("row", { name: new RegExp(KEY_NAME) });
    await expect(row).toContainText(`${apiKey.slice(0, 15)}…`);
    await expect(row).toContainText("Admin");
    await expect(row).toContainText("Active");
    await expect(row).toContainText(OWNER.name);
  });

  await test.step("after Done the key is gone from the page, also after a reload", async () => {
    await page.getByRole("button", { name: "Done" }).click();
    await expect(page.getByRole("heading", { name: "Copy your new API key" })).toHaveCount(0);
    await expect(page.getByLabel("New API key")).toHaveCount(0);
    expect(await page.content()).not.toContain(apiKey);

    await page.reload();
    await expect(page.getByRole("row", { name: new RegExp(KEY_NAME) })).toBeVisible();
    expect(await page.content()).not.toContain(apiKey);
  });

  await test.step("the key works against /api/v1", async () => {
    const response = await listKeys(request, apiKey);
    expect(response.status()).toBe(200);
    const body = (await response.json()) as { data: { items: { name: string; status: string }[] } };
    expect(body.data.items).toContainEqual(expect.objectContaining({ name: KEY_NAME, status: "ACTIVE" }));
  });

  await test.step("revoking asks first, then updates the list at once", async () => {
    const row = page.getByRole("row", { name: new RegExp(KEY_NAME) });
    await row.getByRole("button", { name: `Revoke ${KEY_NAME}` }).click();
    const confirmation = page.getByRole("alertdialog", { name: `Revoke ${KEY_NAME}` });
    await expect(confirmation).toContainText(`Revoke ${KEY_NAME}?`);

    // Cancel leaves the key alone.
    await confirmation.getByRole("button", { name: "Cancel" }).click();
    await expect(row).toContainText("Active");

    await row.getByRole("button", { name: `Revoke ${KEY_NAME}` }).click();
    await confirmation.getByRole("button", { name: "Confirm" }).click();
    await expect(confirmation).toHaveCount(0);
    await expect(row).toContainText("Revoked");
    await expect(row.getByRole("button", { name: /Revoke/ })).toHaveCount(0);
  });

  await test.step("the revoked key is refused", async () => {
    const response = await listKeys(request, apiKey);
    expect(response.status()).toBe(401);
  });

  await test.step("settings change the organization's default language", async () => {
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Settings" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
    await expect(page.getByRole("main")).toContainText("Free");
    const language = page.getByLabel("Default language", { exact: true });
    await expect(language).toHaveValue("de");
    await language.selectOption({ label: "English" });
    await page.getByRole("button", { name: "Save settings" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Settings saved." })).toBeVisible();
    await page.reload();
    await expect(page.getByLabel("Default language", { exact: true })).toHaveValue("en");
  });

  await test.step("on a phone the navigation sits behind a menu button", async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    const menu = page.getByRole("button", { name: "Menu" });
    await expect(menu).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    await menu.click();
    await expect(menu).toHaveAttribute("aria-expanded", "true");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Overview" }).click();
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 20_000 });
    await expect(menu).toHaveAttribute("aria-expanded", "false");
    await page.setViewportSize({ width: 1280, height: 720 });
  });

  await test.step("signing out leads to the sign-in page", async () => {
    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/login$/);
    await page.goto("/setup");
    await expect(page).toHaveURL(/\/login$/);
  });

  await test.step("a wrong password is refused with a clear message", async () => {
    await page.getByLabel("Email", { exact: true }).fill(OWNER.email);
    await page.getByLabel("Password", { exact: true }).fill("not the password");
    await page.getByRole("button", { name: "Sign in" }).click();
    // Note: filtered, because Next.js's route announcer is an alert too.
    await expect(page.getByRole("alert").filter({ hasText: "Email or password is incorrect" })).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  await test.step("the right password signs in again", async () => {
    await page.getByLabel("Password", { exact: true }).fill(OWNER.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 20_000 });
    await expect(page.getByRole("banner")).toContainText(OWNER.name);
  });
});
