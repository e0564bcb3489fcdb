/**
 * Someone installing Signet on their own machine meets no paywall of their own software: the
 * first-run page of a fresh server of its own (DEFAULT_PLAN unset) creates the organization on
 * the Enterprise plan when the operator keeps "My own organization". Its mail goes to a real
 * SMTP server started here, so the page's last step sends a test email there. first-run.spec.ts
 * sets up the shared install as a hosted service picking Free, which the other specs rely on.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { startSmtpServer } from "../tests/support/smtp-server";
import { ServerProcess } from "./support/server-process";

const PORT = Number(process.env.E2E_PORT ?? 3100) + 6;

test("first run on the operator's own installation: the organization gets the Enterprise plan, and a test email reaches the mail server", async ({ page }) => {
  test.setTimeout(180_000);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "signet-e2e-own-"));
  const smtp = await startSmtpServer({ tls: "plain" });
  // Empty values count as unset: the embedded database, and DEFAULT_PLAN's own default.
  const server = await ServerProcess.start(PORT, {
    DATA_DIR: dataDir,
    DATABASE_URL: "",
    DEFAULT_PLAN: "",
    RATE_LIMIT_PER_MINUTE: "1000",
    SMTP_URL: smtp.url,
    MAIL_FROM: "Signet <signing@own.example>",
    RESEND_API_KEY: "",
  });
  try {
    await page.goto(`${server.baseUrl}/setup`);
    const own = page.getByRole("radio", { name: "My own organization" });
    await expect(own).toBeChecked();
    await expect(page.getByRole("group", { name: "Who is this installation for?" })).toContainText("No plan to buy: it gets the Enterprise plan");
    // The plans are only asked of a hosted service.
    await expect(page.getByRole("group", { name: "Plan of this organization" })).toHaveCount(0);

    await page.getByLabel("Organization name", { exact: true }).fill("Eigenbetrieb GmbH");
    await page.getByLabel("Your name", { exact: true }).fill("Olga Operator");
    await page.getByLabel("Email", { exact: true }).fill("olga@own.example");
    await page.getByLabel("Password", { exact: true }).fill("correct horse battery staple");
    await page.getByRole("button", { name: "Create organization" }).click();

    await expect(page.getByRole("heading", { name: "Check that email arrives" })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText("Emails go out through your mail server.", { exact: false })).toBeVisible();
    await page.getByRole("button", { name: "Send a test email" }).click();
    await expect(page.getByText("The test email to olga@own.example was handed over.")).toBeVisible();
    await expect(page.getByText(/accepted it; it answered: 250/)).toBeVisible();
    expect(smtp.received.map((mail) => mail.envelopeTo)).toEqual([["olga@own.example"]]);
    expect(smtp.received[0]!.parsed.subject).toBe("Test email from Signet for Eigenbetrieb GmbH");
    await page.getByRole("link", { name: "Continue to the dashboard" }).click();

    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 20_000 });
    const plan = page.getByRole("region", { name: "Enterprise plan" });
    await expect(plan.getByRole("meter", { name: "Signing processes this month" })).toHaveAttribute("aria-valuemax", "100000");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Settings" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
    await expect(page.getByLabel(/^Plan of /)).toHaveValue("ENTERPRISE");
  } finally {
    await server.stop();
    await smtp.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
