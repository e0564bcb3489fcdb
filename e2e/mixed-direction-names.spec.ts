/**
 * Names in right-to-left scripts beside left-to-right words (issue #37, item 12): wherever the
 * dashboard lists people, each name is isolated in a <bdi>, so "محمد الأحمد · Tenant" and
 * "Waiting for דוד כהן since …" keep their words and punctuation in place. Runs on the PRO server.
 */
import { expect, test } from "@playwright/test";
import { createProcess, readyAsset, signetClient } from "./support/pro-api";
import { proOrganization } from "./support/pro-organization";
import { signInToPro } from "./support/pro-sign-in";
import { corpusPath } from "../tests/fixtures/corpus";

const ARABIC = "محمد الأحمد";
const HEBREW = "דוד כהן";

test("right-to-left names are isolated on the process page and in the list", async ({ page }) => {
  test.setTimeout(120_000);
  const pro = proOrganization();
  const signet = signetClient(pro.baseURL, pro.apiKey);
  const subject = `Mixed names ${Date.now().toString(36)}`;
  const process = await createProcess(signet, {
    dispatchMode: "EMAIL",
    authPolicy: "SES_LINK_ONLY",
    sourcePdfAssetId: await readyAsset(signet, corpusPath("hello_world_rotated.pdf")),
    subject,
    signers: [
      { signOrder: 1, name: HEBREW, email: "david.bidi@example.test", roleLabel: "Tenant", locale: "he" },
      { signOrder: 2, name: ARABIC, email: "mohammed.bidi@example.test", roleLabel: "Landlord", locale: "ar" },
    ],
    observers: [{ name: ARABIC, email: "observer.bidi@example.test" }],
    fields: [
      { assignedSignerSignOrder: 1, type: "SIGNATURE", label: "Tenant", page: 0, x: 72, y: 500, w: 200, h: 50 },
      { assignedSignerSignOrder: 2, type: "SIGNATURE", label: "Landlord", page: 0, x: 320, y: 500, w: 200, h: 50 },
    ],
  });

  await signInToPro(page, pro);
  await page.goto(`${pro.baseURL}/processes/${process.id}`);
  const signersList = page.getByRole("heading", { level: 3, name: new RegExp(HEBREW) });
  await expect(signersList.locator("bdi", { hasText: HEBREW })).toBeVisible();
  await expect(signersList.locator("bdi", { hasText: "Tenant" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 3, name: new RegExp(ARABIC) }).locator("bdi", { hasText: ARABIC })).toBeVisible();
  await expect(page.locator("li bdi", { hasText: ARABIC }).last()).toBeVisible();
  await page.screenshot({ path: test.info().outputPath("process-1280x720.png"), fullPage: true });

  await page.goto(`${pro.baseURL}/processes?q=${encodeURIComponent(subject)}`);
  const row = page.getByRole("row", { name: new RegExp(subject) });
  await expect(row.getByText(/Waiting for/)).toBeVisible({ timeout: 20_000 });
  await expect(row.locator("bdi")).toHaveText(HEBREW);
});
