/**
 * The signer's language (docs/signing-page.md, "Language"): a signer for whom the sender chose
 * no language opens the link in a French browser and sees French, switches to Spanish with the
 * page's switcher, passes through all twelve languages (each in its own words and direction,
 * axe clean, a screenshot), finds Spanish again after a reload, signs, and downloads files named in
 * Spanish. On a phone, so the switcher must fit 390 px without sideways scrolling. Then the
 * kiosk: the hand-over screen greets in the device's language and its switcher carries the
 * signer's choice into their signing page. Runs on the PRO server, set up through its API.
 */
import { expect, test, type Page } from "@playwright/test";
import { invitationLink, outbox } from "./support/outbox";
import { createProcess, readyAsset, signetClient } from "./support/pro-api";
import { proOrganization } from "./support/pro-organization";
import { corpusPath } from "../tests/fixtures/corpus";
import { signInOnPro } from "./support/pro-sign-in";
import { expectNoAxeViolations } from "./support/axe";
import { LANGUAGES, type Language } from "../lib/languages";
import { translate } from "../lib/i18n/translate";
import { textDirection } from "../lib/i18n/text-direction";

const PDF = corpusPath("hello_world_rotated.pdf");
const RUN = Date.now().toString(36);
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };


async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
}

test("a French browser sees French, switches to Spanish, keeps it and signs", async ({ browser }) => {
  test.setTimeout(180_000);
  const pro = proOrganization();
  const signet = signetClient(pro.baseURL, pro.apiKey);
  const subject = `Contrat ${RUN}`;
  const email = `amelie-${RUN}@example.test`;
  const process = await createProcess(signet, {
    dispatchMode: "EMAIL",
    authPolicy: "SES_LINK_ONLY",
    sourcePdfAssetId: await readyAsset(signet, PDF),
    subject,
    // No locale: the page follows the signer's browser.
    signers: [{ signOrder: 1, name: "Amélie Núñez", email }],
    fields: [{ assignedSignerSignOrder: 1, type: "SIGNATURE", label: "Firma", page: 0, x: 72, y: 100, w: 200, h: 50 }],
  });
  const link = await invitationLink(process.id, email);

  const context = await browser.newContext({ ...PHONE, locale: "fr-FR", acceptDownloads: true });
  const page = await context.newPage();

  await test.step("the page speaks the browser's French", async () => {
    await page.goto(link);
    await expect(page.getByRole("heading", { level: 1, name: subject })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText("Vous signez en tant qu’Amélie Núñez")).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    await expect(page.getByRole("combobox", { name: "Langue" })).toHaveValue("fr");
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: test.info().outputPath("language-fr-390x844.png") });
  });

  await test.step("the switcher turns the page Spanish at once", async () => {
    const saved = page.waitForResponse((response) => response.url().endsWith("/language") && response.request().method() === "POST", { timeout: 60_000 });
    await page.getByRole("combobox", { name: "Langue" }).selectOption("es");
    await expect(page.getByText("Está firmando como Amélie Núñez")).toBeVisible();
    expect((await saved).status()).toBe(200);
    await expect(page.getByRole("combobox", { name: "Idioma" })).toHaveValue("es");
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page).toHaveTitle(/^Firmar un documento/);
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: test.info().outputPath("language-es-390x844.png") });
  });

  await test.step("every language: the page in its own words and direction, axe clean, no sideways scroll (screenshots)", async () => {
    for (const language of [...LANGUAGES.filter((code) => code !== "es"), "es" as const]) {
      const current = await page.locator("html").getAttribute("lang");
      await page.getByRole("combobox", { name: translate(current as Language, "sign.language.label") }).selectOption(language);
      await expect(page.locator("html")).toHaveAttribute("lang", language);
      await expect(page.locator("html")).toHaveAttribute("dir", textDirection(language));
      await expect(page.getByText(translate(language, "sign.signingAs", { name: "Amélie Núñez" }))).toBeVisible();
      await expectNoSidewaysScroll(page);
      await expectNoAxeViolations(page, `the signing page in ${language}`);
      await page.screenshot({ path: test.info().outputPath(`language-${language}-390x844.png`) });
    }
  });

  await test.step("the choice is remembered for this signer", async () => {
    // Stored on the signer's slot: a reload (or another device) opens in Spanish, whatever the browser says.
    await page.reload();
    await expect(page.getByText("Está firmando como Amélie Núñez")).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole("combobox", { name: "Idioma" })).toHaveValue("es");
  });

  await test.step("the signer signs in Spanish", async () => {
    const panel = page.getByRole("complementary");
    await panel.getByRole("button", { name: "Empezar" }).click();
    await panel.getByRole("tab", { name: "Escribir" }).click();
    await expect(panel.getByLabel("Su nombre como firma")).toHaveValue("Amélie Núñez");
    await panel.getByRole("button", { name: "Adoptar la firma" }).click();
    await expect(page.getByRole("button", { name: "Firma (obligatorio): firmado" })).toBeVisible();
    await panel.getByRole("checkbox", { name: /firmar este documento de forma electrónica/ }).check();
    await panel.getByRole("button", { name: "Firmar el documento" }).click();
    await expect(page.getByRole("heading", { level: 1, name: /Sellando el documento…|Su documento está firmado/ })).toBeVisible({ timeout: 20_000 });
    // The switcher stays on the screens after signing too.
    await expect(page.getByRole("combobox", { name: "Idioma" })).toBeVisible();
    await expectNoSidewaysScroll(page);
  });

  await test.step("the signer's copy is named in Spanish", async () => {
    await expect(page.getByRole("heading", { level: 1, name: "Su documento está firmado" })).toBeVisible({ timeout: 90_000 });
    const link = page.getByRole("link", { name: /Documento firmado/ });
    const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
    expect(download.suggestedFilename()).toBe(`${subject} - firmado.pdf`);
    await page.screenshot({ path: test.info().outputPath("language-es-completed-390x844.png") });
  });

  await test.step("and the email with the signed copy is in Spanish too: the choice was stored on the signer", async () => {
    const completedEmail = () => outbox().find((m) => m.channel === "email" && m.to === email && m.meta.signingProcessId === process.id && m.meta.kind === "completed");
    await expect.poll(() => completedEmail()?.subject, { timeout: 30_000 }).toBe(`«${subject}» está firmado`);
  });

  await context.close();
});


test("the kiosk greets in the device's language, and the signer's choice on the hand-over screen carries on", async ({ browser }) => {
  test.setTimeout(180_000);
  const pro = proOrganization();
  const signet = signetClient(pro.baseURL, pro.apiKey);
  const subject = `Kiosque ${RUN}`;
  const process = await createProcess(signet, {
    dispatchMode: "KIOSK",
    authPolicy: "SES_LINK_ONLY",
    sourcePdfAssetId: await readyAsset(signet, PDF),
    subject,
    signers: [{ signOrder: 1, name: "Inès Peña" }],
    fields: [{ assignedSignerSignOrder: 1, type: "SIGNATURE", label: "Signature", page: 0, x: 72, y: 100, w: 200, h: 50 }],
  });
  const context = await browser.newContext({ ...PHONE, locale: "es-ES" });
  const page = await context.newPage();
  await signInOnPro(page, pro, `/kiosk/${process.id}`);
  // Staff lock the kiosk first, in the organization's language.
  await page.getByLabel("Kiosk PIN").fill("583920");
  await page.getByLabel("The same PIN again").fill("583920");
  await page.getByRole("button", { name: "Start the kiosk" }).click();

  await test.step("staff read the organization's language, the signer the device's Spanish", async () => {
    await expect(page.getByRole("heading", { level: 1, name: "Hand the device to Inès Peña" })).toBeVisible();
    await expect(page.getByText(`Hola, Inès Peña: lea y firme «${subject}», por favor.`)).toBeVisible();
    await expect(page.getByRole("combobox", { name: "Idioma" })).toHaveValue("es");
    await expectNoSidewaysScroll(page);
  });

  await test.step("the signer switches to French before starting, and signs in French", async () => {
    const saved = page.waitForResponse((response) => response.url().endsWith("/language") && response.request().method() === "POST", { timeout: 60_000 });
    await page.getByRole("combobox", { name: "Idioma" }).selectOption("fr");
    expect((await saved).status()).toBe(200);
    await expect(page.getByText(`Bonjour Inès Peña, veuillez lire et signer «\u00a0${subject}\u00a0».`)).toBeVisible();
    await page.getByRole("button", { name: "Je suis Inès Peña\u00a0: commencer" }).click();
    await expect(page.getByText("Vous signez en tant qu’Inès Peña")).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText("Signataire 1 sur 1")).toBeVisible();
    await expect(page.getByRole("combobox", { name: "Langue" })).toHaveValue("fr");
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: test.info().outputPath("kiosk-fr-390x844.png") });
  });

  await context.close();
});

test("the form-signing page switches language too, and is signed in the language chosen", async ({ browser, playwright }) => {
  test.setTimeout(180_000);
  const pro = proOrganization();
  const api = await playwright.request.newContext({ baseURL: pro.baseURL, extraHTTPHeaders: { "X-API-Key": pro.apiKey } });
  const subject = `Formulario ${RUN}`;
  const created = await api.post("/api/v1/online-forms", {
    data: {
      kind: "DOCUMENT",
      draft: {
        subject,
        authPolicy: "SES_LINK_ONLY",
        delivery: "PRIVATE_LINK",
        expiresAt: new Date(Date.now() + 7 * 86_400_000).toISOString(),
        signers: [{ signOrder: 1, name: "Íñigo Muñoz", email: `inigo-${RUN}@example.test` }],
        definition: { blocks: [{ id: "sign", type: "SIGNATURE", label: "Firma", required: true }] },
      },
    },
  });
  expect(created.ok()).toBe(true);
  const draft = ((await created.json()) as { data: { id: string; draftVersion: number } }).data;
  const published = await api.post(`/api/v1/online-forms/${draft.id}/publish`, { data: { expectedDraftVersion: draft.draftVersion } });
  expect(published.ok()).toBe(true);
  const slot = ((await published.json()) as { data: { signingProcess: { signerSlots: Array<{ id: string }> } } }).data.signingProcess.signerSlots[0]!;
  const link = ((await (await api.post(`/api/v1/online-forms/${draft.id}/signers/${slot.id}/link`, { data: {} })).json()) as { data: { url: string } }).data.url;
  await api.dispose();

  const context = await browser.newContext({ ...PHONE, locale: "es-ES" });
  const page = await context.newPage();
  const form = page.getByRole("main", { name: /^(Formulario|Formulaire)$/ });

  await test.step("the form opens in the browser's Spanish", async () => {
    await page.goto(link);
    await expect(page.getByRole("heading", { level: 1, name: subject })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText("Está firmando como Íñigo Muñoz")).toBeVisible();
    await expect(form.getByRole("button", { name: "Firmar el formulario" })).toBeVisible();
  });

  await test.step("switched to French, it is signed in French", async () => {
    const saved = page.waitForResponse((response) => response.url().endsWith("/language") && response.request().method() === "POST", { timeout: 60_000 });
    await page.getByRole("combobox", { name: "Idioma" }).selectOption("fr");
    expect((await saved).status()).toBe(200);
    await expect(page.getByText("Vous signez en tant qu’Íñigo Muñoz")).toBeVisible();
    await expectNoSidewaysScroll(page);
    await form.getByRole("button", { name: /Signer ici/ }).click();
    await form.getByRole("tab", { name: "Saisir" }).click();
    await form.getByRole("button", { name: "Adopter la signature" }).click();
    await form.getByRole("checkbox", { name: /signer ce document électroniquement/ }).check();
    await form.getByRole("button", { name: "Signer le formulaire" }).click();
    await expect(page.getByRole("heading", { level: 1, name: /Scellement du document…|Votre document est signé/ })).toBeVisible({ timeout: 20_000 });
  });

  await context.close();
});
