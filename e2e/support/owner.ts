import { expect, type Page } from "@playwright/test";

/** The owner first-run.spec.ts creates on the fresh install; later specs sign in as them. */
export const OWNER = {
  organizationName: "Nordlicht Verträge GmbH",
  name: "Erika Mustermann",
  email: "erika@nordlicht.example",
  password: "correct horse battery staple",
};

/** Signs in as OWNER on the install first-run.spec.ts set up, landing on the Overview. */
export async function signInAsOwner(page: Page): Promise<void> {
  await page.goto("/login");
  if (page.url().endsWith("/setup")) throw new Error("This install is not set up: the dashboard specs rely on first-run.spec.ts");
  await page.getByLabel("Email", { exact: true }).fill(OWNER.email);
  await page.getByLabel("Password", { exact: true }).fill(OWNER.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 20_000 });
}
