import { expect, type Page } from "@playwright/test";
import type { ProOrganization } from "./pro-organization";

/** Opens `callbackPath` on the PRO server, which sends a visitor without a session to sign in and back; signs in as its owner. */
export async function signInOnPro(page: Page, pro: ProOrganization, callbackPath: string): Promise<void> {
  await page.goto(`${pro.baseURL}${callbackPath}`);
  await expect(page).toHaveURL(/\/login\?callbackUrl=/, { timeout: 30_000 });
  await page.getByLabel("Email", { exact: true }).fill(pro.email);
  await page.getByLabel("Password", { exact: true }).fill(pro.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(new RegExp(`${callbackPath}$`), { timeout: 30_000 });
}

/** Signs in on the PRO server's sign-in page as its owner, landing on the Overview. */
export async function signInToPro(page: Page, pro: ProOrganization): Promise<void> {
  await page.goto(`${pro.baseURL}/login`);
  await page.getByLabel("Email", { exact: true }).fill(pro.email);
  await page.getByLabel("Password", { exact: true }).fill(pro.password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 20_000 });
}
