/**
 * The code first (issue #16): under AES_OTP the signer confirms the text-message code on a
 * screen of its own before the document or form opens, with one message at a time. In the
 * kiosk, every in-person signer in turn; for an online form, before its questions. And nobody
 * declines before the code: the page offers no decline there, and the API refuses one
 * (docs/signing-page.md, "The flow"). Runs on the PRO server (AES_OTP needs the plan).
 */
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { createProcess, data, readyAsset, signetClient } from "./support/pro-api";
import { proOrganization, type ProOrganization } from "./support/pro-organization";
import { signInOnPro } from "./support/pro-sign-in";
import { textedCode } from "./support/texted-code";
import { corpusPath } from "../tests/fixtures/corpus";
import { chooseTypedSignature } from "./support/typed-signature";

const PDF = corpusPath("bug1937438_from_word.pdf");
const RUN = Date.now().toString(36);
const TABLET = { viewport: { width: 1024, height: 768 }, hasTouch: true };
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true };
const PIN = "731904";

test.describe.configure({ mode: "serial" });

let pro: ProOrganization;
let api: APIRequestContext;

test.beforeAll(async ({ playwright }) => {
  pro = proOrganization();
  api = await playwright.request.newContext({ baseURL: pro.baseURL, extraHTTPHeaders: { "X-API-Key": pro.apiKey } });
});
test.afterAll(() => api.dispose());

/** A code that is not the one texted. */
const wrongCode = (code: string) => (code === "000000" ? "111111" : "000000");

/**
 * The code screen, before anything else: no document, no form, no way to decline yet. A wrong
 * code says so (one message), the right one opens the page and leaves no message behind.
 */
async function confirmCodeFirst(page: Page, signerId: string) {
  await expect(page.getByRole("heading", { level: 1, name: "First, confirm it is you" })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole("figure")).toHaveCount(0);
  await expect(page.getByRole("main", { name: "Form" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Decline to sign" })).toHaveCount(0);
  const sentAfter = Date.now() - 1000;
  await page.getByRole("button", { name: "Send code" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Code sent to +49" })).toBeVisible();
  const code = await textedCode(signerId, sentAfter);
  const input = page.getByLabel("Code from the text message");
  await input.fill(wrongCode(code));
  await page.getByRole("button", { name: "Confirm code" }).click();
  // The page's own messages (Next.js keeps a route announcer of its own outside them).
  const messages = page.getByRole("main").getByRole("alert");
  await expect(messages).toHaveCount(1);
  await expect(messages).toHaveText(/That code is not correct\. Tries left: 4\./);
  // The sent notice made way for the error: one message at a time.
  await expect(page.getByRole("status").filter({ hasText: "Code sent to" })).toHaveCount(0);
  await input.fill(code);
  await page.getByRole("button", { name: "Confirm code" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "First, confirm it is you" })).toHaveCount(0, { timeout: 20_000 });
  await expect(page.getByRole("main").getByRole("alert")).toHaveCount(0);
}

test("a KIOSK process under AES_OTP: each signer in person confirms their code before their document opens", async ({ browser }) => {
  test.setTimeout(180_000);
  const signet = signetClient(pro.baseURL, pro.apiKey);
  const subject = `Club membership ${RUN}`;
  const process = await createProcess(signet, {
    dispatchMode: "KIOSK",
    authPolicy: "AES_OTP",
    sourcePdfAssetId: await readyAsset(signet, PDF),
    subject,
    signers: [
      { signOrder: 1, name: "Mira Member", phoneE164: "+4915100000001", locale: "en" },
      { signOrder: 2, name: "Tom Treasurer", phoneE164: "+4915100000002", locale: "en" },
    ],
    fields: [
      { assignedSignerSignOrder: 1, type: "SIGNATURE", label: "Member signature", page: 0, x: 72, y: 600, w: 200, h: 50 },
      { assignedSignerSignOrder: 2, type: "SIGNATURE", label: "Treasurer signature", page: 0, x: 320, y: 600, w: 200, h: 50 },
    ],
  });
  const context = await browser.newContext(TABLET);
  const page = await context.newPage();
  await signInOnPro(page, pro, `/kiosk/${process.id}`);
  await page.getByLabel("Kiosk PIN").fill(PIN);
  await page.getByLabel("The same PIN again").fill(PIN);
  await page.getByRole("button", { name: "Start the kiosk" }).click();

  for (const [index, person] of [["Mira Member", "Member signature"], ["Tom Treasurer", "Treasurer signature"]].entries()) {
    const [name, label] = person as [string, string];
    await test.step(`${name}: the code, then the document, and the sign button in reach`, async () => {
      await expect(page.getByRole("heading", { level: 1, name: `Hand the device to ${name}` })).toBeVisible({ timeout: 30_000 });
      await page.getByRole("button", { name: `I am ${name}: start` }).click();
      await confirmCodeFirst(page, process.signerSlots[index]!.id);
      await expect(page.getByRole("heading", { level: 1, name: subject })).toBeVisible();
      await page.screenshot({ path: test.info().outputPath(`kiosk-code-first-${index + 1}-1024x768.png`) });
      const panel = page.getByRole("complementary");
      await panel.getByRole("button", { name: "Start" }).click();
      await chooseTypedSignature(panel);
      await panel.getByRole("button", { name: "Adopt signature" }).click();
      await expect(page.getByRole("button", { name: `${label} (required): signed` })).toBeVisible();
      await expect(panel.getByText("Confirmed: it is you.")).toBeVisible();
      await panel.getByRole("checkbox", { name: /sign this document electronically/ }).check();
      const sign = panel.getByRole("button", { name: "Sign the document" });
      await expect(sign).toBeInViewport();
      await sign.click();
      await expect(page.getByRole("heading", { level: 1, name: `Thank you, ${name}: you have signed` })).toBeVisible({ timeout: 20_000 });
      if (index === 0) {
        await page.getByLabel("Kiosk PIN").fill(PIN);
        await page.getByRole("button", { name: "Next signer" }).click();
      }
    });
  }

  const record = await data<{ signerSlots: Array<{ status: string }> }>(await api.get(`/api/v1/signing-processes/${process.id}`));
  expect(record.signerSlots.map((slot) => slot.status)).toEqual(["COMPLETED", "COMPLETED"]);
  await context.close();
});

test("an online form under AES_OTP: the code first, then the questions; no decline before the code, in the page or the API", async ({ browser }) => {
  test.setTimeout(120_000);
  const subject = `Club questionnaire ${RUN}`;
  const created = await data<{ id: string; draftVersion: number }>(
    await api.post("/api/v1/online-forms", {
      data: {
        kind: "DOCUMENT",
        draft: {
          subject,
          authPolicy: "AES_OTP",
          delivery: "PRIVATE_LINK",
          expiresAt: new Date(Date.now() + 7 * 86_400_000).toISOString(),
          signers: [{ signOrder: 1, name: "Ines Applicant", email: `ines-${RUN}@example.test`, phoneE164: "+4915100000003", locale: "en" }],
          definition: {
            blocks: [
              { id: "sport", type: "TEXTAREA", label: "Which sport do you play?", required: true },
              { id: "sign", type: "SIGNATURE", label: "Applicant", required: true },
            ],
          },
        },
      },
    }),
  );
  const published = await data<{ signingProcess: { id: string; signerSlots: Array<{ id: string }> } }>(
    await api.post(`/api/v1/online-forms/${created.id}/publish`, { data: { expectedDraftVersion: created.draftVersion } }),
  );
  const slot = published.signingProcess.signerSlots[0]!;
  const { url } = await data<{ url: string }>(await api.post(`/api/v1/online-forms/${created.id}/signers/${slot.id}/link`, { data: {} }));
  const token = new URL(url).pathname.split("/").at(-1)!;
  const context = await browser.newContext({ ...PHONE, locale: "en-US" });
  const page = await context.newPage();

  await test.step("someone holding only the link cannot decline: the API asks for the code", async () => {
    await page.goto(url);
    await expect(page.getByRole("heading", { level: 1, name: "First, confirm it is you" })).toBeVisible({ timeout: 30_000 });
    const refused = await page.request.post(`${pro.baseURL}/api/v1/sign/${token}/decline`, { data: { reason: "Not me" } });
    expect(refused.status()).toBe(403);
    expect((await refused.json()).code).toBe("OTP_REQUIRED");
    const record = await data<{ status: string }>(await api.get(`/api/v1/signing-processes/${published.signingProcess.id}`));
    expect(record.status).toBe("IN_PROGRESS");
  });

  await test.step("the code first, then the form", async () => {
    await confirmCodeFirst(page, slot.id);
    await expect(page.getByRole("main", { name: "Form" })).toBeVisible();
    await expect(page.getByLabel(/Which sport do you play\?/)).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: test.info().outputPath("form-code-first-390x844.png") });
  });

  await test.step("with the code confirmed, the signer may decline, with a reason; a lapsed proof asks for the code again in the panel", async () => {
    // The proof cookie gone, as after its 15 minutes: the server refuses, and the panel asks for a code.
    await context.clearCookies();
    await page.getByRole("button", { name: "Decline to sign" }).click();
    await page.getByLabel("Why do you decline?").fill("I have moved away.");
    await page.getByRole("button", { name: "Decline to sign" }).click();
    const codeStep = page.getByRole("region", { name: "Decline to sign" }).getByRole("region", { name: "Confirm it is you" });
    await expect(codeStep).toBeVisible();
    // Note: no second of slack here, unlike the first code: that one may have been texted less
    // than a second ago, and reading it before the new one lands would type a replaced code.
    const sentAfter = Date.now();
    await codeStep.getByRole("button", { name: "Send code" }).click();
    await codeStep.getByLabel("Code from the text message").fill(await textedCode(slot.id, sentAfter));
    await codeStep.getByRole("button", { name: "Confirm code" }).click();
    await expect(codeStep).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath("form-decline-390x844.png") });
    await page.getByRole("button", { name: "Decline to sign" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "You declined to sign" })).toBeVisible({ timeout: 20_000 });
    const record = await data<{ status: string; signerSlots: Array<{ declineReason: string | null }> }>(await api.get(`/api/v1/signing-processes/${published.signingProcess.id}`));
    expect(record).toMatchObject({ status: "DECLINED", signerSlots: [{ declineReason: "I have moved away." }] });
  });
  await context.close();
});
