/**
 * The signing page's language (docs/signing-page.md, "Language"): the signer record's locale if
 * someone chose it, else the browser's Accept-Language, else the organization's default; and
 * the switcher's choice, stored on the signer's slot.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { organizations, signers } from "@/server/db/schema";
import { resetRateLimiter } from "@/server/throttle/rate-limiter";
import { runDueJobs } from "@/server/jobs/local-runner";
import { listOutboxMessages } from "@/server/outbox/list-outbox-messages";
import { createTestDatabase, type TestDatabase } from "@/tests/support/database";
import { seedOrganization, type SeededOrganization } from "@/tests/support/fixtures";
import { call, routeAt } from "@/tests/support/http";
import { formApi, publishedForm } from "@/tests/support/online-forms";
import { createProcess, inDays, invitedToken, readyAsset, signer, storedToken, twoSignerBody } from "@/tests/support/signing";

const languageRoute = routeAt("/sign/{token}/language");

let database: TestDatabase;
let org: SeededOrganization;
let assetId: string;

beforeAll(async () => {
  database = await createTestDatabase();
  org = await seedOrganization(database.db, { plan: "PRO" });
  assetId = await readyAsset(database.db, org.adminKey);
});
afterAll(() => database.close());
beforeEach(() => resetRateLimiter());

const FRENCH_BROWSER = { "accept-language": "fr-CA,fr;q=0.9,en;q=0.5" };

const chooseLanguage = (token: string, body: unknown) =>
  call(languageRoute.POST, "POST", `/api/v1/sign/${token}/language`, { params: { token }, body });

/** An emailed process whose first signer has a chosen locale (German); answers that signer's token. */
async function process() {
  const created = await createProcess(org.adminKey, twoSignerBody(assetId));
  const id = created.json.data.id as string;
  return { id, chosen: await invitedToken(database.db, id, "zoe@example.test") };
}

async function setOrganizationLanguage(language: string) {
  await database.db.update(organizations).set({ defaultLanguage: language }).where(eq(organizations.id, org.organizationId));
}

describe("the language of the signing page", () => {
  it("follows the browser for a signer with no chosen locale", async () => {
    const created = await createProcess(org.adminKey, twoSignerBody(assetId, { dispatchMode: "KIOSK" }));
    const slots = await database.db.select().from(signers).where(eq(signers.signingProcessId, created.json.data.id));
    const landlord = slots.find((slot) => slot.signOrder === 2)!;
    expect(landlord).toMatchObject({ locale: "en", localeExplicit: false });
    const token = await storedToken(database.db, landlord.id);

    const french = await signer.view(token, FRENCH_BROWSER);
    expect(french.status).toBe(200);
    expect(french.json.data.signer).toMatchObject({ locale: "en", language: "fr" });
    expect((await signer.view(token, { "accept-language": "sv-SE, es;q=0.3" })).json.data.signer.language).toBe("es");
  });

  it("falls back to the organization's default when the browser wants nothing we speak", async () => {
    await setOrganizationLanguage("de");
    try {
      const created = await createProcess(org.adminKey, twoSignerBody(assetId, { dispatchMode: "KIOSK" }));
      const slots = await database.db.select().from(signers).where(eq(signers.signingProcessId, created.json.data.id));
      const landlord = slots.find((slot) => slot.signOrder === 2)!;
      expect(landlord).toMatchObject({ locale: "de", localeExplicit: false });
        const token = await storedToken(database.db, landlord.id);
      expect((await signer.view(token, { "accept-language": "fi" })).json.data.signer.language).toBe("de");
      expect((await signer.view(token)).json.data.signer.language).toBe("de");
    } finally {
      await setOrganizationLanguage("en");
    }
  });

  it("keeps a locale the sender chose, whatever the browser says", async () => {
    const { chosen } = await process();
    const view = await signer.view(chosen, FRENCH_BROWSER);
    expect(view.json.data.signer).toMatchObject({ locale: "de", language: "de" });
  });

  it("keeps a locale we do not speak as sent (the page falls back when it renders)", async () => {
    const body = twoSignerBody(assetId, { dispatchMode: "KIOSK" });
    body.signers[0]!.locale = "sv";
    const created = await createProcess(org.adminKey, body);
    const [first] = await database.db.select().from(signers).where(eq(signers.signingProcessId, created.json.data.id)).orderBy(signers.signOrder);
    expect(first).toMatchObject({ locale: "sv" });
  });
});

describe("POST /sign/{token}/language", () => {
  it("stores the signer's choice, which then wins over the browser and reaches the sender's API", async () => {
    const { id, chosen } = await process();
    const answered = await chooseLanguage(chosen, { language: "es" });
    expect(answered.status).toBe(200);
    expect(answered.json.data).toEqual({ language: "es" });

    expect((await signer.view(chosen, FRENCH_BROWSER)).json.data.signer).toMatchObject({ locale: "es", language: "es" });
    const [slot] = await database.db.select().from(signers).where(eq(signers.signingProcessId, id)).orderBy(signers.signOrder);
    expect(slot).toMatchObject({ locale: "es", localeExplicit: true });
  });

  it("speaks Italian to an Italian browser, and takes Italian from the switcher", async () => {
    const { token } = await oneEmailedSigner("Contratto di lavoro");
    expect((await signer.view(token, { "accept-language": "it-CH,it;q=0.9,de;q=0.5" })).json.data.signer).toMatchObject({ language: "it" });

    const { chosen } = await process();
    const answered = await chooseLanguage(chosen, { language: "it" });
    expect(answered.json.data).toEqual({ language: "it" });
    expect((await signer.view(chosen, FRENCH_BROWSER)).json.data.signer).toMatchObject({ locale: "it", language: "it" });
  });

  it.each([
    { browser: "nl-BE,nl;q=0.9,fr-BE;q=0.8", language: "nl" },
    { browser: "pt-BR,pt;q=0.9,en;q=0.5", language: "pt" },
    { browser: "pl-PL,pl;q=0.9,en;q=0.5", language: "pl" },
    { browser: "ja-JP,ja;q=0.9,en-US;q=0.8", language: "ja" },
    { browser: "zh-TW,zh;q=0.9,en;q=0.5", language: "zh" },
  ])("speaks $language to a $browser browser, and takes $language from the switcher", async ({ browser, language }) => {
    const { token } = await oneEmailedSigner(`Contract ${language}`);
    expect((await signer.view(token, { "accept-language": browser })).json.data.signer).toMatchObject({ language });

    const { chosen } = await process();
    expect((await chooseLanguage(chosen, { language })).json.data).toEqual({ language });
    expect((await signer.view(chosen, FRENCH_BROWSER)).json.data.signer).toMatchObject({ locale: language, language });
  });

  it("refuses a language we do not speak, and a link that does not work", async () => {
    const { chosen } = await process();
    const refused = await chooseLanguage(chosen, { language: "sv" });
    expect(refused.status).toBe(400);
    expect(refused.json.message).toEqual([expect.stringMatching(/^language must be one of: en, de, fr, es, it/)]);

    const unknown = await chooseLanguage("not-a-token", { language: "fr" });
    expect(unknown.status).toBe(404);
    expect(unknown.json.code).toBe("SIGNING_LINK_INVALID");
  });
});

/** An emailed process with one signer, no locale given, and one signature to make; answers its id and the signer's token. */
async function oneEmailedSigner(subject: string) {
  const created = await createProcess(org.adminKey, {
    dispatchMode: "EMAIL",
    sourcePdfAssetId: assetId,
    subject,
    expiresAt: inDays(7),
    authPolicy: "SES_LINK_ONLY",
    signers: [{ signOrder: 1, name: "Noor", email: "noor@example.test" }],
    fields: [{ assignedSignerSignOrder: 1, type: "SIGNATURE", label: "Signature", required: true, page: 0, x: 72, y: 100, w: 180, h: 50 }],
  });
  expect(created.status).toBe(201);
  const id = created.json.data.id as string;
  return { id, token: await invitedToken(database.db, id, "noor@example.test") };
}

async function slotOf(processId: string) {
  const [slot] = await database.db.select().from(signers).where(eq(signers.signingProcessId, processId));
  return slot!;
}

/** Signs, lets the jobs seal the files, and answers the subject of the completed email. */
async function signAndReadCompletedEmail(processId: string, token: string): Promise<string | null> {
  expect((await signer.submit(token, { fields: {}, signature: { type: "TYPED", text: "Noor" }, consent: true })).status).toBe(200);
  for (let round = 0; round < 3; round++) await runDueJobs(database.db);
  const { items } = await listOutboxMessages({ signingProcessId: processId, channel: "email" });
  const completed = items.filter((message) => message.meta.kind === "completed");
  expect(completed).toHaveLength(1);
  return completed[0]!.subject;
}

describe("the language of the emails that follow the page", () => {
  it("keeps the browser's language from the signer's first look, still as no choice, and the completed email speaks it", async () => {
    const { id, token } = await oneEmailedSigner("Bail");
    expect(await slotOf(id)).toMatchObject({ locale: "en", localeExplicit: false });

    expect((await signer.view(token, FRENCH_BROWSER)).json.data.signer).toMatchObject({ locale: "fr", language: "fr" });
    expect(await slotOf(id)).toMatchObject({ locale: "fr", localeExplicit: false });

    // A later look from another browser: the page follows it, the record keeps the first look's.
    expect((await signer.view(token, { "accept-language": "es" })).json.data.signer).toMatchObject({ locale: "fr", language: "es" });
    expect(await slotOf(id)).toMatchObject({ locale: "fr", localeExplicit: false });

    expect(await signAndReadCompletedEmail(id, token)).toBe("« Bail » est signé");
  });

  it("records nothing from a browser that wants no language we speak", async () => {
    const { id, token } = await oneEmailedSigner("Contratto");
    expect((await signer.view(token, { "accept-language": "sv-SE, fi;q=0.5" })).json.data.signer.language).toBe("en");
    expect(await slotOf(id)).toMatchObject({ locale: "en", localeExplicit: false });
  });

  it("never puts the browser's language over a locale the sender chose", async () => {
    const { id, chosen } = await process();
    await signer.view(chosen, FRENCH_BROWSER);
    const [first] = await database.db.select().from(signers).where(eq(signers.signingProcessId, id)).orderBy(signers.signOrder);
    expect(first).toMatchObject({ locale: "de", localeExplicit: true });
  });

  it("sends the completed email in the language the signer chose with the switcher", async () => {
    const { id, token } = await oneEmailedSigner("Arrendamiento");
    await signer.view(token, FRENCH_BROWSER);
    expect((await chooseLanguage(token, { language: "es" })).status).toBe(200);
    expect(await slotOf(id)).toMatchObject({ locale: "es", localeExplicit: true });
    expect(await signAndReadCompletedEmail(id, token)).toBe("«Arrendamiento» está firmado");
  });
});

describe("what is said in the page's language", () => {
  it("records a form's signing statement in the language the page showed it in", async () => {
    const { id, tokens } = await publishedForm(org.adminKey);
    const answers = { pets: false };
    const done = await signer.submit(tokens[0]!, { answers, signature: { type: "TYPED", text: "Zoë Łódź" }, consent: true }, { "accept-language": "es-ES,es;q=0.9" });
    expect(done.status).toBe(200);
    const detail = (await formApi.get(org.adminKey, id)).json.data;
    expect(detail.signers[0].formSubmissionJson.signingStatement).toMatch(/^Acepto firmar este documento de forma electrónica\./);
  });
});
