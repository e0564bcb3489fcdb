/**
 * Signing an online form on the hosted page: a two-recipient form with a conditional section,
 * made and published through the API, each recipient opening their private link. The first
 * answers on a phone (the section shows only once its question is ticked, a required question
 * refuses to be skipped), the second on a desktop; then both signers are COMPLETED. Runs on the
 * PRO server, set up through its API. The form's final files are not looked at here.
 */
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { data } from "./support/pro-api";
import { proOrganization, type ProOrganization } from "./support/pro-organization";

const RUN = Date.now().toString(36);
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true };
const DESKTOP = { viewport: { width: 1280, height: 800 } };

// Recipient 1 says whether they keep pets (a section about them appears when they do, with a
// required choice and a follow-up for dogs); recipient 2 confirms. Both sign.
const blocks = [
  { id: "intro", type: "TEXT", text: "Tell us about your household." },
  { id: "pets", type: "BOOLEAN", label: "Do you keep pets?" },
  { id: "petSection", type: "SECTION", label: "Your pets", showWhen: [{ field: "pets", operator: "equals", value: true }] },
  { id: "kind", type: "MULTIPLE_CHOICE", label: "Which pet?", required: true, parentId: "petSection", options: [{ id: "cat", label: "Cat" }, { id: "dog", label: "Dog" }] },
  { id: "dogName", type: "TEXTAREA", label: "The dog's name", help: "As written on its papers.", required: true, parentId: "petSection", showWhen: [{ field: "kind", operator: "equals", value: "dog" }] },
  { id: "extras", type: "MULTIPLE_CHOICE", label: "Extras", allowMultiple: true, options: [{ id: "garden", label: "Garden" }, { id: "pool", label: "Pool" }] },
  { id: "notes", type: "TEXTAREA", label: "Anything else?", showWhen: [{ field: "extras", operator: "isNotEmpty" }] },
  { id: "sign1", type: "SIGNATURE", label: "Tenant", required: true },
  { id: "checked", type: "BOOLEAN", label: "Answers checked", required: true, signOrder: 2 },
  { id: "sign2", type: "SIGNATURE", label: "Landlord", required: true, signOrder: 2 },
];

test.describe.configure({ mode: "serial" });

let pro: ProOrganization;
let api: APIRequestContext;

test.beforeAll(async ({ playwright }) => {
  pro = proOrganization();
  api = await playwright.request.newContext({ baseURL: pro.baseURL, extraHTTPHeaders: { "X-API-Key": pro.apiKey } });
});
test.afterAll(() => api.dispose());

/** Creates and publishes the form; answers its process id and both signers' private links. */
async function publishedForm(subject: string): Promise<{ processId: string; links: string[] }> {
  const created = await data<{ id: string; draftVersion: number }>(
    await api.post("/api/v1/online-forms", {
      data: {
        kind: "DOCUMENT",
        draft: {
          subject,
          authPolicy: "SES_LINK_ONLY",
          delivery: "PRIVATE_LINK",
          expiresAt: new Date(Date.now() + 7 * 86_400_000).toISOString(),
          signers: [
            { signOrder: 1, name: "Zoë Łódź", email: `zoe-${RUN}@example.test`, locale: "en" },
            { signOrder: 2, name: "Lars Landlord", email: `lars-${RUN}@example.test`, locale: "de" },
          ],
          definition: { blocks },
        },
      },
    }),
  );
  const published = await data<{ signingProcess: { id: string; contentKind: string; signerSlots: Array<{ id: string }> } }>(
    await api.post(`/api/v1/online-forms/${created.id}/publish`, { data: { expectedDraftVersion: created.draftVersion } }),
  );
  expect(published.signingProcess.contentKind).toBe("FORM");
  const links: string[] = [];
  for (const slot of published.signingProcess.signerSlots) {
    links.push((await data<{ url: string }>(await api.post(`/api/v1/online-forms/${created.id}/signers/${slot.id}/link`, { data: {} }))).url);
  }
  return { processId: published.signingProcess.id, links };
}

/** Whether leaving the page now would ask the signer first (the page cancels beforeunload). */
function leavingAsksFirst(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const event = new Event("beforeunload", { cancelable: true });
    window.dispatchEvent(event);
    return event.defaultPrevented;
  });
}

function form(page: Page) {
  return page.getByRole("main", { name: /^(Form|Formular)$/ });
}

test("a two-recipient online form: answered and signed on a phone, then confirmed and signed on a desktop", async ({ browser }) => {
  test.setTimeout(120_000);
  const subject = `Household questionnaire ${RUN}`;
  const { processId, links } = await publishedForm(subject);
  const phone = await browser.newContext({ ...PHONE, locale: "en-US" });
  const page = await phone.newPage();

  await test.step("the first recipient sees their blocks, and is told that a reload loses the answers", async () => {
    await page.goto(links[0]!);
    await expect(page.getByRole("heading", { level: 1, name: subject })).toBeVisible();
    await expect(form(page).getByText("Tell us about your household.")).toBeVisible();
    await expect(form(page).getByText(/kept only on this page until you sign/)).toBeVisible();
    await expect(form(page).getByRole("checkbox", { name: "Do you keep pets?" })).not.toBeChecked();
    // The other recipient's questions are not here, and the section waits for its question.
    await expect(form(page).getByText("Answers checked")).toHaveCount(0);
    await expect(form(page).getByRole("heading", { name: "Your pets" })).toHaveCount(0);
    await expect(form(page).getByRole("region", { name: "Your pets" })).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await leavingAsksFirst(page)).toBe(false);
    await page.screenshot({ path: test.info().outputPath("form-390x844.png"), fullPage: true });
  });

  await test.step("the pets section appears only once its question is ticked, and the dog's name only for a dog", async () => {
    await form(page).getByRole("checkbox", { name: "Do you keep pets?" }).check();
    // Answers now exist only on this page: leaving it asks first.
    expect(await leavingAsksFirst(page)).toBe(true);
    const section = form(page).getByRole("region", { name: "Your pets" });
    await expect(section).toBeVisible();
    const kind = section.getByRole("group", { name: /Which pet\?/ });
    await expect(kind.getByRole("radio")).toHaveCount(2);
    await expect(section.getByLabel(/The dog's name/)).toHaveCount(0);
    await kind.getByRole("radio", { name: "Dog" }).check();
    await expect(section.getByLabel(/The dog's name/)).toBeVisible();
    await kind.getByRole("radio", { name: "Cat" }).check();
    await expect(section.getByLabel(/The dog's name/)).toHaveCount(0);
    await kind.getByRole("radio", { name: "Dog" }).check();
    await form(page).getByRole("checkbox", { name: "Do you keep pets?" }).uncheck();
    await expect(section).toHaveCount(0);
    await form(page).getByRole("checkbox", { name: "Do you keep pets?" }).check();
    await expect(form(page).getByRole("region", { name: "Your pets" }).getByLabel(/The dog's name/)).toBeVisible();
  });

  await test.step("a required question refuses to be skipped, with its message at the question", async () => {
    await form(page).getByRole("checkbox", { name: /sign this document electronically/ }).check();
    await form(page).getByRole("button", { name: "Sign the form" }).click();
    const dogName = form(page).getByLabel(/The dog's name/);
    await expect(dogName).toBeFocused();
    await expect(dogName).toHaveAttribute("aria-invalid", "true");
    await expect(dogName).toHaveAccessibleDescription(/As written on its papers\. .*Please answer this question\./);
    await expect(form(page).getByRole("alert").filter({ hasText: "Some answers need your attention: 2" })).toBeVisible();
    await expect(form(page).getByRole("link", { name: "Go to the first one: “The dog's name”" })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath("form-390x844-problems.png") });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: test.info().outputPath("form-390x844-summary.png") });
    await dogName.fill("Rex");
    await expect(dogName).not.toHaveAttribute("aria-invalid", "true");
    await expect(form(page).getByRole("link", { name: "Go to the first one: “Tenant”" })).toBeVisible();
  });

  await test.step("the signature is adopted where the form shows it, and the form is signed", async () => {
    await form(page).getByRole("checkbox", { name: "Garden" }).check();
    await form(page).getByLabel("Anything else?").fill("Quiet street");
    await form(page).getByRole("button", { name: /Sign here/ }).click();
    await form(page).getByRole("tab", { name: "Type" }).click();
    await expect(form(page).getByLabel("Your name as your signature")).toHaveValue("Zoë Łódź");
    await form(page).getByRole("button", { name: "Adopt signature" }).click();
    await expect(form(page).getByRole("img", { name: "Signature of Zoë Łódź" })).toBeVisible();
    await expect(form(page).getByRole("alert")).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath("form-390x844-ready.png"), fullPage: true });
    await form(page).getByRole("button", { name: "Sign the form" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "You have signed" })).toBeVisible({ timeout: 20_000 });
  });

  const desktop = await browser.newContext({ ...DESKTOP, locale: "de-DE" });
  const second = await desktop.newPage();

  await test.step("the second recipient confirms, in German, and signs", async () => {
    await second.goto(links[1]!);
    await expect(second.getByRole("heading", { level: 1, name: subject })).toBeVisible();
    await expect(form(second).getByText("Do you keep pets?")).toHaveCount(0);
    await form(second).getByRole("checkbox", { name: /elektronisch zu unterschreiben/ }).check();
    await form(second).getByRole("button", { name: "Formular unterschreiben" }).click();
    await expect(form(second).getByRole("checkbox", { name: /Answers checked/ })).toBeFocused();
    await expect(form(second).getByText("Bitte kreuzen Sie dieses Feld an, um fortzufahren.")).toBeVisible();
    await form(second).getByRole("checkbox", { name: /Answers checked/ }).check();
    await form(second).getByRole("button", { name: /Hier unterschreiben/ }).click();
    await form(second).getByRole("tab", { name: "Tippen" }).click();
    await form(second).getByRole("button", { name: "Unterschrift übernehmen" }).click();
    await second.screenshot({ path: test.info().outputPath("form-1280x800.png"), fullPage: true });
    await form(second).getByRole("button", { name: "Formular unterschreiben" }).click();
    await expect(second.getByRole("heading", { level: 1, name: "Alle haben unterschrieben" })).toBeVisible({ timeout: 20_000 });
  });

  await test.step("both signers of the process are COMPLETED", async () => {
    const record = await data<{ contentKind: string; signerSlots: Array<{ status: string }> }>(await api.get(`/api/v1/signing-processes/${processId}`));
    expect(record.contentKind).toBe("FORM");
    expect(record.signerSlots.map((slot) => slot.status)).toEqual(["COMPLETED", "COMPLETED"]);
  });

  await phone.close();
  await desktop.close();
});
