/**
 * Public links (issue #33 part 3, docs/templates.md "Public links"): a stranger on a phone opens
 * a template's public link, gives their name and email, types the code the email brought, and
 * lands on the ordinary signing page of a new process; once the admin switches the link off,
 * the page only says it is no longer available. Runs on the PRO server.
 */
import { expect, test, type APIRequestContext } from "@playwright/test";
import { data, readyAsset, signetClient } from "./support/pro-api";
import { outbox } from "./support/outbox";
import { proOrganization, type ProOrganization } from "./support/pro-organization";
import { signInToPro } from "./support/pro-sign-in";
import { corpusPath } from "../tests/fixtures/corpus";

const PDF = corpusPath("bug1937438_from_word.pdf");
const RUN = Date.now().toString(36);

test.describe.configure({ mode: "serial" });

let pro: ProOrganization;
let api: APIRequestContext;

test.beforeAll(async ({ playwright }) => {
  pro = proOrganization();
  api = await playwright.request.newContext({ baseURL: pro.baseURL, extraHTTPHeaders: { "X-API-Key": pro.apiKey } });
});
test.afterAll(async () => {
  await api.dispose();
});

/** A published one-role template that asks for no data; answers its id. */
async function linkableTemplate(name: string): Promise<string> {
  const assetId = await readyAsset(signetClient(pro.baseURL, pro.apiKey), PDF);
  const template = await data<{ id: string }>(
    await api.post("/api/v1/templates", {
      data: {
        kind: "PDF",
        name,
        draft: {
          sourcePdfAssetId: assetId,
          signerRoles: [{ key: "member", label: "Member", signOrder: 1 }],
          inputSchema: [],
          prefillFields: [],
          signingFields: [{ key: "signature", roleKey: "member", type: "SIGNATURE", label: "Member", required: true, page: 0, x: 72, y: 600, w: 200, h: 50 }],
        },
      },
    }),
  );
  await data(await api.post(`/api/v1/templates/${template.id}/publish`));
  return template.id;
}

async function publicLink(): Promise<{ id: string; url: string }> {
  const templateId = await linkableTemplate(`Membership form ${RUN}`);
  return data<{ id: string; url: string }>(await api.post(`/api/v1/templates/${templateId}/public-links`, { data: { label: "Website", maxUses: 10 } }));
}

test("a visitor confirms their email and reaches the signing page; switched off, the link says so", async ({ browser }) => {
  const link = await publicLink();
  const email = `pia-${RUN}@example.test`;
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: "en-GB" });
  const page = await context.newPage();

  await page.goto(link.url);
  await expect(page.getByRole("heading", { level: 1, name: `Membership form ${RUN}` })).toBeVisible();
  await page.getByLabel("Your full name").fill("Pia Public");
  await page.getByLabel("Your email address").fill(email);
  await page.getByRole("button", { name: "Email me a code" }).click();
  await expect(page.getByText(`We sent a six-digit code to ${email}`)).toBeVisible();

  let code = "";
  await expect
    .poll(() => (code = /\b(\d{6})\b/.exec(outbox().find((message) => message.to === email && message.meta.kind === "publicLink.code")?.subject ?? "")?.[1] ?? ""))
    .not.toBe("");
  await page.getByLabel("Code from the email").fill(code === "000000" ? "111111" : "000000");
  await page.getByRole("button", { name: "Confirm and continue" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "That code is not right" })).toBeVisible();
  await page.getByLabel("Code from the email").fill(code);
  await page.getByRole("button", { name: "Confirm and continue" }).click();
  await expect(page).toHaveURL(/\/sign\/[A-Za-z0-9_-]{43}$/);

  const record = await data<{ uses: number }>(await api.get(`/api/v1/public-links/${link.id}`));
  expect(record.uses).toBe(1);
  const processes = await data<{ items: Array<{ origin: string; subject: string }> }>(await api.get("/api/v1/signing-processes?pageSize=100"));
  expect(processes.items.find((process) => process.subject === `Membership form ${RUN}`)?.origin).toBe("TEMPLATE");

  await data(await api.patch(`/api/v1/public-links/${link.id}`, { data: { enabled: false } }));
  await page.goto(link.url);
  await expect(page.getByRole("heading", { level: 1, name: "This link is no longer available" })).toBeVisible();
  await context.close();
});

test("an admin makes a public link on the template's page, sees its address and switches it off", async ({ page }) => {
  const templateId = await linkableTemplate(`Guest book ${RUN}`);
  await signInToPro(page, pro);
  await page.goto(`${pro.baseURL}/templates/${templateId}/use`);
  const section = page.locator("section", { has: page.getByRole("heading", { name: "Public links" }) });
  await section.getByLabel("Most signings (optional)").fill("5");
  await section.getByRole("button", { name: "Make a public link" }).click();
  const links = section.getByRole("list", { name: "Public links" });
  await expect(links.getByText(/\/p\/[A-Za-z0-9_-]{43}$/)).toBeVisible();
  await expect(links.getByText("0 signings started of 5")).toBeVisible();
  await links.getByRole("button", { name: "Switch off" }).click();
  await expect(links.getByText("Switched off")).toBeVisible();
});
