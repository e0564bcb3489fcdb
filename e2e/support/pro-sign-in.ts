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
