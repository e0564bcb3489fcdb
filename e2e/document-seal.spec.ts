/**
 * An owner's own document seal, as they live it in Settings: the installation's self-signed
 * seal shows with its warning; a wrong password is refused with a sentence; the organization's
 * own seal (ECDSA P-256 with its CA, made by openssl here) is shown by its holder, issuer and
 * expiry; removing it with the confirm dialog goes back to the installation's. Passes axe.
 * The seal is removed at the end, so the suite's other specs on this organization keep the
 * installation's seal.
 */
import { expect, test } from "@playwright/test";
import { opensslSeal } from "../server/pdf/seal/testing/openssl-p12";
import { expectNoAxeViolations } from "./support/axe";
import { proOrganization, type ProOrganization } from "./support/pro-organization";
import { signInToPro } from "./support/pro-sign-in";

let pro: ProOrganization;
test.beforeAll(() => {
  pro = proOrganization();
});


test("an owner uploads the organization's own seal, sees it, and removes it", async ({ page }) => {
  const seal = opensslSeal({ keyType: "ec", commonName: "Nordlicht e2e seal" });
  await signInToPro(page, pro);
  await page.goto(`${pro.baseURL}/settings`);
  const section = page.locator("section", { has: page.getByRole("heading", { name: "Document seal", exact: true }) });
  await expect(section.getByRole("heading", { name: "Your documents are sealed with this installation's seal" })).toBeVisible();
  await expect(section.getByText("readers such as Adobe Acrobat will show the seal as not trusted")).toBeVisible();
  await expect(section.getByText("No time-stamp server is set")).toBeVisible();
  await expectNoAxeViolations(page, "Settings, Document seal, the installation's");

  const file = { name: "seal.p12", mimeType: "application/x-pkcs12", buffer: seal.p12 };
  await section.getByLabel("Seal file", { exact: true }).setInputFiles(file);
  await section.getByLabel("Password of the seal file").fill("not the password");
  await section.getByRole("button", { name: "Upload the seal" }).click();
  await expect(section.getByRole("alert")).toHaveText("The password does not open this seal file. Check the password and try again.");

  await section.getByLabel("Password of the seal file").fill(seal.password);
  await section.getByRole("button", { name: "Upload the seal" }).click();
  await expect(section.getByRole("heading", { name: "Your documents are sealed with your organization's own seal" })).toBeVisible();
  await expect(section.getByText("Nordlicht e2e seal CA", { exact: true })).toBeVisible();
  await expect(section.getByText("Nordlicht e2e seal", { exact: true })).toBeVisible();
  await expect(section.getByText("ECDSA P-256")).toBeVisible();
  await expect(section.getByText("will show the seal as not trusted")).toHaveCount(0);
  await expectNoAxeViolations(page, "Settings, Document seal, the organization's own");

  await section.getByRole("button", { name: "Remove your organization's seal" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Remove your organization's seal?" });
  await dialog.getByRole("button", { name: "Remove", exact: true }).click();
  await expect(section.getByRole("heading", { name: "Your documents are sealed with this installation's seal" })).toBeVisible();
});
