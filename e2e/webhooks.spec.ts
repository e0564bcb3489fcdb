/**
 * Webhooks, as an administrator uses them: refused targets, adding one and copying its secret
 * once, choosing events, disabling and enabling, a test event in the delivery log with its
 * attempt, and redelivery. Runs on the suite's second server, whose organization is PRO
 * (e2e/support/start-pro-server.mjs); the first install is FREE and only explains the plan.
 * Note: that server runs in production without WEBHOOK_ALLOW_PRIVATE_NETWORKS, so the receiver
 * is https://192.0.2.10 (TEST-NET-1: public for the policy, needs no DNS, never answers), and
 * the test event's attempt fails; what is checked is that it is made, logged and redeliverable.
 */
import { expect, test, type Page } from "@playwright/test";
import { OWNER } from "./support/owner";
import { proOrganization } from "./support/pro-organization";

const RECEIVER = "https://192.0.2.10/signet-events";

async function signIn(page: Page, baseURL: string, email: string, password: string) {
  await page.goto(`${baseURL}/login`);
  if (page.url().endsWith("/setup")) throw new Error("This install is not set up: webhooks.spec.ts relies on first-run.spec.ts having run before it");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 20_000 });
}

async function openWebhooks(page: Page) {
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Webhooks" }).click();
  await expect(page).toHaveURL(/\/webhooks$/);
  await expect(page.getByRole("heading", { level: 1, name: "Webhooks" })).toBeVisible();
}

test("webhooks on the Free plan: the page says they need Pro, and the operator unlocks them in Settings", async ({ page }) => {
  await signIn(page, "", OWNER.email, OWNER.password);
  await openWebhooks(page);
  await expect(page.getByText("Webhooks are part of the Pro and Enterprise plans.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Add webhook" })).toHaveCount(0);

  // The first-run owner runs this installation: Settings offers every organization's plan.
  await page.goto("/settings");
  const plan = page.getByLabel(/^Plan of /);
  await expect(plan).toHaveValue("FREE");
  await plan.selectOption("PRO");
  await expect(page.getByText(/is on the Pro plan\./)).toBeVisible();
  await openWebhooks(page);
  await expect(page.getByRole("button", { name: "Add webhook" })).toBeVisible();

  // Back to Free, as the other specs expect of this server.
  await page.goto("/settings");
  await page.getByLabel(/^Plan of /).selectOption("FREE");
  await expect(page.getByText(/is on the Free plan\./)).toBeVisible();
});

test("webhooks on PRO: add one, see its secret once, test it, read the delivery log, redeliver", async ({ page, request }) => {
  test.setTimeout(120_000);
  const pro = proOrganization();

  await test.step("the Webhooks area is in the navigation", async () => {
    await signIn(page, pro.baseURL, pro.email, pro.password);
    await openWebhooks(page);
    await expect(page.getByText("No webhooks yet.")).toBeVisible();
  });

  await test.step("a URL inside the network is refused, and so is http in production", async () => {
    await page.getByLabel("URL", { exact: true }).fill("https://127.0.0.1/hooks");
    await page.getByRole("button", { name: "Add webhook" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "127.0.0.1, a loopback address; webhooks may only call public addresses" })).toBeVisible();
    await page.getByLabel("URL", { exact: true }).fill("http://192.0.2.10/hooks");
    await page.getByRole("button", { name: "Add webhook" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Webhook URLs must use https" })).toBeVisible();
  });

  await test.step("adding one shows its signing secret once", async () => {
    await page.getByLabel("URL", { exact: true }).fill(RECEIVER);
    await page.getByLabel("Description", { exact: true }).fill("E2E receiver");
    await page.getByRole("checkbox", { name: /signing\.expired/ }).uncheck();
    await page.getByRole("button", { name: "Add webhook" }).click();
    await expect(page.getByRole("heading", { name: "Copy the signing secret" })).toBeVisible();
    const secret = await page.getByLabel("Signing secret", { exact: true }).inputValue();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    await page.getByRole("button", { name: "Done" }).click();
    await expect(page.getByLabel("Signing secret", { exact: true })).toHaveCount(0);
    await expect(page.getByText(secret)).toHaveCount(0);

    const listed = await request.get(`${pro.baseURL}/api/v1/webhooks`, { headers: { "X-API-Key": pro.apiKey } });
    expect(listed.status()).toBe(200);
    const text = await listed.text();
    expect(text).toContain(RECEIVER);
    expect(text).not.toContain(secret);
  });

  const item = page.getByRole("list", { name: "Webhooks" }).getByRole("listitem").filter({ hasText: RECEIVER });

  await test.step("the list shows it enabled, with the chosen events", async () => {
    await expect(item).toContainText("Enabled");
    await expect(item).toContainText("E2E receiver");
    await expect(item).toContainText("Process voided");
    await expect(item).not.toContainText("Process expired");
  });

  await test.step("it can be disabled and enabled again", async () => {
    await item.getByRole("button", { name: "Disable" }).click();
    await expect(item).toContainText("Disabled by an administrator");
    await expect(item.getByText("Disabled", { exact: true })).toBeVisible();
    await item.getByRole("button", { name: "Enable" }).click();
    await expect(item.getByText("Enabled", { exact: true })).toBeVisible();
    await expect(item).not.toContainText("Disabled by an administrator");
  });

  await test.step("a test event is queued and shows up in the delivery log with its attempt", async () => {
    await item.getByRole("button", { name: "Send test event" }).click();
    await expect(item).toContainText("Test event queued");
    await item.getByRole("link", { name: "Delivery log and settings" }).click();
    await expect(page).toHaveURL(/\/webhooks\/[0-9a-f-]{36}$/);
    const delivery = page.getByRole("list", { name: "Deliveries" }).getByRole("listitem").filter({ hasText: "webhook.test" });
    await expect(delivery).toHaveCount(1);
    // Nothing answers at TEST-NET-1: the one attempt fails, at the latest after the 10-second timeout.
    await expect(delivery.getByText("Failed", { exact: true })).toBeVisible({ timeout: 45_000 });
    await delivery.getByText("Attempts and payload").click();
    await expect(delivery.getByRole("list", { name: "Attempts" })).toContainText("No response");
    await expect(delivery).toContainText('"type": "webhook.test"');
  });

  await test.step("a finished delivery can be redelivered", async () => {
    const delivery = page.getByRole("list", { name: "Deliveries" }).getByRole("listitem").filter({ hasText: "webhook.test" });
    await delivery.getByRole("button", { name: /^Redeliver/ }).click();
    await expect(delivery).toContainText("Redelivery queued");
    await expect(delivery.getByText("Failed", { exact: true })).toBeVisible({ timeout: 45_000 });
    await expect(delivery.getByRole("list", { name: "Attempts" }).getByRole("listitem")).toHaveCount(2, { timeout: 45_000 });
  });
});
