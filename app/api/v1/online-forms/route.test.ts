import { count, eq } from "drizzle-orm";
import { NextRequest } from "next/server";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { onlineForms, organizations } from "@/server/db/schema";
import { resetRateLimiter } from "@/server/throttle/rate-limiter";
import { createTestDatabase, type TestDatabase } from "@/tests/support/database";
import { createMember, seedOrganization, type SeededOrganization } from "@/tests/support/fixtures";
import { call, routeAt } from "@/tests/support/http";
import { inDays } from "@/tests/support/signing";
import { templateApi } from "@/tests/support/templates";

const tagsRoute = routeAt("/template-tags");
const formRoute = routeAt("/online-forms/{id}");
const draftRoute = routeAt("/online-forms/{id}/draft");
const libraryRoute = routeAt("/online-forms/{id}/library");
const formsRoute = routeAt("/online-forms");

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

const blocks = [
  { id: "pets", type: "BOOLEAN", label: "Do you keep pets?" },
  { id: "petSection", type: "SECTION", label: "Pets", showWhen: [{ field: "pets", operator: "equals", value: true }] },
  { id: "kind", type: "MULTIPLE_CHOICE", label: "Which?", parentId: "petSection", options: [{ id: "cat", label: "Cat" }, { id: "dog", label: "Dog" }] },
  { id: "sign1", type: "SIGNATURE", label: "Tenant", required: true },
];
const documentDraft = (overrides: Record<string, unknown> = {}) => ({
  subject: "Pet questionnaire",
  authPolicy: "SES_LINK_ONLY",
  delivery: "PRIVATE_LINK",
  expiresAt: inDays(7),
  signers: [{ signOrder: 1, name: "Zoë Łódź", email: "zoe@example.test" }],
  metadata: { crmId: "A-17" },
  definition: { blocks },
  ...overrides,
});

const create = (apiKey: string, body: unknown, headers?: Record<string, string>) => call(formsRoute.POST, "POST", "/api/v1/online-forms", { apiKey, body, headers });
const patchDraft = (apiKey: string, id: string, body: unknown) => call(draftRoute.PATCH, "PATCH", `/api/v1/online-forms/${id}/draft`, { apiKey, body, params: { id } });
const read = (apiKey: string, id: string) => call(formRoute.GET, "GET", `/api/v1/online-forms/${id}`, { apiKey, params: { id } });
const formCount = async (organizationId: string) =>
  (await database.db.select({ n: count() }).from(onlineForms).where(eq(onlineForms.organizationId, organizationId)))[0]!.n;

/** The answer's exact bytes, for the byte-for-byte replay rule. */
async function createRaw(apiKey: string, body: unknown, key: string): Promise<{ status: number; text: string }> {
  const request = new NextRequest("http://localhost:3000/api/v1/online-forms", {
    method: "POST",
    headers: { "x-api-key": apiKey, "content-type": "application/json", "idempotency-key": key, "x-forwarded-for": "203.0.113.9" },
    body: JSON.stringify(body),
  });
  const response = await formsRoute.POST(request, { params: Promise.resolve({}) });
  return { status: response.status, text: await response.text() };
}

describe("POST /api/v1/online-forms", () => {
  it("creates a DOCUMENT draft at draftVersion 1 and a TEMPLATE draft with no signers", async () => {
    const res = await create(org.adminKey, { kind: "DOCUMENT", draft: documentDraft() });
    expect(res.status).toBe(201);
    expect(res.json.data).toMatchObject({
      kind: "DOCUMENT",
      status: "DRAFT",
      draftVersion: 1,
      subject: "Pet questionnaire",
      signingProcessId: null,
      signers: [],
      draft: { delivery: "PRIVATE_LINK", metadata: { crmId: "A-17" }, definition: { blocks: expect.arrayContaining([expect.objectContaining({ id: "pets", required: false, signOrder: 1, showWhen: [] })]) } },
    });
    const template = await create(org.adminKey, { kind: "TEMPLATE", draft: { subject: "Pets", definition: { blocks } } });
    expect(template.status).toBe(201);
    expect(template.json.data.draft.signers).toEqual([]);
  });

  it("refuses a broken structure naming the block and the rule, and creates nothing", async () => {
    const before = await formCount(org.organizationId);
    const res = await create(org.adminKey, {
      kind: "DOCUMENT",
      draft: documentDraft({ definition: { blocks: [...blocks, { id: "kind", type: "TEXTAREA", label: "Again", parentId: "pets" }] } }),
    });
    expect(res.status).toBe(400);
    expect(res.json.message).toEqual([
      'definition.blocks.4 ("kind"): the id "kind" is used by another block',
      'definition.blocks.4 ("kind").parentId: "pets" is a BOOLEAN block; only a SECTION can contain blocks',
    ]);
    const withSigners = await create(org.adminKey, { kind: "TEMPLATE", draft: documentDraft() });
    expect(withSigners.json.message).toEqual(["draft.signers: a form template has no signers; they are named when a document is made from it"]);
    for (const bad of [
      { kind: "POSTER", draft: documentDraft() },
      { kind: "DOCUMENT", draft: documentDraft({ delivery: "FAX" }) },
      { kind: "DOCUMENT", draft: documentDraft({ definition: { blocks: [{ id: "has space", type: "TEXT" }] } }) },
      { kind: "DOCUMENT", draft: documentDraft({ definition: { blocks: [{ id: "q", type: "TEXTAREA", showWhen: [{ field: "x", operator: "matches" }] }] } }) },
      { kind: "DOCUMENT", draft: documentDraft({ signers: [{ signOrder: 1, name: "A" }, { signOrder: 1, name: "B" }] }) },
      { kind: "DOCUMENT", draft: { ...documentDraft(), surprise: true } },
    ]) {
      expect((await create(org.adminKey, bad)).status, JSON.stringify(bad).slice(0, 120)).toBe(400);
    }
    expect(await formCount(org.organizationId)).toBe(before);
  });

  it("takes any JSON value as metadata, nested objects and arrays included, and returns it as sent", async () => {
    const metadata = { crm: { id: "A-17", owner: { team: ["sales", 2], active: true } }, tags: ["lease", { kind: "pets" }], note: null, score: 1.5, deep: { a: { b: { c: { d: 1 } } } } };
    const made = await create(org.adminKey, { kind: "DOCUMENT", draft: documentDraft({ metadata }) });
    expect(made.status).toBe(201);
    expect(made.json.data.draft.metadata).toEqual(metadata);
    expect((await read(org.adminKey, made.json.data.id)).json.data.draft.metadata).toEqual(metadata);
    const changed = await patchDraft(org.adminKey, made.json.data.id, { expectedDraftVersion: 1, draft: { metadata: { list: [[1, 2], [3]] } } });
    expect(changed.json.data.draft.metadata).toEqual({ list: [[1, 2], [3]] });
  });

  it("keeps a signer's locale as sent, a BCP 47 tag, and refuses one that is not", async () => {
    const signers = [{ signOrder: 1, name: "Zoë Łódź", email: "zoe@example.test", locale: "de-AT" }];
    const made = await create(org.adminKey, { kind: "DOCUMENT", draft: documentDraft({ signers }) });
    expect(made.json.data.draft.signers[0].locale).toBe("de-AT");
    const refused = await create(org.adminKey, { kind: "DOCUMENT", draft: documentDraft({ signers: [{ ...signers[0], locale: "de_AT" }] }) });
    expect(refused.status).toBe(400);
    expect(refused.json.message).toEqual(["draft.signers.0.locale must be a BCP 47 language tag, such as it, de-AT or pt-BR"]);
  });

  it("refuses metadata over a cap naming its path, and creates nothing", async () => {
    const before = await formCount(org.organizationId);
    const refused = async (metadata: unknown) => {
      const res = await create(org.adminKey, { kind: "DOCUMENT", draft: documentDraft({ metadata }) });
      expect(res.status).toBe(400);
      return res.json.message as string[];
    };
    expect(await refused({ a: { b: { c: { d: { e: {} } } } } })).toEqual([
      "draft.metadata.a.b.c.d.e must not nest objects or arrays deeper than 5 levels (metadata is the first)",
    ]);
    expect((await refused({ list: [[[[["too deep"]]]]] }))[0]).toMatch(/^draft\.metadata\.list\.0\.0\.0\.0 must not nest/);
    const big = await refused({ text: "x".repeat(16 * 1024) });
    expect(big[0]).toMatch(/^draft\.metadata must be at most 16 KiB as canonical JSON/);
    expect((await refused({ crm: { owner: ["ok", "bad\u0000"] } }))[0]).toMatch(/^draft\.metadata\.crm\.owner\.1 must not contain NUL/);
    expect((await refused({ crm: { ["bad\u0000"]: 1 } }))[0]).toMatch(/^draft\.metadata\.crm\.bad/);
    expect((await refused({ lone: "\ud800" }))[0]).toMatch(/^draft\.metadata\.lone must not contain/);
    expect(await refused(["not", "an", "object"])).toHaveLength(1);
    // Far deeper than the call stack: refused by its path, not a 500.
    const depth = 100_000;
    const rawBody = JSON.stringify({ kind: "DOCUMENT", draft: documentDraft({ metadata: { nested: "NESTED" } }) }).replace('"NESTED"', `${"[".repeat(depth)}1${"]".repeat(depth)}`);
    const deep = await call(formsRoute.POST, "POST", "/api/v1/online-forms", { apiKey: org.adminKey, rawBody, headers: { "content-type": "application/json" } });
    expect(deep.status).toBe(400);
    expect(deep.json.message[0]).toMatch(/^draft\.metadata\.nested\.0\.0\.0\.0 must not nest/);
    expect(await formCount(org.organizationId)).toBe(before);
  });

  it("replays the first answer byte for byte for the same Idempotency-Key and request, with its status 201", async () => {
    const body = { kind: "DOCUMENT", draft: documentDraft({ subject: "Idempotent" }) };
    const first = await createRaw(org.adminKey, body, "key-1");
    expect(first.status).toBe(201);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const again = await createRaw(org.adminKey, body, "key-1");
    expect(again.status).toBe(201);
    expect(again.text).toBe(first.text);
    // The same body under another key is another form.
    const otherKey = await createRaw(org.adminKey, body, "key-2");
    expect(JSON.parse(otherKey.text).data.id).not.toBe(JSON.parse(first.text).data.id);
  });

  it("refuses the same key with another request (409 IDEMPOTENCY_KEY_REUSED), and keeps keys per organization", async () => {
    const body = { kind: "DOCUMENT", draft: documentDraft({ subject: "First" }) };
    await create(org.adminKey, body, { "idempotency-key": "reused" });
    const reused = await create(org.adminKey, { ...body, draft: documentDraft({ subject: "Second" }) }, { "idempotency-key": "reused" });
    expect(reused.status).toBe(409);
    expect(reused.json.code).toBe("IDEMPOTENCY_KEY_REUSED");
    const theirs = await create(other.adminKey, body, { "idempotency-key": "reused" });
    expect(theirs.status).toBe(201);
    for (const key of ["has space", "x".repeat(256)]) {
      expect((await create(org.adminKey, body, { "idempotency-key": key })).status).toBe(400);
    }
  });

  it("creates one form when the same request races with one key", async () => {
    const before = await formCount(org.organizationId);
    const body = { kind: "DOCUMENT", draft: documentDraft({ subject: "Race" }) };
    const results = await Promise.all(Array.from({ length: 5 }, () => create(org.adminKey, body, { "idempotency-key": "race" })));
    expect(results.map((res) => res.status)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(results.map((res) => res.json.data.id)).size).toBe(1);
    expect(await formCount(org.organizationId)).toBe(before + 1);
  });

  it("counts form templates toward the template quota with PDF and HTML templates", async () => {
    const free = await seedOrganization(database.db, { plan: "FREE" });
    await templateApi.create(free.adminKey, { kind: "HTML", name: "One" });
    await templateApi.create(free.adminKey, { kind: "PDF", name: "Two" });
    expect((await create(free.adminKey, { kind: "TEMPLATE", draft: { subject: "Three" } })).status).toBe(201);
    const fourth = await create(free.adminKey, { kind: "TEMPLATE", draft: { subject: "Four" } });
    expect(fourth.status).toBe(402);
    expect(fourth.json).toMatchObject({ code: "QUOTA_EXCEEDED", details: { quota: "templates", limit: 3, used: 3 } });
    expect((await templateApi.create(free.adminKey, { kind: "HTML", name: "Four" })).json.code).toBe("QUOTA_EXCEEDED");
    // Documents are not templates.
    expect((await create(free.adminKey, { kind: "DOCUMENT", draft: documentDraft() })).status).toBe(201);
  });

  it("is for ADMIN keys, and refuses a read-only organization", async () => {
    const member = await createMember(database.db, org);
    expect((await create(member.apiKey, { kind: "DOCUMENT", draft: documentDraft() })).json.code).toBe("INSUFFICIENT_ROLE");
    const locked = await seedOrganization(database.db, { plan: "PRO" });
    await database.db.update(organizations).set({ readOnly: true }).where(eq(organizations.id, locked.organizationId));
    expect((await create(locked.adminKey, { kind: "DOCUMENT", draft: documentDraft() })).json.code).toBe("BILLING_ORG_READ_ONLY");
  });
});

describe("PATCH /api/v1/online-forms/{id}/draft", () => {
  it("replaces the parts named, bumps draftVersion, and refuses a stale version changing nothing", async () => {
    const id = (await create(org.adminKey, { kind: "DOCUMENT", draft: documentDraft() })).json.data.id;
    const saved = await patchDraft(org.adminKey, id, { expectedDraftVersion: 1, draft: { subject: "Renamed" } });
    expect(saved.status).toBe(200);
    expect(saved.json.data).toMatchObject({ draftVersion: 2, subject: "Renamed", draft: { delivery: "PRIVATE_LINK" } });
    expect(saved.json.data.draft.definition.blocks).toHaveLength(4);
    const stale = await patchDraft(org.adminKey, id, { expectedDraftVersion: 1, draft: { subject: "Lost update" } });
    expect(stale.status).toBe(409);
    expect(stale.json).toMatchObject({ code: "DRAFT_VERSION_CONFLICT", details: { currentDraftVersion: 2 } });
    expect((await read(org.adminKey, id)).json.data).toMatchObject({ draftVersion: 2, subject: "Renamed" });
  });

  it("lets exactly one of two saves from the same version win", async () => {
    const id = (await create(org.adminKey, { kind: "DOCUMENT", draft: documentDraft() })).json.data.id;
    const results = await Promise.all([
      patchDraft(org.adminKey, id, { expectedDraftVersion: 1, draft: { subject: "A" } }),
      patchDraft(org.adminKey, id, { expectedDraftVersion: 1, draft: { subject: "B" } }),
    ]);
    expect(results.map((res) => res.status).sort()).toEqual([200, 409]);
    const winner = results.find((res) => res.status === 200)!.json.data.subject;
    expect((await read(org.adminKey, id)).json.data).toMatchObject({ draftVersion: 2, subject: winner });
  });

  it("refuses a broken structure, another organization's form and bad bodies", async () => {
    const id = (await create(org.adminKey, { kind: "DOCUMENT", draft: documentDraft() })).json.data.id;
    const broken = await patchDraft(org.adminKey, id, { expectedDraftVersion: 1, draft: { definition: { blocks: [{ id: "a", type: "TEXT", parentId: "b" }] } } });
    expect(broken.json.message).toEqual(['definition.blocks.0 ("a").parentId: no block has the id "b"']);
    expect((await patchDraft(other.adminKey, id, { expectedDraftVersion: 1, draft: {} })).status).toBe(404);
    for (const body of [{ draft: {} }, { expectedDraftVersion: 0, draft: {} }, { expectedDraftVersion: 1 }, { expectedDraftVersion: 1, draft: { subject: "" } }]) {
      expect((await patchDraft(org.adminKey, id, body)).status, JSON.stringify(body)).toBe(400);
    }
    expect((await read(org.adminKey, id)).json.data.draftVersion).toBe(1);
  });

  it("refuses a form whose blocks hold more text than a form may, on create and on save, changing nothing", async () => {
    const page = { type: "TEXT", text: "Lorem ipsum dolor sit amet. ".repeat(400).slice(0, 10_000) };
    const manyPages = (n: number) => [...blocks, ...Array.from({ length: n }, (_, index) => ({ ...page, id: `page${index}` }))];
    const tooMuch = "definition: the form's blocks hold 210,039 characters of text; a form may hold at most 200,000";
    const before = await formCount(org.organizationId);
    const created = await create(org.adminKey, { kind: "TEMPLATE", draft: { subject: "Long", definition: { blocks: manyPages(21) } } });
    expect(created.status).toBe(400);
    expect(created.json.message).toEqual([tooMuch]);
    expect(await formCount(org.organizationId)).toBe(before);

    const id = (await create(org.adminKey, { kind: "DOCUMENT", draft: documentDraft({ definition: { blocks: manyPages(19) } }) })).json.data.id;
    const saved = await patchDraft(org.adminKey, id, { expectedDraftVersion: 1, draft: { definition: { blocks: manyPages(21) } } });
    expect(saved.status).toBe(400);
    expect(saved.json.message).toEqual([tooMuch]);
    expect((await read(org.adminKey, id)).json.data.draftVersion).toBe(1);
  });
});

describe("the library, reading, listing and deleting", () => {
  it("updates a form template's library data; a document is not in the library", async () => {
    const tag = (await call(tagsRoute.POST, "POST", "/x", { apiKey: org.adminKey, body: { name: "housing" } })).json.data;
    const id = (await create(org.adminKey, { kind: "TEMPLATE", draft: { subject: "Pets", definition: { blocks } } })).json.data.id;
    const library = (body: unknown, apiKey = org.adminKey) => call(libraryRoute.PATCH, "PATCH", "/x", { apiKey, body, params: { id } });
    const archived = await library({ description: "For flats", tagIds: [tag.id], archived: true });
    expect(archived.json.data).toMatchObject({ status: "ARCHIVED", description: "For flats", tags: [tag] });
    expect((await patchDraft(org.adminKey, id, { expectedDraftVersion: 1, draft: { subject: "x" } })).json.code).toBe("INVALID_STATE");
    expect((await library({ archived: false })).json.data.status).toBe("DRAFT");
    const theirTag = (await call(tagsRoute.POST, "POST", "/x", { apiKey: other.adminKey, body: { name: "theirs" } })).json.data;
    expect((await library({ tagIds: [theirTag.id] })).status).toBe(404);
    expect((await library({})).status).toBe(400);

    const documentId = (await create(org.adminKey, { kind: "DOCUMENT", draft: documentDraft() })).json.data.id;
    const notInLibrary = await call(libraryRoute.PATCH, "PATCH", "/x", { apiKey: org.adminKey, body: { archived: true }, params: { id: documentId } });
    expect(notInLibrary.json.code).toBe("INVALID_STATE");
  });

  it("lists newest first, with draftsOnly and kind, and reads one", async () => {
    const fresh = await seedOrganization(database.db, { plan: "PRO" });
    const documentId = (await create(fresh.adminKey, { kind: "DOCUMENT", draft: documentDraft() })).json.data.id;
    const templateId = (await create(fresh.adminKey, { kind: "TEMPLATE", draft: { subject: "T" } })).json.data.id;
    const list = (query: string) => call(formsRoute.GET, "GET", `/api/v1/online-forms${query}`, { apiKey: fresh.adminKey });
    expect((await list("")).json.data.items.map((item: { id: string }) => item.id)).toEqual([templateId, documentId]);
    expect((await list("?draftsOnly=true")).json.data.items.map((item: { id: string }) => item.id)).toEqual([documentId]);
    expect((await list("?kind=TEMPLATE")).json.data.total).toBe(1);
    expect((await list("?pageSize=101")).status).toBe(400);
    expect((await list("?draftsOnly=yes")).status).toBe(400);
    expect((await read(fresh.adminKey, documentId)).json.data.id).toBe(documentId);
    expect((await read(other.adminKey, documentId)).status).toBe(404);
    expect((await read(fresh.adminKey, "nope")).status).toBe(400);
  });

  it("deletes a never-published draft (204); another organization's answers 404", async () => {
    const id = (await create(org.adminKey, { kind: "DOCUMENT", draft: documentDraft() })).json.data.id;
    expect((await call(formRoute.DELETE, "DELETE", "/x", { apiKey: other.adminKey, params: { id } })).status).toBe(404);
    const removed = await call(formRoute.DELETE, "DELETE", "/x", { apiKey: org.adminKey, params: { id } });
    expect(removed.status).toBe(204);
    expect((await read(org.adminKey, id)).status).toBe(404);
  });
});
