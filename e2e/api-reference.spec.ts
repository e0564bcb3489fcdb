/**
 * The API reference at /docs/api, as an integrator reads it: public (signed out), rendered on
 * the server from the OpenAPI document, with operations, the webhooks section and the raw
 * document's link; every request it makes stays on this origin. Screenshots at phone and
 * desktop widths go to test-results for humans (no visual assertion). Also: the dashboard's
 * API keys page links to it.
 */
import { expect, test, type Page } from "@playwright/test";
import { OWNER } from "./support/owner";

const VIEWPORTS = [
  { name: "phone", width: 390, height: 844 },
  { name: "desktop", width: 1280, height: 900 },
] as const;

/** Opens the reference and returns every URL the page requested while loading. */
async function openReference(page: Page): Promise<string[]> {
  const requested: string[] = [];
  page.on("request", (request) => requested.push(request.url()));
  const response = await page.goto("/docs/api");
  expect(response?.status()).toBe(200);
  await page.waitForLoadState("networkidle");
  return requested;
}

test("the API reference is public, lists the operations and webhooks, and loads nothing from elsewhere", async ({ page, baseURL }) => {
  const requested = await openReference(page);

  await test.step("it opens signed out, without a detour to the sign-in page", async () => {
    await expect(page).toHaveURL(/\/docs\/api$/);
    await expect(page.getByRole("heading", { level: 1, name: /API reference/ })).toBeVisible();
  });

  await test.step("the contents list operations by tag, and each has its own section", async () => {
    const contents = page.getByRole("navigation", { name: "Contents" });
    await expect(contents.getByRole("link", { name: "POST /signing-processes", exact: true })).toBeVisible();
    await expect(contents.getByRole("link", { name: "POST /signing-processes/{id}/void", exact: true })).toBeVisible();
    await expect(contents.getByRole("link", { name: "GET /webhooks/{id}/deliveries", exact: true })).toBeVisible();

    const create = page.locator("#post-signing-processes");
    await expect(create.getByRole("heading", { level: 3 })).toContainText("/signing-processes");
    await expect(create.getByText("An ADMIN API key (X-API-Key or Bearer).")).toBeVisible();
    await expect(create.getByRole("list", { name: "Request body fields" })).toContainText("dispatchMode");
    await expect(create.locator("pre")).toContainText('curl -X POST "$SIGNET_URL/api/v1/signing-processes"');
    await expect(create.locator("pre")).toContainText('-H "X-API-Key: $SIGNET_API_KEY"');

    const voidOperation = page.locator("#post-signing-processes-id-void");
    await expect(voidOperation).toContainText("INVALID_STATE");
    await contents.getByRole("link", { name: "POST /signing-processes/{id}/void", exact: true }).click();
    await expect(page).toHaveURL(/#post-signing-processes-id-void$/);
  });

  await test.step("the webhooks section has the events and how to verify the signature", async () => {
    await expect(page.getByRole("heading", { level: 2, name: "Webhook events" })).toBeVisible();
    await expect(page.locator("#webhook-signing-completed")).toContainText("signing.completed");
    await expect(page.getByRole("heading", { name: "Verifying X-Service-Signature" })).toBeVisible();
  });

  await test.step("it links to the raw OpenAPI document, which answers", async () => {
    const link = page.getByRole("link", { name: "/api/v1/openapi.json" }).first();
    await expect(link).toHaveAttribute("href", "/api/v1/openapi.json");
    const document = await page.request.get("/api/v1/openapi.json");
    expect(document.ok()).toBe(true);
  });

  await test.step("every request the page made went to this origin", async () => {
    const origin = new URL(baseURL!).origin;
    expect(requested.length).toBeGreaterThan(0);
    expect(requested.filter((url) => !url.startsWith("data:") && new URL(url).origin !== origin)).toEqual([]);
  });
});

for (const viewport of VIEWPORTS) {
  test(`the API reference at ${viewport.width}x${viewport.height}: readable without sideways scrolling (screenshots)`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await openReference(page);
    // Long paths wrap and code blocks scroll inside themselves: the page itself is no wider than the screen.
    const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(pageWidth).toBeLessThanOrEqual(viewport.width);
    await page.screenshot({ path: testInfo.outputPath(`api-reference-${viewport.name}-top.png`) });
    await page.locator("#post-signing-processes").scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath(`api-reference-${viewport.name}-create-process.png`) });
  });
}

test("the dashboard's API keys page links to the API reference", async ({ page }) => {
  await page.goto("/login");
  if (page.url().endsWith("/setup")) throw new Error("This install is not set up: api-reference.spec.ts relies on first-run.spec.ts having run before it");
  await page.getByLabel("Email", { exact: true }).fill(OWNER.email);
  await page.getByLabel("Password", { exact: true }).fill(OWNER.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 20_000 });
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "API keys" }).click();
  await expect(page).toHaveURL(/\/api-keys$/);
  await page.getByRole("link", { name: "API reference" }).click();
  await expect(page).toHaveURL(/\/docs\/api$/);
  await expect(page.getByRole("heading", { level: 1, name: /API reference/ })).toBeVisible();
});
