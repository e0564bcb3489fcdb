/**
 * The template library and "Use template", as an owner uses them: a PDF template published
 * through the API (the typed client) is found in the library by search, opened with "Use",
 * filled in with its data and signers, and sent; the new process's page shows it. Also the
 * library at phone size. Runs on the suite's second server, whose organization is PRO
 * (e2e/support/start-pro-server.mjs).
 */
import { expect, test, type Page } from "@playwright/test";
import { corpusPath } from "../tests/fixtures/corpus";
import { readyAsset, signetClient } from "./support/pro-api";
import { proOrganization } from "./support/pro-organization";
import { expectNoAxeViolations } from "./support/axe";

const NAME = `Lease e2e ${Date.now().toString(36)}`;
const TENANT = { name: "Zoë Łódź", email: "zoe.template@example.test" };
const LANDLORD = { name: "Tōkyō Landlord", email: "landlord.template@example.test" };

test.describe.configure({ mode: "serial" });

async function signIn(page: Page, baseURL: string, email: string, password: string) {
  await page.goto(`${baseURL}/login`);
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 20_000 });
}

/** A published two-role PDF template with a nested input, made through the typed client. */
async function publishedTemplate(): Promise<string> {
  const pro = proOrganization();
  const signet = signetClient(pro.baseURL, pro.apiKey);
  const assetId = await readyAsset(signet, corpusPath("hello_world_rotated.pdf"));
  const created = await signet.POST("/templates", {
    body: {
      kind: "PDF",
      name: NAME,
      description: "Furnished flats, made by the e2e suite",
      draft: {
        sourcePdfAssetId: assetId,
        signerRoles: [
          { key: "tenant", label: "Tenant", signOrder: 1 },
          { key: "landlord", label: "Landlord", signOrder: 2 },
        ],
        inputSchema: [
          { key: "customer.name", label: "Customer name", type: "string", required: true },
          { key: "rent", label: "Monthly rent", type: "number", required: true },
        ],
        prefillFields: [{ key: "customer.name", page: 0, x: 20, y: 20, w: 150, h: 14 }],
        signingFields: [
          { key: "tenantSignature", roleKey: "tenant", type: "SIGNATURE", label: "Tenant", required: true, page: 0, x: 20, y: 60, w: 100, h: 30 },
          { key: "city", roleKey: "tenant", type: "TEXT", label: "City", required: false, page: 0, x: 20, y: 100, w: 100, h: 14 },
          {
            key: "landlordSignature",
            roleKey: "landlord",
            type: "SIGNATURE",
            label: "Landlord",
            required: true,
            page: 0,
            x: 130,
            y: 60,
            w: 100,
            h: 30,
          },
        ],
      },
    },
  });
  expect(created.error, JSON.stringify(created.error)).toBeUndefined();
  const id = created.data!.data.id;
  const published = await signet.POST("/templates/{id}/publish", { params: { path: { id } } });
  expect(published.error, JSON.stringify(published.error)).toBeUndefined();
  expect(published.data!.data.number).toBe(1);
  return id;
}

test("a published template is found in the library, used, and becomes a process", async ({ page }) => {
  test.setTimeout(120_000);
  const pro = proOrganization();
  const templateId = await publishedTemplate();

  await test.step("the library finds it by search, with its status and version in words", async () => {
    await signIn(page, pro.baseURL, pro.email, pro.password);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Templates" }).click();
    await expect(page).toHaveURL(/\/templates$/);
    await expect(page.getByRole("heading", { level: 1, name: "Templates" })).toBeVisible();
    await page.getByLabel("Search by name or description").fill(NAME);
    const row = page.getByRole("table").getByRole("row").filter({ hasText: NAME });
    await expect(row).toHaveCount(1);
    await expect(page.getByRole("status").filter({ hasText: "1 found" })).toBeVisible();
    await expect(row).toContainText("Published");
    await expect(row).toContainText("v1");
    await expect(row).toContainText("PDF");
    await row.getByRole("link", { name: `Use ${NAME}` }).click();
    await expect(page).toHaveURL(new RegExp(`/templates/${templateId}/use$`));
  });

  await test.step("sending with nothing filled in marks each missing detail beside its field", async () => {
    await expect(page.getByRole("heading", { level: 1, name: `Use “${NAME}”` })).toBeVisible();
    await expectNoAxeViolations(page, "Use template");
    await page.getByRole("button", { name: "Send for signing" }).click();
    await expect(page.getByText("Customer name is required")).toBeVisible();
    await expectNoAxeViolations(page, "Use template, with its errors");
    await expect(page.getByText("Monthly rent is required")).toBeVisible();
    await expect(page.getByLabel("Customer name (required)")).toBeFocused();
  });

  await test.step("filled in and sent, it lands on the new process", async () => {
    await page.getByLabel("Customer name (required)").fill(TENANT.name);
    await page.getByLabel("Monthly rent (required)").fill("1250");
    const tenant = page.getByRole("region", { name: /Tenant/ });
    await tenant.getByLabel("Name", { exact: true }).fill(TENANT.name);
    await tenant.getByLabel("Email", { exact: true }).fill(TENANT.email);
    const landlord = page.getByRole("region", { name: /Landlord/ });
    await landlord.getByLabel("Name", { exact: true }).fill(LANDLORD.name);
    await landlord.getByLabel("Email", { exact: true }).fill(LANDLORD.email);
    await page.getByLabel("Suggested value for “City”").fill("Berlin");
    await expect(page.getByLabel("Subject")).toHaveValue(NAME);
    // Words, never the policy's name.
    await expect(page.getByText("EMAIL_AES_OTP")).toHaveCount(0);
    await page.getByRole("button", { name: "Send for signing" }).click();
    await expect(page).toHaveURL(/\/processes\/[0-9a-f-]{36}$/, { timeout: 30_000 });
    await expect(page.getByRole("heading", { level: 1, name: NAME })).toBeVisible();
    await expect(page.getByText(`${TENANT.name} · Tenant`)).toBeVisible();
    await expect(page.getByText(`${LANDLORD.name} · Landlord`)).toBeVisible();
  });

  await test.step("the API shows the process came from the template's first version", async () => {
    const id = /\/processes\/([0-9a-f-]{36})$/.exec(page.url())![1]!;
    const process = await signetClient(pro.baseURL, pro.apiKey).GET("/signing-processes/{id}", { params: { path: { id } } });
    expect(process.error).toBeUndefined();
    expect(process.data!.data).toMatchObject({ origin: "TEMPLATE", templateId, templateVersion: 1, subject: NAME });
  });
});

test("the library at 390x844: cards, no sideways scrolling (screenshot)", async ({ page }) => {
  const pro = proOrganization();
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, pro.baseURL, pro.email, pro.password);
  await page.goto(`${pro.baseURL}/templates`);
  const cards = page.getByRole("list", { name: "Templates" });
  await expect(cards.getByRole("listitem").filter({ hasText: NAME })).toBeVisible();
  await expect(page.getByRole("table")).toBeHidden();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: test.info().outputPath("templates-390x844.png"), fullPage: true });
});
