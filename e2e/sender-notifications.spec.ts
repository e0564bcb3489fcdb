/**
 * Emails to the sender, as the sender finds them in the dashboard's outbox: the owner sends
 * processes from the dashboard and hears when a signer signs (and who is next), when everyone
 * has signed, and when a signer declines, with the reason; a process sent through the API is
 * reported to the organization's notification address, set in Settings. The signer who
 * declines is told that the sender will hear of it, and only when someone will. Runs on the
 * PRO server, whose owner and API key start-pro-server.mjs created.
 */
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { invitationLink } from "./support/outbox";
import { createProcess, readyAsset, signetClient } from "./support/pro-api";
import { proOrganization, type ProOrganization } from "./support/pro-organization";
import { corpusPath } from "../tests/fixtures/corpus";
import { signInToPro } from "./support/pro-sign-in";

const PDF = corpusPath("hello_world_rotated.pdf");
const RUN = Date.now().toString(36);
const OFFICE = `office-${RUN}@example.test`;

test.describe.configure({ mode: "serial" });

let pro: ProOrganization;
let signerApi: APIRequestContext;

test.beforeAll(async ({ playwright }) => {
  pro = proOrganization();
  signerApi = await playwright.request.newContext({ baseURL: pro.baseURL });
});
test.afterAll(() => signerApi.dispose());


/** Two signers by email, link only, one signature each: what the new-process wizard sends. */
function twoSigners(assetId: string, subject: string, who: string) {
  return {
    dispatchMode: "EMAIL" as const,
    authPolicy: "SES_LINK_ONLY" as const,
    sourcePdfAssetId: assetId,
    subject,
    expiresAt: new Date(Date.now() + 7 * 86_400_000).toISOString(),
    signers: [
      { signOrder: 1, name: "Ada Agree", email: `ada-${who}-${RUN}@example.test`, locale: "en" },
      { signOrder: 2, name: "Bo Second", email: `bo-${who}-${RUN}@example.test`, locale: "en" },
    ],
    fields: [1, 2].map((order) => ({ assignedSignerSignOrder: order, type: "SIGNATURE" as const, label: "Signature", page: 0, x: 72, y: 100 * order, w: 200, h: 50 })),
  };
}

/** Sent by the signed-in owner, through the dashboard's own endpoint (as the wizard's last step does). */
async function sendFromDashboard(page: Page, body: ReturnType<typeof twoSigners>): Promise<string> {
  const response = await page.request.post(`${pro.baseURL}/api/trpc/signingProcesses.create`, { data: { json: body } });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { result: { data: { json: { id: string } } } }).result.data.json.id;
}


async function signByLink(link: string, name: string) {
  const token = link.split("/sign/")[1]!;
  const answer = await signerApi.post(`/api/v1/sign/${token}/submit`, { data: { signature: { type: "TYPED", text: name }, consent: true } });
  expect(answer.ok(), await answer.text()).toBe(true);
}

/** The emails to `to` about the process that the sender gets, as the outbox page lists them. */
function senderMessages(page: Page, processId: string, to: string) {
  return page
    .getByRole("article")
    .filter({ hasText: `To ${to}` })
    .filter({ hasText: "To the sender" })
    .filter({ has: page.locator(`a[href="/processes/${processId}"]`) });
}

/**
 * Opens the outbox page narrowed to one process until it lists `count` emails to `to`; a job
 * sends them a moment after the news.
 */
async function expectSenderMessages(page: Page, processId: string, to: string, count: number) {
  await expect(async () => {
    await page.goto(`${pro.baseURL}/outbox?process=${processId}`);
    await expect(senderMessages(page, processId, to)).toHaveCount(count, { timeout: 5_000 });
  }).toPass({ timeout: 60_000 });
  return senderMessages(page, processId, to);
}

test("sender notified on sign, decline and complete", async ({ browser }) => {
  test.setTimeout(300_000);
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const signet = signetClient(pro.baseURL, pro.apiKey);
  const assetId = await readyAsset(signet, PDF);
  await signInToPro(page, pro);

  await test.step("Settings: every email to me is on, and the organization's address is set", async () => {
    await page.goto(`${pro.baseURL}/settings`);
    const choices = page.getByRole("group", { name: "Email me when, on a document I sent:" });
    await expect(choices.getByRole("checkbox")).toHaveCount(5);
    for (const box of await choices.getByRole("checkbox").all()) await expect(box).toBeChecked();
    await page.getByLabel("Notification address", { exact: true }).fill("not an address");
    await page.getByRole("button", { name: "Save address" }).click();
    await expect(page.getByText("Notification address must be a valid email address")).toBeVisible();
    await page.getByLabel("Notification address", { exact: true }).fill(OFFICE);
    await page.getByRole("button", { name: "Save address" }).click();
    await expect(page.getByText("Notification address saved.")).toBeVisible();
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: test.info().outputPath("settings-390x844.png"), fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  const subject = `Lease ${RUN}`;
  const signed = twoSigners(assetId, subject, "signed");
  const processId = await sendFromDashboard(page, signed);

  await test.step("the first signature: I read who signed and who is next", async () => {
    await signByLink(await invitationLink(processId, signed.signers[0]!.email), "Ada Agree");
    const message = await expectSenderMessages(page, processId, pro.email, 1);
    await expect(message).toContainText(`Ada Agree signed “${subject}”`);
    await expect(message).toContainText("To the sender: signed");
    await expect(message).toContainText("Next to sign: Bo Second.");
    await expect(message.getByRole("link", { name: `${pro.baseURL}/processes/${processId}` })).toBeVisible();
  });

  await test.step("the last signature: one email that everyone has signed, no second “signed”", async () => {
    await signByLink(await invitationLink(processId, signed.signers[1]!.email), "Bo Second");
    const messages = await expectSenderMessages(page, processId, pro.email, 2);
    await expect(messages.filter({ hasText: `Everyone has signed “${subject}”` })).toHaveCount(1);
    await expect(messages.filter({ hasText: "To the sender: signed" })).toHaveCount(1);
    await page.screenshot({ path: test.info().outputPath("outbox-completed-1280x800.png"), fullPage: true });
  });

  await test.step("a decline: the signer is told I will hear of it, and I read the reason", async () => {
    const declined = twoSigners(assetId, `Service contract ${RUN}`, "declined");
    const id = await sendFromDashboard(page, declined);
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: "en-US" });
    const signerPage = await phone.newPage();
    await signerPage.goto(await invitationLink(id, declined.signers[0]!.email));
    const panel = signerPage.getByRole("complementary");
    await panel.getByRole("button", { name: "Decline to sign" }).click();
    await expect(panel).toContainText("Signing stops for everyone, and Signet E2E Pro is told your reason.");
    await panel.getByLabel("Why do you decline?").fill("The rent is wrong.");
    await panel.getByRole("button", { name: "Decline to sign" }).click();
    await expect(signerPage.getByRole("heading", { level: 1, name: "You declined to sign" })).toBeVisible({ timeout: 30_000 });
    await expect(signerPage.getByText(/has stopped, and Signet E2E Pro has been told\./)).toBeVisible();
    await phone.close();

    const message = await expectSenderMessages(page, id, pro.email, 1);
    await expect(message).toContainText(`Ada Agree declined to sign “Service contract ${RUN}”`);
    await expect(message).toContainText("The rent is wrong.");
  });

  await test.step("a process sent through the API: the organization's address hears of it", async () => {
    const body = twoSigners(assetId, `API contract ${RUN}`, "api");
    const { id } = await createProcess(signet, body);
    await signByLink(await invitationLink(id, body.signers[0]!.email), "Ada Agree");
    const message = await expectSenderMessages(page, id, OFFICE, 1);
    await expect(message).toContainText(`Ada Agree signed “API contract ${RUN}”`);
    await expect(senderMessages(page, id, pro.email)).toHaveCount(0);
  });

  await test.step("the address is cleared again, so other specs' processes stay quiet", async () => {
    await page.goto(`${pro.baseURL}/settings`);
    await page.getByLabel("Notification address", { exact: true }).fill("");
    await page.getByRole("button", { name: "Save address" }).click();
    await expect(page.getByText("Notification address removed.")).toBeVisible();
  });

  await test.step("with no one to tell, the signer who declines is not told anyone will hear of it", async () => {
    const body = twoSigners(assetId, `Unheard ${RUN}`, "unheard");
    const { id } = await createProcess(signet, body);
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: "en-US" });
    const signerPage = await phone.newPage();
    await signerPage.goto(await invitationLink(id, body.signers[0]!.email));
    const panel = signerPage.getByRole("complementary");
    await panel.getByRole("button", { name: "Decline to sign" }).click();
    await expect(panel).toContainText("Signing stops for everyone, and your reason is recorded with the document.");
    await expect(panel).not.toContainText("is told your reason");
    await panel.getByLabel("Why do you decline?").fill("Not needed.");
    await panel.getByRole("button", { name: "Decline to sign" }).click();
    await expect(signerPage.getByText(/has stopped, and your reason was recorded\./)).toBeVisible({ timeout: 30_000 });
    await phone.close();
  });
  await context.close();
});
