import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { canonicalJson } from "@/lib/canonical-json";
import { auditEvents, onlineForms, signers } from "@/server/db/schema";
import { resetRateLimiter } from "@/server/throttle/rate-limiter";
import { runDueJobs } from "@/server/jobs/local-runner";
import { listOutboxMessages } from "@/server/outbox/list-outbox-messages";
import { formBlockSchema } from "@/lib/schemas/online-forms";
import { createTestDatabase, type TestDatabase } from "@/tests/support/database";
import { seedOrganization, type SeededOrganization } from "@/tests/support/fixtures";
import { formApi, formDocumentDraft, publishedForm, twoRecipientBlocks } from "@/tests/support/online-forms";
import { signer } from "@/tests/support/signing";

let database: TestDatabase;
let org: SeededOrganization;
let other: SeededOrganization;

beforeAll(async () => {
  database = await createTestDatabase();
  org = await seedOrganization(database.db, { plan: "PRO" });
  other = await seedOrganization(database.db, { plan: "PRO" });
});
afterAll(() => database.close());
beforeEach(() => resetRateLimiter());

const sha256 = (text: string) => createHash("sha256").update(text, "utf8").digest("hex");

describe("POST /api/v1/online-forms/{id}/publish", () => {
  it("sends a document: an ordinary SENT process of contentKind FORM with no PDF, and no email for private links", async () => {
    const created = await formApi.create(org.adminKey, { kind: "DOCUMENT", draft: formDocumentDraft() });
    const id = created.json.data.id;
    const res = await formApi.publish(org.adminKey, id, 1);
    expect(res.status).toBe(201);
    const definition = { blocks: twoRecipientBlocks.map((block) => formBlockSchema.parse(block)) };
    const contentSha256 = sha256(canonicalJson(definition));
    expect(res.json.data).toMatchObject({ id, status: "PUBLISHED", formContentSha256: contentSha256 });
    expect(res.json.data.signingProcess).toMatchObject({
      status: "SENT",
      contentKind: "FORM",
      dispatchMode: "PRIVATE_LINK",
      origin: "DIRECT",
      onlineFormId: id,
      formContentSha256: contentSha256,
      documentSha256: contentSha256,
      sourcePdfAssetId: null,
      sourceAsset: null,
      fields: [],
    });
    expect(res.json.data.signingProcess.signerSlots.map((slot: { status: string }) => slot.status)).toEqual(["READY", "PENDING"]);
    expect(res.json.data.signers.map((slot: { name: string }) => slot.name)).toEqual(["Zoë Łódź", "Lars Landlord"]);
    await runDueJobs(database.db);
    expect((await listOutboxMessages({ signingProcessId: res.json.data.signingProcess.id, channel: "email" })).items).toEqual([]);
    const events = await database.db.select().from(auditEvents).where(eq(auditEvents.signingProcessId, res.json.data.signingProcess.id));
    expect(events.map((event) => event.documentSha256)).toEqual(events.map(() => contentSha256));
  });

  it("answers the first result again for the same draft version (200), and freezes the form", async () => {
    const id = (await formApi.create(org.adminKey, { kind: "DOCUMENT", draft: formDocumentDraft() })).json.data.id;
    const first = await formApi.publish(org.adminKey, id, 1);
    const again = await formApi.publish(org.adminKey, id, 1);
    expect(again.status).toBe(200);
    expect(again.json.data.signingProcess.id).toBe(first.json.data.signingProcess.id);
    expect((await formApi.publish(org.adminKey, id, 2)).json.code).toBe("INVALID_STATE");
    expect((await formApi.patch(org.adminKey, id, { expectedDraftVersion: 1, draft: { subject: "Changed" } })).json.code).toBe("INVALID_STATE");
    expect((await formApi.remove(org.adminKey, id)).json.code).toBe("INVALID_STATE");
  });

  it("publishes once when two requests race, creating one process", async () => {
    const id = (await formApi.create(org.adminKey, { kind: "DOCUMENT", draft: formDocumentDraft() })).json.data.id;
    const results = await Promise.all([formApi.publish(org.adminKey, id, 1), formApi.publish(org.adminKey, id, 1)]);
    expect(results.map((res) => res.status).sort()).toEqual([200, 201]);
    expect(new Set(results.map((res) => res.json.data.signingProcess.id)).size).toBe(1);
  });

  it("refuses a stale draft version with 409 DRAFT_VERSION_CONFLICT", async () => {
    const id = (await formApi.create(org.adminKey, { kind: "DOCUMENT", draft: formDocumentDraft() })).json.data.id;
    await formApi.patch(org.adminKey, id, { expectedDraftVersion: 1, draft: { subject: "Newer" } });
    const res = await formApi.publish(org.adminKey, id, 1);
    expect(res.status).toBe(409);
    expect(res.json).toMatchObject({ code: "DRAFT_VERSION_CONFLICT", details: { currentDraftVersion: 2 } });
  });

  it("refuses a form that cannot be sent, saying why", async () => {
    const incomplete = formDocumentDraft({
      subject: undefined,
      delivery: "EMAIL",
      expiresAt: undefined,
      authPolicy: "AES_OTP",
      signers: [{ signOrder: 1, name: "A", email: "a@example.test", phoneE164: "+4915112345678" }, { signOrder: 3, name: "B" }],
      definition: { blocks: twoRecipientBlocks.filter((block) => block.id !== "sign2").map((block) => (block.id === "pets" ? { ...block, showWhen: [{ field: "extras", operator: "isEmpty" }] } : block)) },
    });
    const id = (await formApi.create(org.adminKey, { kind: "DOCUMENT", draft: incomplete })).json.data.id;
    const res = await formApi.publish(org.adminKey, id, 1);
    expect(res.status).toBe(400);
    expect(res.json.message).toEqual([
      "draft.subject is required to send the form",
      "draft.expiresAt is required to send the form",
      "draft.signers.1.email is required with delivery EMAIL",
      "draft.signers.1.phoneE164 is required with authPolicy AES_OTP",
      "signers: sign orders must run 1, 2, 3 … without gaps (found 1, 3)",
      'definition.blocks.1 ("pets").showWhen.0: "extras" comes after this block; a rule may only look at earlier questions',
      'definition.blocks.9 ("checked").signOrder: no signer has signOrder 2',
      "definition.blocks: recipient 3 needs a required SIGNATURE block that is always visible",
    ]);
  });

  it("applies the plan: AES_OTP on FREE answers 402 PLAN_FEATURE_UNAVAILABLE", async () => {
    const free = await seedOrganization(database.db, { plan: "FREE" });
    const draft = formDocumentDraft({ authPolicy: "AES_OTP", signers: formDocumentDraft().signers.map((slot, index) => ({ ...slot, phoneE164: `+4915112345${index}00` })) });
    const id = (await formApi.create(free.adminKey, { kind: "DOCUMENT", draft })).json.data.id;
    const res = await formApi.publish(free.adminKey, id, 1);
    expect(res.status).toBe(402);
    expect(res.json.code).toBe("PLAN_FEATURE_UNAVAILABLE");
    expect((await formApi.get(free.adminKey, id)).json.data.status).toBe("DRAFT");
  });

  it("publishes a form template's numbered versions", async () => {
    const id = (await formApi.create(org.adminKey, { kind: "TEMPLATE", draft: { subject: "Household", definition: { blocks: twoRecipientBlocks } } })).json.data.id;
    const first = await formApi.publish(org.adminKey, id, 1);
    expect(first.status).toBe(201);
    expect(first.json.data).toMatchObject({ status: "PUBLISHED", latestVersion: 1, signingProcess: null });
    expect((await formApi.publish(org.adminKey, id, 1)).status).toBe(200);
    await formApi.patch(org.adminKey, id, { expectedDraftVersion: 1, draft: { subject: "Household v2" } });
    expect((await formApi.publish(org.adminKey, id, 2)).json.data.latestVersion).toBe(2);
  });
});

describe("private links and signing a form", () => {
  it("gives each signer the same link until it is rotated; another organization's form answers 404", async () => {
    const { id, process, tokens } = await publishedForm(org.adminKey);
    const again = await formApi.link(org.adminKey, id, process.signerSlots[0].id);
    expect(again.json.data.url).toBe(`http://localhost:3000/sign/${tokens[0]}`);
    expect((await formApi.link(other.adminKey, id, process.signerSlots[0].id)).status).toBe(404);
    const foreign = await publishedForm(org.adminKey);
    expect((await formApi.link(org.adminKey, id, foreign.process.signerSlots[0].id)).status).toBe(404);
    const draftOnly = (await formApi.create(org.adminKey, { kind: "DOCUMENT", draft: formDocumentDraft() })).json.data.id;
    expect((await formApi.link(org.adminKey, draftOnly, process.signerSlots[0].id)).json.code).toBe("INVALID_STATE");
  });

  it("shows each signer their own blocks; one whose turn has not come waits and gets 409 SIGNER_NOT_READY", async () => {
    const { tokens } = await publishedForm(org.adminKey);
    const second = await signer.view(tokens[1]!);
    expect(second.status).toBe(200);
    expect(second.json.data.signer.status).toBe("PENDING");
    expect(second.json.data.form.blocks.map((block: { id: string }) => block.id)).toEqual(["checked", "sign2"]);
    const early = await signer.submit(tokens[1]!, { answers: { checked: true }, signature: { type: "TYPED", text: "Lars" }, consent: true });
    expect(early.status).toBe(409);
    expect(early.json.code).toBe("SIGNER_NOT_READY");
    const first = await signer.view(tokens[0]!);
    expect(first.json.data).toMatchObject({ document: null, fields: [], process: { contentKind: "FORM" } });
    expect(first.json.data.form.blocks).toHaveLength(9);
  });

  it("re-evaluates visibility on submit: names missing required answers, drops hidden ones, records what was accepted with its hash", async () => {
    const { id, process, tokens } = await publishedForm(org.adminKey);
    const missing = await signer.submit(tokens[0]!, { answers: { pets: true, kind: "dog", extras: ["pool"] }, signature: { type: "TYPED", text: "Zoë" }, consent: true });
    expect(missing.status).toBe(400);
    expect(missing.json.message).toEqual(['answers.dogName ("The dog\'s name") is required', 'answers.poolRules ("I read the pool rules") must be checked']);
    const noSignature = await signer.submit(tokens[0]!, { answers: { pets: false }, consent: true });
    expect(noSignature.json.message).toEqual(["signature is required: draw or type your signature"]);

    const done = await signer.submit(tokens[0]!, {
      answers: { pets: false, kind: "dog", dogName: "Rex", extras: ["garden"], notes: "Quiet street" },
      signature: { type: "TYPED", text: "Zoë Łódź" },
      consent: true,
    });
    expect(done.status).toBe(200);
    const detail = (await formApi.get(org.adminKey, id)).json.data;
    const submission = detail.signers[0];
    expect(submission.formSubmissionJson).toMatchObject({
      answers: { pets: false, extras: ["garden"], notes: "Quiet street" },
      visibleBlockIds: ["intro", "pets", "extras", "notes", "sign1"],
      signingStatement: expect.stringContaining("I agree to sign this document electronically"),
    });
    expect(submission.formSubmissionJson.answers).not.toHaveProperty("dogName");
    expect(submission.formSubmissionSha256).toBe(sha256(canonicalJson(submission.formSubmissionJson)));
    expect(submission.signedAt).toEqual(expect.any(String));
    const [event] = await database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.signingProcessId, process.id))
      .then((rows) => rows.filter((row) => row.type === "signer.submitted"));
    expect(event!.details).toMatchObject({ formSubmissionSha256: submission.formSubmissionSha256 });
    const [stored] = await database.db.select().from(signers).where(eq(signers.id, process.signerSlots[0].id));
    expect(stored!.formSubmissionSha256).toBe(submission.formSubmissionSha256);
  });

  it("refuses answers to another recipient's questions and answers of the wrong type", async () => {
    const { tokens } = await publishedForm(org.adminKey);
    const res = await signer.submit(tokens[0]!, { answers: { pets: "yes", checked: true }, signature: { type: "TYPED", text: "Z" }, consent: true });
    expect(res.status).toBe(400);
    expect(res.json.message).toEqual(['answers.checked: this form has no question "checked" for you', 'answers.pets ("Do you keep pets?") must be true or false']);
  });

  it("refuses an answer the form PDF cannot print, naming its characters, stores nothing, and takes Arabic and Thai", async () => {
    const { process, tokens } = await publishedForm(org.adminKey);
    const answers = { pets: true, kind: "dog", dogName: "ᏣᎳᎩ Rex", extras: ["garden"], notes: "𓀀 garden" };
    const refused = await signer.submit(tokens[0]!, { answers, signature: { type: "TYPED", text: "Zoë" }, consent: true });
    expect(refused.status).toBe(400);
    expect(refused.json.message).toEqual([
      'answers.dogName ("The dog\'s name") has characters the document cannot show yet: Ꮳ Ꮃ Ꭹ',
      'answers.notes ("Anything else?") has characters the document cannot show yet: 𓀀',
    ]);
    const [stored] = await database.db.select().from(signers).where(eq(signers.id, process.signerSlots[0].id));
    expect(stored).toMatchObject({ status: "READY", completedAt: null, formSubmissionJson: null, formSubmissionSha256: null, signatureText: null });
    const events = await database.db.select().from(auditEvents).where(eq(auditEvents.signingProcessId, process.id));
    expect(events.map((event) => event.type)).not.toContain("signer.submitted");

    const accepted = await signer.submit(tokens[0]!, { answers: { ...answers, dogName: "محمد", notes: "สวนหลังบ้าน" }, signature: { type: "TYPED", text: "Zoë" }, consent: true });
    expect(accepted.status).toBe(200);
  });
});

describe("documents from a form template", () => {
  const templateBlocks = [
    { id: "hello", type: "TEXT", text: "Welcome, {{customer.name}}, to {{ company }}." },
    { id: "plan", type: "MULTIPLE_CHOICE", label: "Plan for {{customer.name}}", options: [{ id: "basic", label: "{{plans.basic}}" }, { id: "pro", label: "Pro" }] },
    { id: "sign1", type: "SIGNATURE", label: "Customer", required: true },
  ];
  const recipients = { subject: "Welcome", authPolicy: "SES_LINK_ONLY", delivery: "PRIVATE_LINK", expiresAt: formDocumentDraft().expiresAt, signers: [{ signOrder: 1, name: "Chen Wei" }] };

  async function publishedTemplate(): Promise<string> {
    const id = (await formApi.create(org.adminKey, { kind: "TEMPLATE", draft: { subject: "Welcome", definition: { blocks: templateBlocks } } })).json.data.id;
    expect((await formApi.publish(org.adminKey, id, 1)).status).toBe(201);
    return id;
  }

  it("fills the placeholders once, keeps its own snapshot, and sends as origin TEMPLATE", async () => {
    const templateId = await publishedTemplate();
    const created = await formApi.create(org.adminKey, {
      kind: "DOCUMENT",
      templateId,
      expectedTemplateVersion: 1,
      data: { customer: { name: "Chen Wei 陈伟" }, company: "Signet", plans: { basic: "Basic" } },
      prefills: { plan: "pro" },
      draft: recipients,
    });
    expect(created.status).toBe(201);
    expect(created.json.data).toMatchObject({ templateId, templateVersion: 1 });
    const blocks = created.json.data.draft.definition.blocks;
    expect(blocks[0].text).toBe("Welcome, Chen Wei 陈伟, to Signet.");
    expect(blocks[1]).toMatchObject({ label: "Plan for Chen Wei 陈伟", options: [{ id: "basic", label: "Basic" }, { id: "pro", label: "Pro" }] });
    expect(created.json.data.draft.prefills).toEqual({ plan: "pro" });

    // A later version of the template does not touch the document.
    await formApi.patch(org.adminKey, templateId, { expectedDraftVersion: 1, draft: { definition: { blocks: templateBlocks.map((block) => (block.id === "hello" ? { ...block, text: "Changed" } : block)) } } });
    await formApi.publish(org.adminKey, templateId, 2);
    expect((await formApi.get(org.adminKey, created.json.data.id)).json.data.draft.definition.blocks[0].text).toBe("Welcome, Chen Wei 陈伟, to Signet.");
    const sent = await formApi.publish(org.adminKey, created.json.data.id, 1);
    expect(sent.json.data.signingProcess.origin).toBe("TEMPLATE");
    // The signing page starts with the prefilled answer.
    const link = await formApi.link(org.adminKey, created.json.data.id, sent.json.data.signingProcess.signerSlots[0].id);
    const view = await signer.view(link.json.data.url.split("/sign/")[1]);
    expect(view.json.data.form.prefills).toEqual({ plan: "pro" });
  });

  it("refuses missing placeholder data, a stale expectedTemplateVersion, prefills that do not fit, and an archived or unpublished template", async () => {
    const templateId = await publishedTemplate();
    const base = { kind: "DOCUMENT", templateId, draft: recipients, data: { customer: { name: "A" }, company: "B", plans: { basic: "C" } } };
    const missing = await formApi.create(org.adminKey, { ...base, data: { customer: { name: "A" } } });
    expect(missing.json.message).toEqual(["data.company is needed: the template writes {{company}}", "data.plans.basic is needed: the template writes {{plans.basic}}"]);
    const stale = await formApi.create(org.adminKey, { ...base, expectedTemplateVersion: 2 });
    expect(stale.json).toMatchObject({ code: "DRAFT_VERSION_CONFLICT", details: { currentTemplateVersion: 1 } });
    const badPrefill = await formApi.create(org.adminKey, { ...base, prefills: { plan: "gold", nope: true } });
    expect(badPrefill.json.message).toEqual(["draft.prefills.plan must be the id of one of the question's options", "draft.prefills.nope is not a question of this form"]);
    const withBlocks = await formApi.create(org.adminKey, { ...base, draft: { ...recipients, definition: { blocks: [] } } });
    expect(withBlocks.json.message).toEqual(["draft.definition must be left out: the blocks come from the template"]);
    const unpublished = (await formApi.create(org.adminKey, { kind: "TEMPLATE", draft: { subject: "x" } })).json.data.id;
    expect((await formApi.create(org.adminKey, { ...base, templateId: unpublished })).json.code).toBe("INVALID_STATE");
    expect((await formApi.create(other.adminKey, base)).status).toBe(404);
  });

  it("refuses a document whose filled placeholders make a block or the whole form too large, naming the block, and keeps nothing", async () => {
    const bomb = { id: "bomb", type: "TEXT", text: "{{a}}".repeat(2_000) };
    const wide = { id: "wide", type: "TEXT", text: "{{b}}" };
    const id = (await formApi.create(org.adminKey, { kind: "TEMPLATE", draft: { subject: "Bomb", definition: { blocks: [bomb, wide, ...templateBlocks.slice(2)] } } })).json.data.id;
    expect((await formApi.publish(org.adminKey, id, 1)).status).toBe(201);
    const before = (await formApi.get(org.adminKey, id)).json.data;

    // 5 KB of data would make a 10 MB block.
    const tooLong = await formApi.create(org.adminKey, { kind: "DOCUMENT", templateId: id, draft: recipients, data: { a: "x".repeat(5_000), b: "y" } });
    expect(tooLong.status).toBe(400);
    expect(tooLong.json.message).toEqual(['definition.blocks.0 ("bomb").text: with its placeholders filled, it is 10,000,000 characters long; at most 10,000 are allowed']);

    // Each block within its limit, the form as a whole over MAX_FORM_TEXT_CHARS.
    const manyWide = { id: "many", type: "TEXT", text: "{{a}}".repeat(60) };
    const blocks = [...Array.from({ length: 25 }, (_, index) => ({ ...manyWide, id: `many${index}` })), ...templateBlocks.slice(2)];
    const big = (await formApi.create(org.adminKey, { kind: "TEMPLATE", draft: { subject: "Big", definition: { blocks } } })).json.data.id;
    expect((await formApi.publish(org.adminKey, big, 1)).status).toBe(201);
    const tooBig = await formApi.create(org.adminKey, { kind: "DOCUMENT", templateId: big, draft: recipients, data: { a: "z".repeat(150) } });
    expect(tooBig.status).toBe(400);
    expect(tooBig.json.message).toEqual(["definition: the form's blocks hold 225,008 characters of text; a form may hold at most 200,000"]);

    const documents = await database.db.select().from(onlineForms).where(eq(onlineForms.templateId, id));
    expect(documents).toEqual([]);
    expect((await formApi.get(org.adminKey, id)).json.data).toEqual(before);
  });
});
