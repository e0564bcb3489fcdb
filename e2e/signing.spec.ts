/**
 * The hosted signing page, as signers live it: an emailed AES_OTP process with two signers,
 * each opening their link from the outbox on their own device (the first on a phone, in
 * German), filling every field, confirming the text-message code, signing by drawing and by
 * typing, and downloading their copy once the process completes; then a decline, and every
 * state's own screen. Runs on the PRO server (AES_OTP needs the plan), set up through its API.
 */
import fs from "node:fs";
import { expect, test, type APIRequestContext, type Browser, type BrowserContext, type Locator, type Page } from "@playwright/test";
import { invitationLink, outbox } from "./support/outbox";
import { createProcess, data, readyAsset, signetClient, type CreateProcessBody } from "./support/pro-api";
import type { SignetClient } from "../lib/api-client/client";
import { proOrganization, type ProOrganization } from "./support/pro-organization";
import { corpusPath } from "../tests/fixtures/corpus";
import { textedCode } from "./support/texted-code";
import { chooseTypedSignature } from "./support/typed-signature";

// Five pages, every one with /Rotate 90: the API gives their sizes as displayed (792 x 612).
const PDF = corpusPath("hello_world_rotated.pdf");
const RUN = Date.now().toString(36);
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true };
const DESKTOP = { viewport: { width: 1280, height: 800 } };

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

// ---------------------------------------------------------------------------------------------
// The signer's side, in the browser.

async function device(browser: Browser, options: typeof PHONE | typeof DESKTOP, locale: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ ...options, locale, acceptDownloads: true });
  return { context, page: await context.newPage() };
}

function panel(page: Page): Locator {
  return page.getByRole("complementary");
}

/** Every page is drawn in a box of its own proportions, and its image has the same shape. */
async function expectPagesLoaded(page: Page, count: number, pageLabel: (n: number) => string) {
  for (let number = 1; number <= count; number++) {
    const image = page.getByRole("img", { name: pageLabel(number), exact: true });
    await image.scrollIntoViewIfNeeded();
    await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth), { timeout: 15_000 }).toBeGreaterThan(0);
    const shapes = await image.evaluate((element: HTMLImageElement) => {
      const box = element.getBoundingClientRect();
      return { box: box.width / box.height, image: element.naturalWidth / element.naturalHeight };
    });
    expect(Math.abs(shapes.box - shapes.image)).toBeLessThan(0.02);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}

/**
 * The field box sits where its points say, on the page as displayed: its offset from the page's
 * corner over the page's width is x over 792 points (the rotated page's displayed width).
 */
async function expectPlaced(page: Page, field: Locator, points: { x: number; y: number; w: number }, pageWidthPt: number) {
  const [box, pageBox] = await Promise.all([
    field.boundingBox(),
    field.evaluate((element) => {
      const rect = element.parentElement!.getBoundingClientRect();
      return { x: rect.x, y: rect.y, width: rect.width };
    }),
  ]);
  const scale = pageBox.width / pageWidthPt;
  expect(Math.abs(box!.x - pageBox.x - points.x * scale)).toBeLessThan(1.5);
  expect(Math.abs(box!.y - pageBox.y - points.y * scale)).toBeLessThan(1.5);
  expect(Math.abs(box!.width - points.w * scale)).toBeLessThan(1.5);
}

/** The field the guided path led to is on screen and not under the panel (at the bottom on a phone, beside the document on a desktop). */
async function expectReachable(page: Page, field: Locator) {
  await expect(field).toHaveAttribute("aria-current", "step");
  await expect
    .poll(async () => {
      const [box, panelBox] = await Promise.all([field.boundingBox(), panel(page).boundingBox()]);
      const viewport = page.viewportSize()!;
      if (!box || !panelBox) return false;
      const onScreen = box.x >= 0 && box.y >= 0 && box.x + box.width <= viewport.width + 1 && box.y + box.height <= viewport.height + 1;
      const clearOfPanel =
        box.x + box.width <= panelBox.x + 1 || panelBox.x + panelBox.width <= box.x + 1 || box.y + box.height <= panelBox.y + 1 || panelBox.y + panelBox.height <= box.y + 1;
      return onScreen && clearOfPanel;
    }, { message: "the field is on screen, clear of the panel" })
    .toBe(true);
}

async function drawSignature(page: Page) {
  const pad = page.getByRole("img", { name: /Zeichenfläche|Signature drawing area/ });
  await pad.scrollIntoViewIfNeeded();
  const box = (await pad.boundingBox())!;
  const at = (fx: number, fy: number) => ({ x: box.x + box.width * fx, y: box.y + box.height * fy });
  for (const stroke of [[[0.1, 0.7], [0.25, 0.2], [0.35, 0.75], [0.5, 0.3]], [[0.55, 0.6], [0.7, 0.25], [0.9, 0.65]]]) {
    const [first, ...rest] = stroke.map(([fx, fy]) => at(fx!, fy!));
    await page.mouse.move(first!.x, first!.y);
    await page.mouse.down();
    for (const point of rest) await page.mouse.move(point.x, point.y, { steps: 8 });
    await page.mouse.up();
  }
}

async function downloadBoth(page: Page, names: { signed: RegExp; certificate: RegExp }) {
  for (const name of [names.signed, names.certificate]) {
    const link = page.getByRole("link", { name });
    const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
    const file = await download.path();
    expect(fs.readFileSync(file).subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  }
}

// ---------------------------------------------------------------------------------------------

test("an emailed AES_OTP process: two signers, a phone and a desktop, drawn and typed, completed and downloaded", async ({ browser }) => {
  test.setTimeout(240_000);
  const subject = `Lease agreement ${RUN}`;
  const tenant = { name: "Zoë Łódź", email: `zoe-${RUN}@example.test`, phone: "+4915112345678" };
  const landlord = { name: "Tōkyō Landlord", email: `landlord-${RUN}@example.test`, phone: "+4915187654321" };
  const fields = {
    name: { page: 0, x: 72, y: 100, w: 220, h: 24 },
    date: { page: 0, x: 72, y: 140, w: 120, h: 24 },
    rules: { page: 2, x: 72, y: 300, w: 14, h: 14 },
    tenantSignature: { page: 4, x: 72, y: 480, w: 200, h: 50 },
    landlordSignature: { page: 4, x: 420, y: 480, w: 200, h: 50 },
  };
  const assetId = await readyAsset(signet, PDF);
  const process = await createProcess(signet, {
    dispatchMode: "EMAIL",
    authPolicy: "AES_OTP",
    sourcePdfAssetId: assetId,
    subject,
    message: "Bitte bis Freitag unterschreiben.",
    signers: [
      { signOrder: 1, name: tenant.name, email: tenant.email, phoneE164: tenant.phone, roleLabel: "Mieterin", locale: "de" },
      { signOrder: 2, name: landlord.name, email: landlord.email, phoneE164: landlord.phone, roleLabel: "Landlord", locale: "en" },
    ],
    fields: [
      { assignedSignerSignOrder: 1, type: "TEXT", label: "Vollständiger Name", ...fields.name },
      { assignedSignerSignOrder: 1, type: "DATE", label: "Datum", ...fields.date },
      { assignedSignerSignOrder: 1, type: "CHECKBOX", label: "Hausordnung akzeptiert", ...fields.rules },
      { assignedSignerSignOrder: 1, type: "SIGNATURE", label: "Unterschrift Mieterin", ...fields.tenantSignature },
      { assignedSignerSignOrder: 2, type: "SIGNATURE", label: "Landlord signature", ...fields.landlordSignature },
    ],
  });
  const tenantLink = await invitationLink(process.id, tenant.email);
  const germanPage = (n: number) => `Seite ${n} von 5`;

  const phone = await device(browser, PHONE, "de-DE");
  const desktop = await device(browser, DESKTOP, "en-GB");
  const { page } = phone;

  await test.step("the first signer opens the link on a phone and confirms the text-message code first: a wrong one counts down, the right one confirms", async () => {
    await page.goto(tenantLink);
    await expect(page.getByRole("heading", { level: 1, name: "Bestätigen Sie zuerst, dass Sie es sind" })).toBeVisible();
    await expect(page.getByRole("figure")).toHaveCount(0);
    const sentAfter = Date.now() - 1000;
    await page.getByRole("button", { name: "Code senden" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Code an +49" })).toBeVisible();
    const code = await textedCode(process.signerSlots[0]!.id, sentAfter);
    const input = page.getByLabel("Code aus der SMS");
    await input.fill(code === "000000" ? "111111" : "000000");
    await page.getByRole("button", { name: "Code bestätigen" }).click();
    await expect(page.getByRole("main").getByRole("alert")).toContainText("Verbleibende Versuche: 4");
    await input.fill(code);
    await page.getByRole("button", { name: "Code bestätigen" }).click();
  });

  await test.step("then sees the document in German", async () => {
    await expect(page.getByRole("heading", { level: 1, name: subject })).toBeVisible();
    await expect(page.getByText("Sie unterschreiben als Zoë Łódź (Mieterin)")).toBeVisible();
    await expect(page.locator("[lang=de]").first()).toBeVisible();
    await expect(page.getByRole("figure")).toHaveCount(5);
    await expect(panel(page).getByRole("progressbar", { name: "Erledigte Pflichtfelder" })).toHaveAttribute("aria-valuetext", "Pflichtfelder erledigt: 0 von 4");
    await expect(panel(page)).toContainText("Pflicht: 0 von 4");
    await expectPagesLoaded(page, 5, germanPage);
    // It opens at the reading zoom (a 792 pt page on a phone: 200 %), yet nothing is wider than
    // the phone: the pages pan sideways inside their own box.
    await expect(page.getByText("200 %")).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: test.info().outputPath("signing-390x844.png") });
    await page.screenshot({ path: test.info().outputPath("signing-390x844-full.png"), fullPage: true });
  });

  await test.step("the fields sit at their coordinates on the rotated pages, at every zoom", async () => {
    const nameBox = page.getByRole("button", { name: /^Vollständiger Name \(Pflichtfeld\)/ });
    await expectPlaced(page, nameBox, fields.name, 792);
    await page.getByRole("button", { name: "Vergrößern" }).click();
    await expect(page.getByText("300 %")).toBeVisible();
    await expectPlaced(page, nameBox, fields.name, 792);
    await page.getByRole("button", { name: "Verkleinern" }).click();
    await page.getByRole("button", { name: "Verkleinern" }).click();
    await expect(page.getByText("150 %")).toBeVisible();
    await expectPlaced(page, nameBox, fields.name, 792);
    await page.getByRole("button", { name: "Verkleinern" }).click();
    await expect(page.getByText("100 %")).toBeVisible();
  });

  await test.step("Start leads to the first field and puts the cursor in it", async () => {
    await page.getByRole("button", { name: "Los geht’s" }).click();
    const name = panel(page).getByLabel(/^Vollständiger Name/);
    await expect(name).toBeFocused();
    await expectReachable(page, page.getByRole("button", { name: /^Vollständiger Name \(Pflichtfeld\)/ }));
  });

  await test.step("the guided path leads through every field, each scrolled into view above the panel", async () => {
    await panel(page).getByLabel(/^Vollständiger Name/).fill("Zoë Łódź 東京");
    await expect(page.getByRole("button", { name: /^Vollständiger Name \(Pflichtfeld\): ausgefüllt: Zoë Łódź 東京$/ })).toBeVisible();
    await panel(page).getByRole("button", { name: "Weiter", exact: true }).click();

    await expectReachable(page, page.getByRole("button", { name: /^Datum/ }));
    await panel(page).getByLabel(/^Datum/).fill("2026-11-21");
    await panel(page).getByRole("button", { name: "Weiter", exact: true }).click();

    const rules = page.getByRole("button", { name: /^Hausordnung akzeptiert/ });
    await expectReachable(page, rules);
    // A 14-point checkbox is a few pixels on a phone; its touch target is not.
    const target = await rules.evaluate((element) => {
      const before = getComputedStyle(element, "::before");
      return { width: element.getBoundingClientRect().width - parseFloat(before.left) - parseFloat(before.right) };
    });
    expect(target.width).toBeGreaterThan(23.9);
    await panel(page).getByLabel(/^Hausordnung akzeptiert/).check();
    await panel(page).getByRole("button", { name: "Weiter", exact: true }).click();

    await expectReachable(page, page.getByRole("button", { name: /^Unterschrift Mieterin/ }));
    await expect(panel(page).getByRole("tab", { name: "Zeichnen" })).toHaveAttribute("aria-selected", "true");
    await panel(page).getByRole("button", { name: "Unterschrift übernehmen" }).click();
    await expect(panel(page).getByRole("alert")).toContainText("Bitte zeichnen Sie zuerst Ihre Unterschrift");
    await drawSignature(page);
    await page.screenshot({ path: test.info().outputPath("signing-390x844-draw.png") });
    await panel(page).getByRole("button", { name: "Unterschrift übernehmen" }).click();
    await expect(page.getByRole("button", { name: "Unterschrift Mieterin (Pflichtfeld): unterschrieben" })).toBeVisible();
    await expect(panel(page).getByRole("heading", { name: "Unterschrift abschließen" })).toBeVisible();
    await expect(panel(page)).not.toContainText("Noch auszufüllen");
  });

  await test.step("every field can also be reached with the keyboard, in reading order", async () => {
    const boxes = page.getByRole("figure").getByRole("button");
    await expect(boxes).toHaveCount(4);
    const names = await boxes.evaluateAll((elements) => elements.map((element) => element.getAttribute("aria-label")));
    expect(names.map((name) => name!.split(" (")[0])).toEqual(["Vollständiger Name", "Datum", "Hausordnung akzeptiert", "Unterschrift Mieterin"]);
    await boxes.first().focus();
    for (let index = 1; index < 4; index++) {
      await page.keyboard.press("Tab");
      await expect(boxes.nth(index)).toBeFocused();
    }
  });

  await test.step("the second signer is invited only once the first has signed", async () => {
    expect(outbox().filter((m) => m.meta.signingProcessId === process.id && m.to === landlord.email)).toEqual([]);
  });

  await test.step("consent is asked for, then the document is signed", async () => {
    await expect(panel(page).getByText("Bestätigt: Sie sind es.")).toBeVisible();
    await panel(page).getByRole("button", { name: "Dokument unterschreiben" }).click();
    await expect(panel(page).getByRole("alert")).toContainText("Bitte kreuzen Sie vor dem Unterschreiben das Einverständnis an");
    await panel(page).getByRole("checkbox", { name: /elektronisch zu unterschreiben/ }).check();
    await page.screenshot({ path: test.info().outputPath("signing-390x844-finish.png") });
    await panel(page).getByRole("button", { name: "Dokument unterschreiben" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Sie haben unterschrieben" })).toBeVisible({ timeout: 20_000 });
    await page.screenshot({ path: test.info().outputPath("signed-390x844.png") });
  });

  const landlordLink = await invitationLink(process.id, landlord.email);
  const { page: second } = desktop;

  await test.step("the second signer adopts a typed signature on a desktop, in English", async () => {
    await second.goto(landlordLink);
    await expect(second.getByRole("heading", { level: 1, name: "First, confirm it is you" })).toBeVisible();
    const sentAfter = Date.now() - 1000;
    await second.getByRole("button", { name: "Send code" }).click();
    const code = await textedCode(process.signerSlots[1]!.id, sentAfter);
    await second.getByLabel("Code from the text message").fill(code);
    await second.getByLabel("Code from the text message").press("Enter");
    await expect(second.getByRole("heading", { level: 1, name: subject })).toBeVisible();
    await expectPagesLoaded(second, 5, (n) => `Page ${n} of 5`);
    // The document as it stands: the tenant's name, tick and drawn signature, read-only.
    await expect(second.getByText(`${tenant.name} filled in: Zoë Łódź 東京`)).toBeAttached();
    await expect(second.getByRole("img", { name: `${tenant.name} ticked this box` })).toBeVisible();
    await expect(second.getByRole("img", { name: `${tenant.name} signed here` })).toBeVisible();
    await expect(second.getByRole("button", { name: /Unterschrift Mieterin/ })).toHaveCount(0);
    await second.screenshot({ path: test.info().outputPath("signing-1280x800.png") });
    await panel(second).getByRole("button", { name: "Start" }).click();
    await expectReachable(second, second.getByRole("button", { name: /^Landlord signature/ }));
    await chooseTypedSignature(panel(second));
    await expect(panel(second).getByLabel("Your name as your signature")).toHaveValue(landlord.name);
    await expect(panel(second).getByRole("img", { name: `Preview of your signature: ${landlord.name}` })).toBeVisible();
    await panel(second).getByRole("button", { name: "Adopt signature" }).click();
    await expect(second.getByRole("button", { name: "Landlord signature (required): signed" })).toContainText(landlord.name);
    await second.screenshot({ path: test.info().outputPath("signing-1280x800-finish.png") });
  });

  await test.step("the second signer, the last, signs with the code confirmed at the start", async () => {
    await expect(panel(second).getByText("Confirmed: it is you.")).toBeVisible();
    await panel(second).getByRole("checkbox", { name: /sign this document electronically/ }).check();
    await panel(second).getByRole("button", { name: "Sign the document" }).click();
  });

  await test.step("once the final files are made, both signers download their copy", async () => {
    // The page follows the process by itself while the final files are made (e2e/signing-end.spec.ts watches the sealing).
    await expect(second.getByRole("heading", { level: 1, name: "Everyone has signed" })).toBeVisible({ timeout: 90_000 });
    await downloadBoth(second, { signed: /Signed document/, certificate: /Completion certificate/ });
    await second.screenshot({ path: test.info().outputPath("completed-1280x800.png") });

    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: "Alle haben unterschrieben" })).toBeVisible({ timeout: 20_000 });
    await downloadBoth(page, { signed: /Unterschriebenes Dokument/, certificate: /Abschlusszertifikat/ });
    await page.screenshot({ path: test.info().outputPath("completed-390x844.png") });

    const record = await data<{ status: string }>(await api.get(`/api/v1/signing-processes/${process.id}`));
    expect(record.status).toBe("COMPLETED");
  });

  await phone.context.close();
  await desktop.context.close();
});

test("a decline: the second signer refuses with a reason, and everyone sees the process DECLINED", async ({ browser }) => {
  test.setTimeout(120_000);
  const assetId = await readyAsset(signet, PDF);
  const first = `agree-${RUN}@example.test`;
  const second = `decline-${RUN}@example.test`;
  const process = await createProcess(signet, {
    dispatchMode: "EMAIL",
    authPolicy: "SES_LINK_ONLY",
    sourcePdfAssetId: assetId,
    subject: `Service contract ${RUN}`,
    signers: [
      { signOrder: 1, name: "Ada Agree", email: first, locale: "en" },
      { signOrder: 2, name: "Dana Decline", email: second, locale: "en" },
    ],
    fields: [{ assignedSignerSignOrder: 2, type: "SIGNATURE", label: "Signature", page: 0, x: 72, y: 480, w: 200, h: 50 }],
  });
  const { context, page } = await device(browser, PHONE, "en-US");

  await test.step("the first signer has nothing to fill in: they read, consent and sign", async () => {
    await page.goto(await invitationLink(process.id, first));
    await expect(panel(page).getByText("There is nothing to fill in")).toBeVisible();
    await panel(page).getByRole("button", { name: "Finish" }).click();
    await panel(page).getByRole("checkbox", { name: /sign this document electronically/ }).check();
    await panel(page).getByRole("button", { name: "Sign the document" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "You have signed" })).toBeVisible();
  });

  const secondLink = await invitationLink(process.id, second);
  await test.step("the second signer declines, and must say why", async () => {
    await page.goto(secondLink);
    await panel(page).getByRole("button", { name: "Decline to sign" }).click();
    await expect(panel(page).getByRole("heading", { name: "Decline to sign" })).toBeFocused();
    await panel(page).getByRole("button", { name: "Decline to sign" }).click();
    await expect(panel(page).getByRole("alert")).toHaveText(/Please give a reason/);
    await panel(page).getByLabel("Why do you decline?").fill("The notice period is wrong.");
    await page.screenshot({ path: test.info().outputPath("decline-390x844.png") });
    await panel(page).getByRole("button", { name: "Decline to sign" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "You declined to sign" })).toBeVisible();
  });

  await test.step("the process is DECLINED with the reason, and the first signer's link says so", async () => {
    const record = await data<{ status: string; signerSlots: Array<{ status: string; declineReason: string | null }> }>(await api.get(`/api/v1/signing-processes/${process.id}`));
    expect(record.status).toBe("DECLINED");
    expect(record.signerSlots[1]).toMatchObject({ status: "DECLINED", declineReason: "The notice period is wrong." });
    await page.goto(secondLink);
    await expect(page.getByRole("heading", { level: 1, name: "You declined to sign" })).toBeVisible();
    await page.goto(await invitationLink(process.id, first));
    await expect(page.getByRole("heading", { level: 1, name: "Signing was declined" })).toBeVisible();
  });
  await context.close();
});

test("every other state has its own screen: invalid link, waiting, cancelled, expired", async ({ browser }) => {
  const assetId = await readyAsset(signet, PDF);
  const { context, page } = await device(browser, PHONE, "en-US");
  const oneSigner = (subject: string, email: string, extra: Partial<CreateProcessBody> = {}) =>
    createProcess(signet, { dispatchMode: "EMAIL", authPolicy: "SES_LINK_ONLY", sourcePdfAssetId: assetId, subject, signers: [{ signOrder: 1, name: "Sam", email }], ...extra });

  await test.step("a link that is not (or no longer) valid", async () => {
    await page.goto(`${pro.baseURL}/sign/${"A".repeat(43)}`);
    await expect(page.getByRole("heading", { level: 1, name: "This link does not work" })).toBeVisible();
  });

  await test.step("a signer before their turn", async () => {
    // Note: EMAIL mails a link only when its signer's turn comes, so the test shows the page a
    // real view of a signer still PENDING (the API's answer for a later signer's link).
    const email = `early-${RUN}@example.test`;
    const process = await oneSigner(`Early ${RUN}`, email);
    const link = await invitationLink(process.id, email);
    await page.route(/\/api\/v1\/sign\/[^/]+$/, async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      body.data.signer.status = "PENDING";
      await route.fulfill({ response, json: body });
    });
    await page.goto(link);
    await expect(page.getByRole("heading", { level: 1, name: "It is not your turn yet" })).toBeVisible();
    await expect(page.getByText("This page updates by itself.")).toBeVisible();
    await page.unrouteAll();
  });

  await test.step("a process the organization cancelled", async () => {
    const email = `voided-${RUN}@example.test`;
    const process = await oneSigner(`Voided ${RUN}`, email);
    await data(await api.post(`/api/v1/signing-processes/${process.id}/void`, { data: { reason: "Sent by mistake" } }));
    await page.goto(await invitationLink(process.id, email));
    await expect(page.getByRole("heading", { level: 1, name: "Signing was cancelled" })).toBeVisible();
  });

  await test.step("a process past its deadline", async () => {
    const email = `late-${RUN}@example.test`;
    const expiresAt = Date.now() + 5000;
    const process = await oneSigner(`Late ${RUN}`, email, { expiresAt: new Date(expiresAt).toISOString() });
    const link = await invitationLink(process.id, email);
    // The link opened after the deadline: the page expires the process as it reads it.
    await page.waitForTimeout(Math.max(0, expiresAt + 500 - Date.now()));
    await page.goto(link);
    await expect(page.getByRole("heading", { level: 1, name: "The deadline has passed" })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath("expired-390x844.png") });
  });
  await context.close();
});
