/**
 * Issue #16 item 4 on the signer's side: axe-core (WCAG 2.2 AA) finds no serious or critical
 * problem on any screen of the hosted signing page, at 390x844 and at desktop size: the code
 * first, the document with its fields, each field's editor, the signature drawn and typed, the
 * decline and finish panels, waiting, signed, sealing, completed, every status screen and an
 * online form. Each page's text is there for screen readers, and the focus never falls to the
 * page's body after an action. Runs on the PRO server (AES_OTP needs the plan), set up
 * through its API.
 */
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import type { SignetClient } from "../lib/api-client/client";
import { corpusPath } from "../tests/fixtures/corpus";
import { expectNoAxeViolations } from "./support/axe";
import { invitationLink } from "./support/outbox";
import { createProcess, data, readyAsset, signetClient } from "./support/pro-api";
import { proOrganization, type ProOrganization } from "./support/pro-organization";
import { textedCode } from "./support/texted-code";
import { chooseTypedSignature } from "./support/typed-signature";

const PDF = corpusPath("tracemonkey_a11y.pdf");
const RUN = Date.now().toString(36);
const SIZES = [
  ["390x844", { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true }],
  ["1280x800", { viewport: { width: 1280, height: 800 } }],
] as const;

test.describe.configure({ mode: "serial" });

let pro: ProOrganization;
let api: APIRequestContext;
let signet: SignetClient;
let assetId: string;

test.beforeAll(async ({ playwright }) => {
  pro = proOrganization();
  api = await playwright.request.newContext({ baseURL: pro.baseURL, extraHTTPHeaders: { "X-API-Key": pro.apiKey } });
  signet = signetClient(pro.baseURL, pro.apiKey);
  assetId = await readyAsset(signet, PDF);
});
test.afterAll(() => api.dispose());

const panel = (page: Page) => page.getByRole("complementary");

/** After an action the focus is on something meaningful, never the page's body. */
async function expectFocusKept(page: Page, after: string) {
  await expect.poll(() => page.evaluate(() => document.activeElement !== null && document.activeElement !== document.body), { message: `focus after ${after}` }).toBe(true);
}

/** The view the page loads, changed by `change` (states that the test cannot wait for in real time). */
async function withViewChanged(page: Page, change: (view: { process: Record<string, unknown>; signer: Record<string, unknown> }) => void, during: () => Promise<void>) {
  await page.route(/\/api\/v1\/sign\/[^/]+$/, async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    change(body.data);
    await route.fulfill({ response, json: body });
  });
  try {
    await during();
  } finally {
    await page.unrouteAll({ behavior: "ignoreErrors" });
  }
}

async function confirmCode(page: Page, signerId: string, axeScreen?: string) {
  await expect(page.getByRole("heading", { level: 1, name: "First, confirm it is you" })).toBeVisible();
  if (axeScreen) await expectNoAxeViolations(page, `${axeScreen}: identity`);
  const sentAfter = Date.now() - 1000;
  await page.getByRole("button", { name: "Send code" }).click();
  await expectFocusKept(page, "sending the code");
  const code = await textedCode(signerId, sentAfter);
  if (axeScreen) {
    await page.getByLabel("Code from the text message").fill(code === "000000" ? "111111" : "000000");
    await page.getByRole("button", { name: "Confirm code" }).click();
    await expect(page.getByRole("main").getByRole("alert")).toBeVisible();
    await expectFocusKept(page, "a wrong code");
    await expectNoAxeViolations(page, `${axeScreen}: code step with an error`);
  }
  await page.getByLabel("Code from the text message").fill(code);
  await page.getByRole("button", { name: "Confirm code" }).click();
}

for (const [size, device] of SIZES) {
  test(`every signing state passes axe (${size})`, async ({ browser }) => {
    test.setTimeout(240_000);
    const subject = `Accessible lease ${RUN} ${size}`;
    const first = { name: "Ada Reader", email: `ada-${size}-${RUN}@example.test`, phone: "+4915112300001" };
    const second = { name: "Ben Last", email: `ben-${size}-${RUN}@example.test`, phone: "+4915112300002" };
    const process = await createProcess(signet, {
      dispatchMode: "EMAIL",
      authPolicy: "AES_OTP",
      sourcePdfAssetId: assetId,
      subject,
      message: "Please sign by Friday.",
      signers: [
        { signOrder: 1, name: first.name, email: first.email, phoneE164: first.phone, locale: "en" },
        { signOrder: 2, name: second.name, email: second.email, phoneE164: second.phone, locale: "en" },
      ],
      fields: [
        { assignedSignerSignOrder: 1, type: "TEXT", label: "Full name", page: 0, x: 72, y: 100, w: 220, h: 24 },
        { assignedSignerSignOrder: 1, type: "DATE", label: "Date", page: 0, x: 72, y: 140, w: 120, h: 24 },
        { assignedSignerSignOrder: 1, type: "CHECKBOX", label: "House rules accepted", required: false, page: 0, x: 320, y: 140, w: 14, h: 14 },
        { assignedSignerSignOrder: 1, type: "SIGNATURE", label: "Tenant signature", page: 0, x: 72, y: 600, w: 200, h: 50 },
        { assignedSignerSignOrder: 2, type: "SIGNATURE", label: "Landlord signature", page: 0, x: 320, y: 600, w: 200, h: 50 },
      ],
    });
    const context = await browser.newContext({ ...device, locale: "en-US" });
    const page = await context.newPage();
    const shot = (name: string) => page.screenshot({ path: test.info().outputPath(`a11y-${name}-${size}.png`) });
    const firstLink = await invitationLink(process.id, first.email);

    await test.step("the code first: identity screen and code step", async () => {
      await page.goto(firstLink);
      await confirmCode(page, process.signerSlots[0]!.id, "first signer");
    });

    await test.step("the document with its fields, and each page's text for screen readers", async () => {
      await expect(page.getByRole("heading", { level: 1, name: subject })).toBeVisible();
      await expectFocusKept(page, "the code was confirmed");
      const firstPage = page.getByRole("figure", { name: "Page 1 of 1" });
      await expect(firstPage).toContainText("Trace-based Just-in-Time Type Specialization for Dynamic");
      await expect(firstPage).toContainText("and is used for the application logic of browser-based productivity");
      await expectNoAxeViolations(page, "the document");
      await shot("document");
    });

    await test.step("each field's editor", async () => {
      await panel(page).getByRole("button", { name: "Start" }).click();
      await expect(panel(page).getByLabel(/^Full name/)).toBeFocused();
      await expectNoAxeViolations(page, "the text field's editor");
      await panel(page).getByLabel(/^Full name/).fill("Ada Reader");
      await panel(page).getByRole("button", { name: "Next", exact: true }).click();
      await expect(panel(page).getByLabel(/^Date/)).toBeFocused();
      await expectNoAxeViolations(page, "the date field's editor");
      await panel(page).getByLabel(/^Date/).fill("2026-11-21");
      await panel(page).getByRole("button", { name: "Next", exact: true }).click();
      await expect(panel(page).getByLabel(/^House rules accepted/)).toBeFocused();
      await expectNoAxeViolations(page, "the checkbox's editor");
      await panel(page).getByLabel(/^House rules accepted/).check();
      await panel(page).getByRole("button", { name: "Next", exact: true }).click();
      await expectFocusKept(page, "moving to the signature");
      await panel(page).getByRole("button", { name: "Adopt signature" }).click();
      await expect(panel(page).getByRole("alert")).toBeVisible();
      await expectFocusKept(page, "an empty signature");
      await expectNoAxeViolations(page, "the signature, drawn, with its error");
      await shot("draw");
      await panel(page).getByRole("tab", { name: "Type" }).click();
      await expect(panel(page).getByLabel("Your name as your signature")).toHaveValue(first.name);
      await expect(panel(page).getByRole("img", { name: `Preview of your signature: ${first.name}` })).toBeVisible();
      await expectNoAxeViolations(page, "the signature, typed");
      await panel(page).getByRole("button", { name: "Adopt signature" }).click();
      await expect(page.getByRole("button", { name: "Tenant signature (required): signed" })).toContainText(first.name);
      await expectFocusKept(page, "adopting the signature");
    });

    await test.step("the finish panel and the decline panel", async () => {
      await expect(panel(page).getByRole("heading", { name: "Finish signing" })).toBeVisible();
      await panel(page).getByRole("button", { name: "Sign the document" }).click();
      await expect(panel(page).getByRole("alert")).toBeVisible();
      await expectFocusKept(page, "signing without consent");
      await expectNoAxeViolations(page, "the finish panel with its error");
      await shot("finish");
      await panel(page).getByRole("button", { name: "Back to the fields" }).click();
      await expectFocusKept(page, "back to the overview");
      await panel(page).getByRole("button", { name: "Decline to sign" }).click();
      await expect(panel(page).getByRole("heading", { name: "Decline to sign" })).toBeFocused();
      await panel(page).getByRole("button", { name: "Decline to sign" }).click();
      await expect(panel(page).getByRole("alert")).toBeVisible();
      await expectFocusKept(page, "declining without a reason");
      await expectNoAxeViolations(page, "the decline panel with its error");
      await panel(page).getByRole("button", { name: "Cancel" }).click();
      await expectFocusKept(page, "cancelling the decline");
    });

    await test.step("signed, then waiting for the others, then sealing", async () => {
      await panel(page).getByRole("button", { name: "Finish" }).click();
      await panel(page).getByRole("checkbox", { name: /sign this document electronically/ }).check();
      await panel(page).getByRole("button", { name: "Sign the document" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "You have signed" })).toBeVisible({ timeout: 20_000 });
      await expectFocusKept(page, "signing");
      await expectNoAxeViolations(page, "signed, waiting for the others");
      await shot("signed");
      await withViewChanged(page, (view) => (view.signer.status = "PENDING"), async () => {
        await page.reload();
        await expect(page.getByRole("heading", { level: 1, name: "It is not your turn yet" })).toBeVisible();
        await expectNoAxeViolations(page, "not your turn yet");
      });
      await withViewChanged(page, (view) => (view.process.sealing = true), async () => {
        await page.reload();
        await expect(page.getByRole("heading", { level: 1, name: "Sealing the document…" })).toBeVisible();
        await expectNoAxeViolations(page, "sealing");
      });
    });

    await test.step("the last signer signs; the completed screen", async () => {
      await page.goto(await invitationLink(process.id, second.email));
      await confirmCode(page, process.signerSlots[1]!.id);
      await panel(page).getByRole("button", { name: "Start" }).click();
      await chooseTypedSignature(panel(page));
      await panel(page).getByRole("button", { name: "Adopt signature" }).click();
      await panel(page).getByRole("checkbox", { name: /sign this document electronically/ }).check();
      await panel(page).getByRole("button", { name: "Sign the document" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Everyone has signed" })).toBeVisible({ timeout: 90_000 });
      await expectFocusKept(page, "the copy arrived");
      await expectNoAxeViolations(page, "completed");
      await shot("completed");
    });

    await test.step("a language switch keeps the focus", async () => {
      const language = page.getByLabel("Language").first();
      await language.focus();
      await language.selectOption("de");
      await expect(page.getByRole("heading", { level: 1, name: "Alle haben unterschrieben" })).toBeVisible();
      await expectFocusKept(page, "switching the language");
    });
    await context.close();
  });

  test(`status screens and a decline pass axe (${size})`, async ({ browser }) => {
    test.setTimeout(120_000);
    const context = await browser.newContext({ ...device, locale: "en-US" });
    const page = await context.newPage();
    const oneSigner = async (subject: string, email: string, expiresAt?: string) => {
      const process = await createProcess(signet, {
        dispatchMode: "EMAIL",
        authPolicy: "SES_LINK_ONLY",
        sourcePdfAssetId: assetId,
        subject,
        signers: [{ signOrder: 1, name: "Sam Status", email }],
        fields: [{ assignedSignerSignOrder: 1, type: "SIGNATURE", label: "Signature", page: 0, x: 72, y: 600, w: 200, h: 50 }],
        ...(expiresAt ? { expiresAt } : {}),
      });
      return { process, link: await invitationLink(process.id, email) };
    };

    await test.step("a link that does not work", async () => {
      await page.goto(`${pro.baseURL}/sign/${"A".repeat(43)}`);
      await expect(page.getByRole("heading", { level: 1, name: "This link does not work" })).toBeVisible();
      await expectNoAxeViolations(page, "invalid link");
    });

    await test.step("cancelled by the organization", async () => {
      const { process, link } = await oneSigner(`Voided ${RUN} ${size}`, `voided-${size}-${RUN}@example.test`);
      await data(await api.post(`/api/v1/signing-processes/${process.id}/void`, { data: { reason: "Sent by mistake" } }));
      await page.goto(link);
      await expect(page.getByRole("heading", { level: 1, name: "Signing was cancelled" })).toBeVisible();
      await expectNoAxeViolations(page, "cancelled");
    });

    await test.step("past its deadline", async () => {
      const expiresAt = Date.now() + 5000;
      const { link } = await oneSigner(`Late ${RUN} ${size}`, `late-${size}-${RUN}@example.test`, new Date(expiresAt).toISOString());
      await page.waitForTimeout(Math.max(0, expiresAt + 500 - Date.now()));
      await page.goto(link);
      await expect(page.getByRole("heading", { level: 1, name: "The deadline has passed" })).toBeVisible();
      await expectNoAxeViolations(page, "expired");
    });

    await test.step("declined, then already declined", async () => {
      const { link } = await oneSigner(`Declined ${RUN} ${size}`, `declined-${size}-${RUN}@example.test`);
      await page.goto(link);
      await panel(page).getByRole("button", { name: "Decline to sign" }).click();
      await panel(page).getByLabel("Why do you decline?").fill("Wrong address.");
      await panel(page).getByRole("button", { name: "Decline to sign" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "You declined to sign" })).toBeVisible();
      await expectFocusKept(page, "declining");
      await expectNoAxeViolations(page, "declined by you");
    });
    await context.close();
  });

  test(`an online form being filled passes axe (${size})`, async ({ browser }) => {
    test.setTimeout(120_000);
    const created = await data<{ id: string; draftVersion: number }>(
      await api.post("/api/v1/online-forms", {
        data: {
          kind: "DOCUMENT",
          draft: {
            subject: `Accessible form ${RUN} ${size}`,
            authPolicy: "SES_LINK_ONLY",
            delivery: "PRIVATE_LINK",
            expiresAt: new Date(Date.now() + 7 * 86_400_000).toISOString(),
            signers: [{ signOrder: 1, name: "Fay Form", email: `fay-${size}-${RUN}@example.test`, locale: "en" }],
            definition: {
              blocks: [
                { id: "intro", type: "TEXT", text: "Tell us about your household." },
                { id: "pets", type: "BOOLEAN", label: "Do you keep pets?" },
                { id: "kind", type: "MULTIPLE_CHOICE", label: "Which pet?", required: true, options: [{ id: "cat", label: "Cat" }, { id: "dog", label: "Dog" }] },
                { id: "notes", type: "TEXTAREA", label: "Anything else?", help: "Optional." },
                { id: "sign", type: "SIGNATURE", label: "Tenant", required: true },
              ],
            },
          },
        },
      }),
    );
    const published = await data<{ signingProcess: { signerSlots: Array<{ id: string }> } }>(
      await api.post(`/api/v1/online-forms/${created.id}/publish`, { data: { expectedDraftVersion: created.draftVersion } }),
    );
    const slot = published.signingProcess.signerSlots[0]!;
    const { url } = await data<{ url: string }>(await api.post(`/api/v1/online-forms/${created.id}/signers/${slot.id}/link`, { data: {} }));
    const context = await browser.newContext({ ...device, locale: "en-US" });
    const page = await context.newPage();
    await page.goto(url);
    const form = page.getByRole("main", { name: "Form" });
    await expect(form.getByText("Tell us about your household.")).toBeVisible();
    await expectNoAxeViolations(page, "a form, empty");
    await form.getByRole("checkbox", { name: "Do you keep pets?" }).check();
    await form.getByRole("checkbox", { name: /sign this document electronically/ }).check();
    await form.getByRole("button", { name: "Sign the form" }).click();
    await expect(form.getByRole("alert").first()).toBeVisible();
    await expectFocusKept(page, "signing a form with a question unanswered");
    await expectNoAxeViolations(page, "a form with its problems");
    await page.screenshot({ path: test.info().outputPath(`a11y-form-${size}.png`) });
    await context.close();
  });
}

/** The focus ring of the focused element: a solid outline at least 2 px wide, with a white ring inside it (focus-ring.ts). */
async function expectFocusRing(page: Page, target: ReturnType<Page["getByRole"]>) {
  // Polled: a field box fades its shadow in (transition-shadow).
  await expect
    .poll(() =>
      target.evaluate((element) => {
        const style = getComputedStyle(element);
        return { visible: element.matches(":focus-visible"), style: style.outlineStyle, wide: parseFloat(style.outlineWidth) >= 2, whiteRing: style.boxShadow.includes("rgb(255, 255, 255) 0px 0px 0px 2px") };
      }),
    )
    .toEqual({ visible: true, style: "solid", wide: true, whiteRing: true });
}

/** Presses Tab (or Shift+Tab) until `target` has the focus, checking after each press that the focus is somewhere. */
async function tabTo(page: Page, target: ReturnType<Page["getByRole"]>, key: "Tab" | "Shift+Tab" = "Tab") {
  for (let presses = 0; presses < 60; presses++) {
    await page.keyboard.press(key);
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
  }
  throw new Error(`${key} never reached ${target}`);
}

test("a signer completes text, date and a typed signature by keyboard alone on a phone", async ({ browser }) => {
  test.setTimeout(120_000);
  const subject = `Keyboard lease ${RUN}`;
  const email = `keys-${RUN}@example.test`;
  const process = await createProcess(signet, {
    dispatchMode: "EMAIL",
    authPolicy: "SES_LINK_ONLY",
    sourcePdfAssetId: assetId,
    subject,
    signers: [{ signOrder: 1, name: "Kim Keys", email, locale: "en" }],
    fields: [
      { assignedSignerSignOrder: 1, type: "TEXT", label: "Full name", page: 0, x: 72, y: 100, w: 220, h: 24 },
      { assignedSignerSignOrder: 1, type: "DATE", label: "Date", page: 0, x: 72, y: 140, w: 120, h: 24 },
      { assignedSignerSignOrder: 1, type: "SIGNATURE", label: "Signature", page: 0, x: 72, y: 600, w: 200, h: 50 },
    ],
  });
  const context = await browser.newContext({ ...SIZES[0][1], locale: "en-US" });
  const page = await context.newPage();
  const focused = () => page.evaluate(() => document.activeElement !== document.body && document.activeElement !== null);
  await page.goto(await invitationLink(process.id, email));
  await expect(page.getByRole("heading", { level: 1, name: subject })).toBeVisible();

  // Zooming out to the end keeps the focus on the button, which says it can do no more.
  const zoomOut = page.getByRole("button", { name: "Zoom out" });
  await tabTo(page, zoomOut);
  for (let presses = 0; presses < 6; presses++) await page.keyboard.press("Enter");
  await expect(page.getByText("100 %")).toBeVisible();
  await expect(zoomOut).toHaveAttribute("aria-disabled", "true");
  await expect(zoomOut).toBeFocused();

  // The fields on the page are reached in reading order, after the header and the zoom buttons.
  await tabTo(page, page.getByRole("button", { name: /^Full name \(required\)/ }));
  // A field over the page image shows its ring like everything else.
  await expectFocusRing(page, page.getByRole("button", { name: /^Full name \(required\)/ }));
  await page.screenshot({ path: test.info().outputPath("a11y-keyboard-field-ring-390x844.png") });
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: /^Date \(required\)/ })).toBeFocused();
  await page.keyboard.press("Shift+Tab");
  await expect(page.getByRole("button", { name: /^Full name \(required\)/ })).toBeFocused();

  // Enter on a field opens its editor with the cursor in it; Enter moves on.
  await page.keyboard.press("Enter");
  await expect(panel(page).getByLabel(/^Full name/)).toBeFocused();
  await page.keyboard.type("Kim Keys");
  await page.keyboard.press("Enter");
  await expect(panel(page).getByLabel(/^Date/)).toBeFocused();
  await page.keyboard.type("11212026");
  await expect(panel(page).getByLabel(/^Date/)).toHaveValue("2026-11-21");
  await page.keyboard.press("Enter");

  // The signature: the way to sign has the focus; the arrow key chooses typing, Tab reaches the name.
  await expect(panel(page).getByRole("tab", { name: "Draw" })).toBeFocused();
  await page.keyboard.press("ArrowRight");
  await expect(panel(page).getByRole("tab", { name: "Type" })).toBeFocused();
  await expect(panel(page).getByRole("tab", { name: "Type" })).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("Tab");
  const name = panel(page).getByLabel("Your name as your signature");
  await expect(name).toBeFocused();
  await expect(name).toHaveValue("Kim Keys");
  await expect(panel(page).getByRole("img", { name: "Preview of your signature: Kim Keys" })).toBeVisible();
  await tabTo(page, panel(page).getByRole("button", { name: "Adopt signature" }));
  await page.keyboard.press("Enter");
  expect(await focused()).toBe(true);

  // Finish: consent with Space, then sign with Enter.
  await expect(panel(page).getByRole("heading", { name: "Finish signing" })).toBeFocused();
  await tabTo(page, panel(page).getByRole("checkbox", { name: /sign this document electronically/ }));
  await page.keyboard.press("Space");
  await expect(panel(page).getByRole("checkbox", { name: /sign this document electronically/ })).toBeChecked();
  await tabTo(page, panel(page).getByRole("button", { name: "Sign the document" }));
  // So does a button on the primary colour.
  await expectFocusRing(page, panel(page).getByRole("button", { name: "Sign the document" }));
  await page.screenshot({ path: test.info().outputPath("a11y-keyboard-button-ring-390x844.png") });
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: /Sealing the document…|Your document is signed/ })).toBeVisible({ timeout: 20_000 });
  expect(await focused()).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: test.info().outputPath("a11y-keyboard-done-390x844.png") });

  const record = await data<{ signerSlots: Array<{ status: string }> }>(await api.get(`/api/v1/signing-processes/${process.id}`));
  expect(record.signerSlots[0]!.status).toBe("COMPLETED");
  await context.close();
});
