/**
 * The kiosk, as staff and signers live it on one tablet: a signed-in dashboard user opens the
 * kiosk for a KIOSK process with two signers, locks it with a PIN, hands the device to each in
 * turn, and enters the PIN at the lock screen between them; no signer sees what the one before
 * typed or drew, and nobody gets an email. Runs on the PRO server, signed in as its owner.
 * (kiosk-lock.spec.ts: the lock itself, reloads, wrong PINs and the signers' copies.)
 */
import { expect, test, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { outbox, type OutboxMessage } from "./support/outbox";
import { createProcess, data, readyAsset, signetClient } from "./support/pro-api";
import type { SignetClient } from "../lib/api-client/client";
import { proOrganization, type ProOrganization } from "./support/pro-organization";
import { corpusPath } from "../tests/fixtures/corpus";
import { chooseTypedSignature } from "./support/typed-signature";

const PDF = corpusPath("bug1937438_from_word.pdf");
const RUN = Date.now().toString(36);
// A tablet held upright.
const TABLET = { viewport: { width: 820, height: 1180 }, hasTouch: true };
const SECRET_NAME = `Zoë Geheim ${RUN}`;
const PIN = "204816";

test.describe.configure({ mode: "serial" });

let pro: ProOrganization;
let api: APIRequestContext;
let signet: SignetClient;

test.beforeAll(async ({ playwright }) => {
  pro = proOrganization();
  api = await playwright.request.newContext({ baseURL: pro.baseURL, extraHTTPHeaders: { "X-API-Key": pro.apiKey } });
  signet = signetClient(pro.baseURL, pro.apiKey);
});
test.afterAll(() => api.dispose());

function emailsAbout(processId: string): OutboxMessage[] {
  return outbox().filter((message) => message.channel === "email" && message.meta.signingProcessId === processId);
}

async function signIn(page: Page, callbackPath: string) {
  await page.goto(`${pro.baseURL}${callbackPath}`);
  // Without a session the kiosk sends staff to sign in, and back afterwards.
  await expect(page).toHaveURL(/\/login\?callbackUrl=/);
  await page.getByLabel("Email", { exact: true }).fill(pro.email);
  await page.getByLabel("Password", { exact: true }).fill(pro.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(new RegExp(`${callbackPath}$`), { timeout: 20_000 });
}

function panel(page: Page): Locator {
  return page.getByRole("complementary");
}

/**
 * Nothing of the first signer anywhere in the page: not on screen, not in the DOM's text or
 * inputs, not in the tab's saved progress. What they put on the document itself shows to the
 * next signer read-only (as on paper, and as every channel shows it): those marks are left out.
 */
async function expectForgotten(page: Page) {
  const traces = await page.evaluate((secret) => {
    const inputs = [...document.querySelectorAll("input, textarea")].map((element) => (element as HTMLInputElement).value);
    const images = [...document.querySelectorAll("img")].filter((image) => image.src.startsWith("data:")).length;
    const stored = Object.keys(sessionStorage).some((key) => (sessionStorage.getItem(key) ?? "").includes(secret));
    const page = document.body.cloneNode(true) as HTMLElement;
    for (const mark of page.querySelectorAll("[data-signed-field]")) mark.remove();
    return { inText: page.textContent!.includes(secret) || page.innerHTML.includes(secret), inInputs: inputs.some((value) => value.includes(secret)), images, stored };
  }, SECRET_NAME);
  expect(traces).toEqual({ inText: false, inInputs: false, images: 0, stored: false });
}

test("a kiosk session: two signers on one device, a lock screen between them, no emails", async ({ browser }) => {
  test.setTimeout(180_000);
  const assetId = await readyAsset(signet, PDF);
  const subject = `Gym membership ${RUN}`;
  const process = await createProcess(signet, {
    dispatchMode: "KIOSK",
    authPolicy: "SES_LINK_ONLY",
    sourcePdfAssetId: assetId,
    subject,
    expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
    signers: [
      { signOrder: 1, name: "Zoë Member", locale: "de" },
      { signOrder: 2, name: "Sam Staff Witness", locale: "en" },
    ],
    fields: [
      { assignedSignerSignOrder: 1, type: "TEXT", label: "Name in full", page: 0, x: 72, y: 120, w: 240, h: 22 },
      { assignedSignerSignOrder: 1, type: "SIGNATURE", label: "Member signature", page: 0, x: 72, y: 600, w: 200, h: 50 },
      { assignedSignerSignOrder: 2, type: "TEXT", label: "Witness name", page: 0, x: 320, y: 120, w: 220, h: 22 },
      { assignedSignerSignOrder: 2, type: "SIGNATURE", label: "Witness signature", page: 0, x: 320, y: 600, w: 200, h: 50 },
    ],
  });
  const kioskPath = `/kiosk/${process.id}`;
  const context = await browser.newContext(TABLET);
  const page = await context.newPage();

  await test.step("staff sign in, lock the kiosk with a PIN: it says whom to hand the device to", async () => {
    await signIn(page, kioskPath);
    await page.getByLabel("Kiosk PIN").fill(PIN);
    await page.getByLabel("The same PIN again").fill(PIN);
    await page.getByRole("button", { name: "Start the kiosk" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Hand the device to Zoë Member" })).toBeVisible();
    await expect(page.getByText("Signer 1 of 2")).toBeVisible();
    await page.screenshot({ path: test.info().outputPath("kiosk-handoff-820x1180.png") });
  });

  await test.step("the first signer signs in German, by typing", async () => {
    await page.getByRole("button", { name: "Ich bin Zoë Member: beginnen" }).click();
    await expect(page.getByRole("heading", { level: 1, name: subject })).toBeVisible();
    await expect(page.getByText("Person 1 von 2")).toBeVisible();
    // No download on a shared device.
    await expect(panel(page).getByRole("link", { name: "PDF herunterladen" })).toHaveCount(0);
    await panel(page).getByRole("button", { name: "Los geht’s" }).click();
    const name = panel(page).getByLabel(/^Name in full/);
    await expect(name).toHaveAttribute("autocomplete", "off");
    await name.fill(SECRET_NAME);
    await panel(page).getByRole("button", { name: "Weiter", exact: true }).click();
    await chooseTypedSignature(panel(page), "Tippen");
    await panel(page).getByLabel("Ihr Name als Unterschrift").fill(SECRET_NAME);
    await panel(page).getByRole("button", { name: "Unterschrift übernehmen" }).click();
    await panel(page).getByRole("checkbox", { name: /elektronisch zu unterschreiben/ }).check();
    await page.screenshot({ path: test.info().outputPath("kiosk-signing-820x1180.png") });
    await panel(page).getByRole("button", { name: "Dokument unterschreiben" }).click();
  });

  await test.step("the lock screen thanks the signer and waits for staff", async () => {
    await expect(page.getByRole("heading", { level: 1, name: "Vielen Dank, Zoë Member: Sie haben unterschrieben" })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText(/Bitte geben Sie das Gerät an .+ zurück\./)).toBeVisible();
    await expectForgotten(page);
    await page.screenshot({ path: test.info().outputPath("kiosk-lock-820x1180.png") });
  });

  await test.step("staff enter the PIN; the next signer starts from a clean page", async () => {
    await page.getByLabel("Kiosk PIN").fill(PIN);
    await page.getByRole("button", { name: "Next signer" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Hand the device to Sam Staff Witness" })).toBeVisible();
    await expectForgotten(page);
    await page.getByRole("button", { name: "I am Sam Staff Witness: start" }).click();
    await expect(page.getByText("Signer 2 of 2")).toBeVisible();
    await expect(panel(page)).toContainText("Required: 0 of 2");
    await expect(page.getByRole("button", { name: "Witness signature (required): not signed yet" })).toBeVisible();
    await expect(page.getByRole("button", { name: /Member signature|Name in full/ })).toHaveCount(0);
    await expectForgotten(page);
  });

  await test.step("the second signer signs by drawing", async () => {
    await panel(page).getByRole("button", { name: "Start" }).click();
    await panel(page).getByLabel(/^Witness name/).fill("Sam Staff Witness");
    await panel(page).getByRole("button", { name: "Next", exact: true }).click();
    const pad = panel(page).getByRole("img", { name: "Signature drawing area" });
    const box = (await pad.boundingBox())!;
    await page.mouse.move(box.x + box.width * 0.1, box.y + box.height * 0.6);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.5, box.y + box.height * 0.2, { steps: 10 });
    await page.mouse.move(box.x + box.width * 0.9, box.y + box.height * 0.7, { steps: 10 });
    await page.mouse.up();
    await panel(page).getByRole("button", { name: "Adopt signature" }).click();
    await panel(page).getByRole("checkbox", { name: /sign this document electronically/ }).check();
    await panel(page).getByRole("button", { name: "Sign the document" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Thank you, Sam Staff Witness: you have signed" })).toBeVisible({ timeout: 20_000 });
  });

  await test.step("after the last signer, each signer's copy appears, staff finish, and no email was sent", async () => {
    await expect(page.getByRole("img", { name: "QR code for Sam Staff Witness’s copy" })).toBeVisible({ timeout: 90_000 });
    await expect(page.getByRole("img", { name: "QR-Code für die Kopie von Zoë Member" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Next signer" })).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath("kiosk-done-820x1180.png"), fullPage: true });
    await page.getByLabel("Kiosk PIN").fill(PIN);
    await page.getByRole("button", { name: "Finish" }).click();
    await expect(page).toHaveURL(new RegExp(`/processes/${process.id}$`), { timeout: 60_000 });
    const record = await data<{ status: string }>(await api.get(`/api/v1/signing-processes/${process.id}`));
    expect(record.status).toBe("COMPLETED");
    expect(emailsAbout(process.id)).toEqual([]);
  });
  await context.close();
});

test("the kiosk is only for KIOSK processes and signed-in staff", async ({ browser }) => {
  const assetId = await readyAsset(signet, PDF);
  const emailed = await createProcess(signet, {
    dispatchMode: "EMAIL",
    authPolicy: "SES_LINK_ONLY",
    sourcePdfAssetId: assetId,
    subject: `Emailed ${RUN}`,
    expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
    signers: [{ signOrder: 1, name: "Ed", email: `ed-${RUN}@example.test` }],
  });
  const context = await browser.newContext(TABLET);
  const page = await context.newPage();
  await signIn(page, `/kiosk/${emailed.id}`);
  await expect(page.getByRole("heading", { level: 1, name: "This process is not signed at a kiosk" })).toBeVisible();
  const unknown = await page.goto(`${pro.baseURL}/kiosk/00000000-0000-4000-8000-000000000000`);
  expect(unknown?.status()).toBe(404);
  await context.close();
});
