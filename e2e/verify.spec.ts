/**
 * Issue #31 items 1 and 2: the public /verify page. A document finished on the PRO server (set
 * up through its API, signed through the signer API) is dropped on the page by a visitor who is
 * signed in nowhere: the page shows the fingerprint it computed before anything is sent, then
 * "Valid" with the process's facts; opened from the certificate's QR link it says which document
 * it expects and that the file matches. axe finds nothing at 390 px and 1280 px.
 */
import { createHash } from "node:crypto";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { corpusPath } from "../tests/fixtures/corpus";
import { expectNoAxeViolations } from "./support/axe";
import { invitationLink } from "./support/outbox";
import { createProcess, data, readyAsset, signetClient } from "./support/pro-api";
import { proOrganization } from "./support/pro-organization";

const RUN = Date.now().toString(36);
const SIZES = [
  ["390x844", { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true }],
  ["1280x800", { viewport: { width: 1280, height: 800 } }],
] as const;

let api: APIRequestContext;
let baseURL: string;
let signed: Buffer;

test.beforeAll(async ({ playwright }) => {
  test.setTimeout(180_000);
  const pro = proOrganization();
  baseURL = pro.baseURL;
  api = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { "X-API-Key": pro.apiKey } });
  const signet = signetClient(baseURL, pro.apiKey);
  const email = `verify-${RUN}@example.test`;
  const process = await createProcess(signet, {
    dispatchMode: "EMAIL",
    authPolicy: "SES_LINK_ONLY",
    sourcePdfAssetId: await readyAsset(signet, corpusPath("rotated.pdf")),
    subject: `Verified lease ${RUN}`,
    signers: [{ signOrder: 1, name: "Vera Verify", email, locale: "en" }],
    fields: [{ assignedSignerSignOrder: 1, type: "SIGNATURE", label: "Signature", required: true, page: 0, x: 72, y: 100, w: 180, h: 50 }],
  });
  const token = new URL(await invitationLink(process.id, email)).pathname.split("/").at(-1)!;
  const submitted = await api.post(`/api/v1/sign/${token}/submit`, { data: { signature: { type: "TYPED", text: "Vera Verify" }, consent: true } });
  expect(submitted.status(), await submitted.text()).toBe(200);
  await expect
    .poll(async () => (await data<{ status: string }>(await api.get(`/api/v1/signing-processes/${process.id}`))).status, { timeout: 120_000 })
    .toBe("COMPLETED");
  const files = await data<{ signedDocument: { url: string } }>(await api.get(`/api/v1/signing-processes/${process.id}/files`));
  signed = Buffer.from(await (await api.get(files.signedDocument.url)).body());
});
test.afterAll(() => api.dispose());

for (const [size, options] of SIZES) {
  test(`a visitor checks a finished document at ${size}`, async ({ browser }) => {
    const context = await browser.newContext({ ...options, baseURL, locale: "en-US" });
    const page = await context.newPage();
    const sha256 = createHash("sha256").update(signed).digest("hex");
    await page.goto(`/verify#sha256=${sha256}`);
    await expect(page.getByRole("heading", { level: 1, name: "Check a signed document" })).toBeVisible();
    await expect(page.getByText(sha256).first()).toBeVisible();
    await expectNoAxeViolations(page, `verify ${size}, empty`);

    await page.getByLabel(/Choose a PDF/).setInputFiles({ name: "signed.pdf", mimeType: "application/pdf", buffer: signed });
    await expect(page.getByTestId("local-sha256")).toHaveText(sha256);
    await expect(page.getByText("The file you chose is that document.")).toBeVisible();
    await page.getByRole("button", { name: "Check the seals" }).click();

    await expect(page.getByRole("heading", { level: 2, name: "Valid: issued here and unchanged" })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole("heading", { level: 2, name: `The signed document of “Verified lease ${RUN}”` })).toBeVisible();
    await expect(page.getByText(/Vera Verify, signed on/)).toBeVisible();
    await expect(page.getByText("This seal verifies.")).toBeVisible();
    await expectNoAxeViolations(page, `verify ${size}, valid`);
    await page.screenshot({ path: test.info().outputPath(`verify-${size}.png`), fullPage: true });

    // One byte changed: the fingerprint no longer matches, and the seal does not verify.
    const changed = Buffer.from(signed);
    const at = Math.floor(changed.length / 3);
    changed[at] = changed[at]! ^ 0x01;
    await page.getByLabel(/Choose a PDF/).setInputFiles({ name: "changed.pdf", mimeType: "application/pdf", buffer: changed });
    await expect(page.getByText("The file you chose is not that document: its fingerprint differs.")).toBeVisible();
    await page.getByRole("button", { name: "Check the seals" }).click();
    await expect(page.getByRole("heading", { level: 2, name: "Changed after sealing" })).toBeVisible({ timeout: 30_000 });
    await expectNoAxeViolations(page, `verify ${size}, tampered`);
    await page.screenshot({ path: test.info().outputPath(`verify-tampered-${size}.png`), fullPage: true });
    await context.close();
  });
}
