/**
 * Bulk sends in the dashboard (issue #33 part 1, docs/dashboard.md): an admin opens "Send in
 * bulk" from a template, chooses a CSV whose columns are matched to the role by their names,
 * has the rows checked (a bad address named by its row), fixes the file, sends, and watches the
 * progress page, which a reload keeps, until every row has its process. Runs on the PRO server.
 */
import fs from "node:fs";
import { expect, test } from "@playwright/test";
import { data, readyAsset, signetClient } from "./support/pro-api";
import { outbox } from "./support/outbox";
import { proOrganization } from "./support/pro-organization";
import { signInToPro } from "./support/pro-sign-in";
import { corpusPath } from "../tests/fixtures/corpus";

const RUN = Date.now().toString(36);

test("an admin sends a template to three people from a CSV and follows the progress", async ({ page, playwright }) => {
  test.setTimeout(180_000);
  const pro = proOrganization();
  const api = await playwright.request.newContext({ baseURL: pro.baseURL, extraHTTPHeaders: { "X-API-Key": pro.apiKey } });
  const assetId = await readyAsset(signetClient(pro.baseURL, pro.apiKey), corpusPath("bug1937438_from_word.pdf"));
  const template = await data<{ id: string }>(
    await api.post("/api/v1/templates", {
      data: {
        kind: "PDF",
        name: `Volunteer agreement ${RUN}`,
        draft: {
          sourcePdfAssetId: assetId,
          signerRoles: [{ key: "volunteer", label: "Volunteer", signOrder: 1 }],
          inputSchema: [],
          prefillFields: [],
          signingFields: [{ key: "signature", roleKey: "volunteer", type: "SIGNATURE", label: "Volunteer", required: true, page: 0, x: 72, y: 600, w: 200, h: 50 }],
        },
      },
    }),
  );
  await data(await api.post(`/api/v1/templates/${template.id}/publish`));
  await api.dispose();

  const dir = test.info().outputPath("files");
  fs.mkdirSync(dir, { recursive: true });
  const people = ["ana", "bo", "cy"].map((name) => ({ name: `${name} ${RUN}`, email: `${name}-${RUN}@example.test` }));
  const csv = (rows: Array<{ name: string; email: string }>) => ["Volunteer name,Volunteer email", ...rows.map((row) => `${row.name},${row.email}`)].join("\n");
  const broken = `${dir}/broken.csv`;
  fs.writeFileSync(broken, csv([people[0]!, { name: people[1]!.name, email: "not an address" }, people[2]!]));
  const fixed = `${dir}/fixed.csv`;
  fs.writeFileSync(fixed, csv(people));

  await signInToPro(page, pro);
  await page.goto(`${pro.baseURL}/templates/${template.id}/use`);
  await page.getByRole("link", { name: "Send in bulk from a spreadsheet" }).click();
  await expect(page).toHaveURL(new RegExp(`/templates/${template.id}/bulk$`));
  await page.getByLabel("Subject").fill(`Volunteers ${RUN}`);

  await page.getByLabel("Spreadsheet").setInputFiles(broken);
  await expect(page.getByText("3 rows read.")).toBeVisible();
  await expect(page.getByText("“Volunteer email”:")).toBeVisible();
  await page.getByRole("button", { name: "Check the rows" }).click();
  await expect(page.getByText("1 row needs fixing in the file")).toBeVisible({ timeout: 20_000 });
  const problems = page.getByRole("table");
  await expect(problems.getByRole("cell", { name: "3", exact: true })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath("bulk-check-1280x720.png"), fullPage: true });

  await page.getByLabel("Spreadsheet").setInputFiles(fixed);
  await page.getByRole("button", { name: "Check the rows" }).click();
  await expect(page.getByText("All 3 rows are ready to send.")).toBeVisible({ timeout: 20_000 });
  await page.getByRole("button", { name: "Send 3 signings" }).click();

  await expect(page).toHaveURL(/\/bulk-sends\/[0-9a-f-]{36}$/, { timeout: 20_000 });
  await page.reload();
  await expect(page.getByText("3 of 3 rows done: 3 sent, 0 not sent.")).toBeVisible({ timeout: 60_000 });
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: test.info().outputPath("bulk-progress-390x844.png"), fullPage: true });
  await expect.poll(() => people.filter((person) => outbox().some((message) => message.to === person.email && message.meta.kind === "invite")).length, { timeout: 60_000 }).toBe(3);
});
