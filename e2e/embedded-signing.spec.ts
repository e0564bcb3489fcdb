/**
 * Embedded signing (issue #33, docs/embedding.md): a host page on another origin loads
 * /embed.js and `<signet-signing url=…>`; the signer confirms the texted code and signs inside
 * the frame, and the host page receives signet:ready and signet:signed as DOM events. The
 * address opens once (410 after), is framed by its own origin only, and a frame on any other
 * origin stays empty. Runs on the PRO server (AES_OTP needs the plan).
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { createProcess, data, readyAsset, signetClient } from "./support/pro-api";
import { proOrganization, type ProOrganization } from "./support/pro-organization";
import { textedCode } from "./support/texted-code";
import { corpusPath } from "../tests/fixtures/corpus";
import { chooseTypedSignature } from "./support/typed-signature";

const PDF = corpusPath("bug1937438_from_word.pdf");
const RUN = Date.now().toString(36);

test.describe.configure({ mode: "serial" });

let pro: ProOrganization;
let api: APIRequestContext;
let host: http.Server;
let hostOrigin: string;
/** The signing address each host page shows, by its path. */
const pages = new Map<string, string>();

/** The host page: another origin (127.0.0.1 against the app's localhost), a shop's own markup. */
function hostPage(url: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Shop</title></head><body>
<h1>Your order</h1>
<script src="${pro.baseURL}/embed.js"></script>
<signet-signing id="signing" url="${url}" style="display:block;height:820px"></signet-signing>
<script>
  window.signetEvents = [];
  for (const type of ["signet:ready", "signet:signed", "signet:declined", "signet:error"]) {
    document.addEventListener(type, (event) => window.signetEvents.push({ type: event.type, detail: event.detail, target: event.target.id }));
  }
</script>
</body></html>`;
}

test.beforeAll(async ({ playwright }) => {
  pro = proOrganization();
  api = await playwright.request.newContext({ baseURL: pro.baseURL, extraHTTPHeaders: { "X-API-Key": pro.apiKey } });
  host = http.createServer((request, response) => {
    const url = pages.get(request.url ?? "");
    if (!url) return void response.writeHead(404).end();
    response.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(hostPage(url));
  });
  await new Promise<void>((resolve) => host.listen(0, "127.0.0.1", resolve));
  hostOrigin = `http://127.0.0.1:${(host.address() as AddressInfo).port}`;
});
test.afterAll(async () => {
  await api.dispose();
  await new Promise<void>((resolve) => host.close(() => resolve()));
});

async function oneSigner(subject: string) {
  const signet = signetClient(pro.baseURL, pro.apiKey);
  return createProcess(signet, {
    dispatchMode: "EMAIL",
    authPolicy: "AES_OTP",
    sourcePdfAssetId: await readyAsset(signet, PDF),
    subject,
    signers: [{ signOrder: 1, name: "Fay Framed", email: `fay-${RUN}@example.test`, phoneE164: "+4915100000071", locale: "en" }],
    fields: [{ assignedSignerSignOrder: 1, type: "SIGNATURE", label: "Buyer signature", page: 0, x: 72, y: 600, w: 200, h: 50 }],
  });
}

async function embedUrl(processId: string, signerId: string, origin: string): Promise<string> {
  const answered = await api.post(`/api/v1/signing-processes/${processId}/signers/${signerId}/embed-url`, { data: { origin } });
  expect(answered.status()).toBe(201);
  return ((await answered.json()) as { data: { url: string } }).data.url;
}

const eventsOf = (page: Page) => page.evaluate(() => (window as unknown as { signetEvents: Array<{ type: string; detail: unknown; target: string }> }).signetEvents);

test("a host page on another origin: the code and the signature inside the frame, and the events it receives", async ({ browser }) => {
  test.setTimeout(180_000);
  const subject = `Order contract ${RUN}`;
  const process = await oneSigner(subject);
  const signerId = process.signerSlots[0]!.id;
  const url = await embedUrl(process.id, signerId, hostOrigin);
  expect(url).toMatch(new RegExp(`^${pro.baseURL}/embed/sign/[A-Za-z0-9_-]{43}$`));
  pages.set("/order", url);

  const context = await browser.newContext();
  const page = await context.newPage();
  const framed = page.waitForResponse((response) => response.url() === url);
  await page.goto(`${hostOrigin}/order`);
  const answer = await framed;
  expect(answer.status()).toBe(200);
  const headers = await answer.allHeaders();
  expect(headers["content-security-policy"]).toMatch(new RegExp(`frame-ancestors ${hostOrigin.replace(/\./g, "\\.")}(;|$)`));
  expect(headers["x-frame-options"]).toBeUndefined();

  await expect.poll(() => eventsOf(page), { timeout: 30_000 }).toContainEqual({ type: "signet:ready", detail: { processId: process.id, signerId }, target: "signing" });

  const frame = page.frameLocator("signet-signing iframe");
  await test.step("the code from the text message, inside the frame", async () => {
    await expect(frame.getByRole("heading", { level: 1, name: "First, confirm it is you" })).toBeVisible({ timeout: 30_000 });
    const sentAfter = Date.now() - 1000;
    await frame.getByRole("button", { name: "Send code" }).click();
    const code = await textedCode(signerId, sentAfter);
    await frame.getByLabel("Code from the text message").fill(code);
    await frame.getByRole("button", { name: "Confirm code" }).click();
    await expect(frame.getByRole("heading", { level: 1, name: subject })).toBeVisible({ timeout: 20_000 });
  });

  await test.step("the signature, inside the frame", async () => {
    const panel = frame.getByRole("complementary");
    await panel.getByRole("button", { name: "Start" }).click();
    await chooseTypedSignature(panel);
    await panel.getByRole("button", { name: "Adopt signature" }).click();
    await expect(frame.getByRole("button", { name: "Buyer signature (required): signed" })).toBeVisible();
    // The proof of the code held in the frame's partitioned cookie: the page still knows it.
    await expect(panel.getByText("Confirmed: it is you.")).toBeVisible();
    await panel.getByRole("checkbox", { name: /sign this document electronically/ }).check();
    await panel.getByRole("button", { name: "Sign the document" }).click();
  });

  await expect.poll(() => eventsOf(page), { timeout: 30_000 }).toContainEqual({ type: "signet:signed", detail: { processId: process.id, signerId }, target: "signing" });
  const events = await eventsOf(page);
  expect(events.map((event) => event.type)).toEqual(["signet:ready", "signet:signed"]);
  const record = await data<{ signerSlots: Array<{ status: string }> }>(await api.get(`/api/v1/signing-processes/${process.id}`));
  expect(record.signerSlots[0]!.status).toBe("COMPLETED");

  // The address opened once: a second load answers 410 with a page saying so.
  const again = await api.get(url, { headers: { "X-API-Key": "" } });
  expect(again.status()).toBe(410);
  expect(await again.text()).toContain("This signing page has closed");
  await context.close();
});

test("an address made for another origin stays empty in this page's frame; an unknown code answers 404", async ({ browser }) => {
  test.setTimeout(120_000);
  const process = await oneSigner(`Other shop ${RUN}`);
  const signerId = process.signerSlots[0]!.id;
  const elsewhere = await embedUrl(process.id, signerId, "https://shop.example.com");
  pages.set("/elsewhere", elsewhere);
  const context = await browser.newContext();
  const page = await context.newPage();
  const framed = page.waitForResponse((response) => response.url() === elsewhere);
  await page.goto(`${hostOrigin}/elsewhere`);
  const answer = await framed;
  expect((await answer.allHeaders())["content-security-policy"]).toMatch(/frame-ancestors https:\/\/shop\.example\.com(;|$)/);
  // Chromium refuses to show it: no page runs in the frame, so no event arrives.
  await page.waitForTimeout(3_000);
  expect(await eventsOf(page)).toEqual([]);
  await context.close();

  const unknown = await api.get(`${pro.baseURL}/embed/sign/${"A".repeat(43)}`);
  expect(unknown.status()).toBe(404);
  expect(unknown.headers()["x-frame-options"]).toBe("DENY");
  const script = await api.get(`${pro.baseURL}/embed.js`);
  expect(script.status()).toBe(200);
  expect(await script.text()).toContain('customElements.define("signet-signing"');
});
