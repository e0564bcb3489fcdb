import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { organizations, pdfAssets, signingProcesses } from "@/server/db/schema";
import { resetRateLimiter } from "@/server/throttle/rate-limiter";
import { runDueJobs } from "@/server/jobs/local-runner";
import { closeHtmlRenderer } from "@/server/pdf/html/chromium";
import { pdfFonts, pdfText, wordBoxes } from "@/server/pdf/stamp/testing/poppler";
import { getStorage } from "@/server/storage/storage";
import { createTestDatabase, type TestDatabase } from "@/tests/support/database";
import { createMember, seedOrganization, type SeededOrganization } from "@/tests/support/fixtures";
import { call, routeAt } from "@/tests/support/http";
import { inDays, readyAsset, signaturePng, signer, storedToken } from "@/tests/support/signing";
import { pdfTemplateDraft, publishedPdfTemplate, startBody, templateApi } from "@/tests/support/templates";

const archiveRoute = routeAt("/templates/{id}/archive");

let database: TestDatabase;
let org: SeededOrganization;
let other: SeededOrganization;
let assetId: string;
let templateId: string;

beforeAll(async () => {
  database = await createTestDatabase();
  org = await seedOrganization(database.db, { plan: "PRO" });
  other = await seedOrganization(database.db, { plan: "PRO" });
  assetId = await readyAsset(database.db, org.adminKey);
  templateId = await publishedPdfTemplate(org.adminKey, assetId);
});
afterAll(async () => {
  await closeHtmlRenderer();
  await database.close();
});
beforeEach(() => resetRateLimiter());

async function sourceBytes(processId: string): Promise<Uint8Array> {
  const [process] = await database.db.select().from(signingProcesses).where(eq(signingProcesses.id, processId));
  const [asset] = await database.db.select().from(pdfAssets).where(eq(pdfAssets.id, process!.sourcePdfAssetId!));
  return new Uint8Array(await getStorage().readBytes(asset!.storageKey));
}

describe("POST /api/v1/templates/{id}/start-signing from a PDF template", () => {
  it("starts a SENT process bound to the version, with the Sender fields printed into a new source PDF", async () => {
    const res = await templateApi.start(org.adminKey, templateId, startBody({ fieldPrefills: [{ fieldKey: "tenantIban", value: "DE02 1203 0000 0000 2020 51" }] }));
    expect(res.status).toBe(201);
    const process = res.json.data;
    expect(process).toMatchObject({ status: "SENT", origin: "TEMPLATE", templateId, templateVersion: 1, subject: "Lease", dispatchMode: "EMAIL", authPolicy: "SES_LINK_ONLY" });
    expect(process.signerSlots.map((slot: { roleLabel: string; signOrder: number }) => [slot.signOrder, slot.roleLabel])).toEqual([
      [1, "Tenant"],
      [2, "Landlord"],
    ]);
    expect(process.fields.map((field: { key: string }) => field.key)).toEqual(["tenantIban", "moveIn", "rules", "tenantSignature", "landlordSignature"]);
    expect(process.fields[0]).toMatchObject({ value: "DE02 1203 0000 0000 2020 51", page: 0, x: 72, y: 140 });

    expect(process.sourcePdfAssetId).not.toBe(assetId);
    const bytes = await sourceBytes(process.id);
    const text = pdfText(bytes);
    expect(text).toContain("Zoë Łódź");
    expect(text).toContain("1250");
    // The signers see exactly this document: its hash is the process's.
    const [asset] = await database.db.select().from(pdfAssets).where(eq(pdfAssets.id, process.sourcePdfAssetId));
    expect(asset).toMatchObject({ origin: "TEMPLATE_SOURCE", sha256: process.documentSha256 });
    // And it is an asset like any other: its previews are rendered.
    await runDueJobs(database.db);
    const [processed] = await database.db.select().from(pdfAssets).where(eq(pdfAssets.id, process.sourcePdfAssetId));
    expect(processed!.processingStatus).toBe("READY");
  });

  it("prints numbers as the organization's language is written in its country", async () => {
    const swiss = await seedOrganization(database.db, { plan: "PRO" });
    await database.db.update(organizations).set({ defaultLanguage: "de", country: "CH" }).where(eq(organizations.id, swiss.organizationId));
    const swissTemplate = await publishedPdfTemplate(swiss.adminKey, await readyAsset(database.db, swiss.adminKey));
    const res = await templateApi.start(swiss.adminKey, swissTemplate, startBody({ data: { tenant: { name: "Zoë" }, rent: 12500.5 } }));
    expect(res.status).toBe(201);
    expect(pdfText(await sourceBytes(res.json.data.id))).toMatch(/12['’]500\.50/);
  });

  it("prints Latin, Cyrillic, Greek and CJK values in the shipped fonts, inside their boxes", async () => {
    const name = "Ωμέγα Жанна 王小明 김민수";
    const res = await templateApi.start(org.adminKey, templateId, startBody({ data: { tenant: { name }, rent: 999 } }));
    expect(res.status).toBe(201);
    const bytes = await sourceBytes(res.json.data.id);
    expect(pdfText(bytes)).toContain("王小明");
    expect(pdfFonts(bytes)).toMatch(/NotoSans-Regular/);
    expect(pdfFonts(bytes)).toMatch(/NotoSansSC/);
    expect(pdfFonts(bytes)).toMatch(/NotoSansKR/);
    const long = "Maximiliana Konstantinopolitanische Grundstücksverwaltungsgesellschaft Wolkenkratzerhausmeisterin Zebrastreifen";
    const shrunk = await templateApi.start(org.adminKey, templateId, startBody({ data: { tenant: { name: long }, rent: 1 } }));
    const words = wordBoxes(await sourceBytes(shrunk.json.data.id)).filter((word) => long.split(" ").includes(word.text) && word.page === 0);
    expect(words.length).toBeGreaterThanOrEqual(long.split(" ").length);
    for (const word of words) {
      expect(word.xMin).toBeGreaterThanOrEqual(72 - 0.5);
      expect(word.xMax).toBeLessThanOrEqual(72 + 220 + 0.5);
    }
  });

  it("signs the template's own PDF byte for byte when no Sender field has a value", async () => {
    const draft = { ...pdfTemplateDraft(assetId), prefillFields: [] };
    const created = await templateApi.create(org.adminKey, { kind: "PDF", name: "Plain", draft });
    await templateApi.publish(org.adminKey, created.json.data.id);
    const res = await templateApi.start(org.adminKey, created.json.data.id, startBody());
    expect(res.status).toBe(201);
    expect(res.json.data.sourcePdfAssetId).toBe(assetId);
  });

  it("checks data against the input schema: required keys, types and nested dot paths, all at once", async () => {
    const res = await templateApi.start(org.adminKey, templateId, startBody({ data: { tenant: "not an object", rent: "a lot", startDate: "2026-02-30", pets: "yes" } }));
    expect(res.status).toBe(400);
    expect(res.json.message).toEqual([
      "data.tenant.name is required (Tenant name)",
      "data.rent must be a number (Monthly rent)",
      "data.startDate must be a date written yyyy-mm-dd (Start date)",
      "data.pets must be true or false (Pets allowed)",
    ]);
  });

  it("applies the fieldPrefills rules", async () => {
    const cases: [unknown[], string][] = [
      [[{ fieldKey: "nope", value: "x" }], 'fieldPrefills.0.fieldKey: no signing field has the key "nope"'],
      [[{ fieldKey: "tenantSignature", value: "x" }], "fieldPrefills.0.value cannot be set: SIGNATURE fields are signed, never prefilled"],
      [[{ fieldKey: "moveIn", value: "01.02.2026" }], "fieldPrefills.0.value must be a date written yyyy-mm-dd, or %TODAY%, for a DATE field"],
      [[{ fieldKey: "rules", value: "true" }], "fieldPrefills.0.value must be true or false for a CHECKBOX field"],
      [[{ fieldKey: "tenantIban", value: true }], "fieldPrefills.0.value must be text or a number for a TEXT field"],
      [[{ fieldKey: "tenantIban", value: "a" }, { fieldKey: "tenantIban", value: "b" }], 'fieldPrefills.1.fieldKey: "tenantIban" is prefilled more than once'],
    ];
    for (const [fieldPrefills, message] of cases) {
      const res = await templateApi.start(org.adminKey, templateId, startBody({ fieldPrefills }));
      expect(res.status, message).toBe(400);
      expect(res.json.message).toEqual([message]);
    }
    const nested = await templateApi.start(org.adminKey, templateId, startBody({ fieldPrefills: [{ fieldKey: "tenantIban", value: { iban: "x" } }] }));
    expect(nested.status).toBe(400);

    const ok = await templateApi.start(
      org.adminKey,
      templateId,
      startBody({ fieldPrefills: [{ fieldKey: "tenantIban", value: 4711 }, { fieldKey: "moveIn", value: "%TODAY%" }, { fieldKey: "rules", value: true }] }),
    );
    expect(ok.status).toBe(201);
    const values = Object.fromEntries(ok.json.data.fields.map((field: { key: string; value: unknown }) => [field.key, field.value]));
    expect(values).toMatchObject({ tenantIban: "4711", moveIn: new Date().toISOString().slice(0, 10), rules: true, tenantSignature: null });
  });

  it("takes exactly one signer per role, with what the policy needs", async () => {
    const tenant = { roleKey: "tenant", name: "T", email: "t@example.test" };
    const cases: [unknown, string[]][] = [
      [{ signers: [tenant] }, ['signers: the role "Landlord" (landlord) needs a signer']],
      [
        { signers: [tenant, { ...tenant, name: "Again" }, { roleKey: "landlord", name: "L", email: "l@example.test" }] },
        ['signers.1.roleKey: the role "tenant" already has a signer; each role takes exactly one'],
      ],
      [{ signers: [tenant, { roleKey: "owner", name: "O", email: "o@example.test" }] }, expect.arrayContaining(['signers.1.roleKey: "owner" is not a role of this template (its roles: tenant, landlord)'])],
      [{ signers: [tenant, { roleKey: "landlord", name: "L" }] }, ["signers.1.email is required with policy EMAIL_SES_LINK_ONLY"]],
      [{ policy: "EMAIL_AES_OTP" }, ["signers.0.phoneE164 is required with policy EMAIL_AES_OTP", "signers.1.phoneE164 is required with policy EMAIL_AES_OTP"]],
      [{ policy: "CURRENT_USER_SES_LINK_ONLY" }, ["policy CURRENT_USER_SES_LINK_ONLY signs as the caller alone, but this template has 2 roles"]],
    ];
    for (const [overrides, messages] of cases) {
      const res = await templateApi.start(org.adminKey, templateId, startBody(overrides as Record<string, unknown>));
      expect(res.status, JSON.stringify(overrides)).toBe(400);
      expect(res.json.message).toEqual(messages);
    }
    for (const overrides of [{ policy: "SMS" }, { expiresAt: "2020-01-01T00:00:00Z" }, { signers: [] }, { data: "text" }]) {
      expect((await templateApi.start(org.adminKey, templateId, startBody(overrides))).status, JSON.stringify(overrides)).toBe(400);
    }
  });

  it("stores each signer's locale as sent, a BCP 47 tag, and refuses one that is not", async () => {
    const signers = [
      { roleKey: "tenant", name: "Zoë Łódź", email: "zoe@example.test", locale: "pt-BR" },
      { roleKey: "landlord", name: "Lars Landlord", email: "lars@example.test", locale: "it" },
    ];
    const res = await templateApi.start(org.adminKey, templateId, startBody({ signers }));
    expect(res.status).toBe(201);
    expect(res.json.data.signerSlots.map((slot: { locale: string }) => slot.locale)).toEqual(["pt-BR", "it"]);
    const refused = await templateApi.start(org.adminKey, templateId, startBody({ signers: [{ ...signers[0], locale: "pt_BR" }, signers[1]] }));
    expect(refused.status).toBe(400);
    expect(refused.json.message).toEqual(["signers.0.locale must be a BCP 47 language tag, such as it, de-AT or pt-BR"]);
  });

  it("answers 409 for a template never published or archived, and 404 for another organization's", async () => {
    const draftOnly = await templateApi.create(org.adminKey, { kind: "PDF", name: "Unpublished", draft: pdfTemplateDraft(assetId) });
    const unpublished = await templateApi.start(org.adminKey, draftOnly.json.data.id, startBody());
    expect(unpublished.status).toBe(409);
    expect(unpublished.json.code).toBe("INVALID_STATE");

    const archived = await publishedPdfTemplate(org.adminKey, assetId, "Archived");
    await call(archiveRoute.POST, "POST", "/x", { apiKey: org.adminKey, params: { id: archived } });
    expect((await templateApi.start(org.adminKey, archived, startBody())).json.code).toBe("INVALID_STATE");

    const theirs = await templateApi.start(other.adminKey, templateId, startBody());
    expect(theirs.status).toBe(404);
    expect(theirs.json.code).toBe("NOT_FOUND");
  });

  it("lets a MEMBER key start from a published template; the process is theirs", async () => {
    const member = await createMember(database.db, org);
    const res = await templateApi.start(member.apiKey, templateId, startBody());
    expect(res.status).toBe(201);
    const [row] = await database.db.select().from(signingProcesses).where(eq(signingProcesses.id, res.json.data.id));
    expect(row!.createdByUserId).toBe(member.userId);
  });

  it("keeps a running process on its version while v2 is published", async () => {
    const id = await publishedPdfTemplate(org.adminKey, assetId, "Pinned");
    const v1 = await templateApi.start(org.adminKey, id, startBody());
    const draft = pdfTemplateDraft(assetId);
    await templateApi.patch(org.adminKey, id, { draft: { signingFields: draft.signingFields.filter((field) => field.key !== "rules") } });
    await templateApi.publish(org.adminKey, id);
    const v2 = await templateApi.start(org.adminKey, id, startBody());
    expect(v2.json.data.templateVersion).toBe(2);
    expect(v2.json.data.fields).toHaveLength(4);
    const again = await call(routeAt("/signing-processes/{id}").GET, "GET", "/x", { apiKey: org.adminKey, params: { id: v1.json.data.id } });
    expect(again.json.data.templateVersion).toBe(1);
    expect(again.json.data.fields).toHaveLength(5);
  });

  it("applies the plan: AES_OTP on FREE answers 402 PLAN_FEATURE_UNAVAILABLE, the eleventh process of a month 402 QUOTA_EXCEEDED", async () => {
    const free = await seedOrganization(database.db, { plan: "FREE" });
    const freeAsset = await readyAsset(database.db, free.adminKey);
    const id = await publishedPdfTemplate(free.adminKey, freeAsset);
    const phones = { signers: startBody().signers.map((slot, index) => ({ ...slot, phoneE164: `+491511234567${index}` })) };
    const otp = await templateApi.start(free.adminKey, id, startBody({ policy: "EMAIL_AES_OTP", ...phones }));
    expect(otp.status).toBe(402);
    expect(otp.json.code).toBe("PLAN_FEATURE_UNAVAILABLE");
    for (let n = 0; n < 10; n += 1) expect((await templateApi.start(free.adminKey, id, startBody())).status).toBe(201);
    const over = await templateApi.start(free.adminKey, id, startBody());
    expect(over.status).toBe(402);
    expect(over.json).toMatchObject({ code: "QUOTA_EXCEEDED", details: { quota: "signingProcessesPerMonth", limit: 10, used: 10 } });
  });

  it("refuses a read-only organization with 402 BILLING_ORG_READ_ONLY", async () => {
    const locked = await seedOrganization(database.db, { plan: "PRO" });
    const lockedAsset = await readyAsset(database.db, locked.adminKey);
    const id = await publishedPdfTemplate(locked.adminKey, lockedAsset);
    await database.db.update(organizations).set({ readOnly: true }).where(eq(organizations.id, locked.organizationId));
    const res = await templateApi.start(locked.adminKey, id, startBody());
    expect(res.status).toBe(402);
    expect(res.json.code).toBe("BILLING_ORG_READ_ONLY");
  });

  it("goes through the signing pipeline that exists, to a sealed COMPLETED document", async () => {
    const draft = pdfTemplateDraft(assetId);
    const created = await templateApi.create(org.adminKey, {
      kind: "PDF",
      name: "Kiosk lease",
      draft: {
        ...draft,
        signerRoles: [draft.signerRoles[0]],
        signingFields: draft.signingFields.filter((field) => field.roleKey === "tenant"),
      },
    });
    await templateApi.publish(org.adminKey, created.json.data.id);
    const started = await templateApi.start(org.adminKey, created.json.data.id, {
      ...startBody({ policy: "KIOSK_SES_LINK_ONLY" }),
      signers: [{ roleKey: "tenant", name: "Kim Kiosk" }],
      fieldPrefills: [{ fieldKey: "tenantIban", value: "DE02" }],
    });
    expect(started.status).toBe(201);
    await runDueJobs(database.db);
    const token = await storedToken(database.db, started.json.data.signerSlots[0].id);
    const submitted = await signer.submit(token, { fields: {}, signature: { type: "DRAWN", imagePng: signaturePng() }, consent: true });
    expect(submitted.status).toBe(200);
    await runDueJobs(database.db);
    const [done] = await database.db.select().from(signingProcesses).where(eq(signingProcesses.id, started.json.data.id));
    expect(done).toMatchObject({ status: "COMPLETED", finalizationStatus: "DONE", templateVersion: 1 });
  });
});

describe("POST /api/v1/templates/{id}/start-signing from an HTML template", () => {
  const html = `
    <h1>Offer for {{ customer.name }}</h1>
    <table><tr><td>Total</td><td>{{ total }} EUR</td></tr></table>
    {% if withDeposit %}<p>Deposit: <span data-sd-field="deposit" style="display:inline-block;width:120px;height:20px"></span></p>{% endif %}
    {% if withWitness %}<p>Witness: <span data-sd-field="witness" style="display:inline-block;width:180px;height:40px"></span></p>{% endif %}
    <p>Signed: <span data-sd-field="signature" style="display:inline-block;width:180px;height:48px"></span></p>`;
  const draft = {
    html,
    css: "body { font-size: 12pt; }",
    signerRoles: [{ key: "customer", label: "Customer", signOrder: 1 }],
    inputSchema: [
      { key: "customer.name", label: "Customer", type: "string", required: true },
      { key: "total", label: "Total", type: "number", required: true },
      { key: "withDeposit", label: "Deposit", type: "boolean", required: false },
      { key: "withWitness", label: "Witness", type: "boolean", required: false },
    ],
    signingFields: [
      { key: "deposit", roleKey: "customer", type: "TEXT", label: "Deposit", required: false },
      { key: "witness", roleKey: "customer", type: "TEXT", label: "Witness", required: true },
      { key: "signature", roleKey: "customer", type: "SIGNATURE", label: "Signature", required: true },
    ],
  };
  const body = (data: Record<string, unknown>) => ({
    data,
    signers: [{ roleKey: "customer", name: "Chen Wei", email: "chen@example.test" }],
    expiresAt: inDays(3),
    policy: "EMAIL_SES_LINK_ONLY",
  });
  let htmlTemplateId: string;

  beforeAll(async () => {
    const created = await templateApi.create(org.adminKey, { kind: "HTML", name: "Offer", draft });
    const published = await templateApi.publish(org.adminKey, created.json.data.id);
    expect(published.status).toBe(201);
    htmlTemplateId = created.json.data.id;
  });

  it("renders Liquid with the data, prints it, and places each field on its marker; an optional field whose marker Liquid removed is skipped", async () => {
    const res = await templateApi.start(org.adminKey, htmlTemplateId, body({ customer: { name: "<script>alert(1)</script> 陈伟" }, total: 420, withWitness: true }));
    expect(res.status).toBe(201);
    const fields = res.json.data.fields as { key: string; page: number; x: number; y: number; w: number; h: number }[];
    expect(fields.map((field) => field.key)).toEqual(["witness", "signature"]);
    const signature = fields.find((field) => field.key === "signature")!;
    expect(signature.page).toBe(0);
    expect(signature.w).toBeCloseTo(135, 0); // 180 CSS px = 135 pt
    expect(signature.h).toBeCloseTo(36, 0);
    const text = pdfText(await sourceBytes(res.json.data.id));
    // Printed as text, not run as markup.
    expect(text).toContain("Offer for <script>alert(1)</script>");
    expect(text).toContain("陈伟");
    expect(text).toContain("420 EUR");
    // The words printed beside the marker sit on its line.
    const signedWord = wordBoxes(await sourceBytes(res.json.data.id)).find((word) => word.text === "Signed:")!;
    expect(signature.y + signature.h).toBeGreaterThan(signedWord.yMin);
    expect(signature.x).toBeGreaterThan(signedWord.xMax);
  });

  it("answers 400 when a required field's marker is missing after Liquid", async () => {
    const res = await templateApi.start(org.adminKey, htmlTemplateId, body({ customer: { name: "A" }, total: 1, withWitness: false }));
    expect(res.status).toBe(400);
    expect(res.json.message).toEqual([
      'signingFields: the required field "witness" has no data-sd-field marker in the rendered document; check the Liquid conditions around it',
    ]);
  });

  it("answers 400 naming the limit when the template's Liquid fails at start", async () => {
    const loop = await templateApi.create(org.adminKey, {
      kind: "HTML",
      name: "Loop",
      draft: { ...draft, html: `${html}{% for i in (1..100000000) %}{{ i }}{% endfor %}` },
    });
    await templateApi.publish(org.adminKey, loop.json.data.id);
    const res = await templateApi.start(org.adminKey, loop.json.data.id, body({ customer: { name: "A" }, total: 1, withWitness: true }));
    expect(res.status).toBe(400);
    expect(res.json.message[0]).toMatch(/^The template could not be rendered: /);
  });
});
