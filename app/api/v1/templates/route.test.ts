import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { organizations, templates, templateVersions } from "@/server/db/schema";
import { resetRateLimiter } from "@/server/throttle/rate-limiter";
import { createTestDatabase, type TestDatabase } from "@/tests/support/database";
import { createMember, seedOrganization, type SeededOrganization } from "@/tests/support/fixtures";
import { call, routeAt } from "@/tests/support/http";
import { makePdf } from "@/tests/support/pdfs";
import { readyAsset } from "@/tests/support/signing";
import { pdfTemplateDraft, templateApi } from "@/tests/support/templates";
import { uploadPdf } from "@/tests/support/uploads";

const archiveRoute = routeAt("/templates/{id}/archive");
const unarchiveRoute = routeAt("/templates/{id}/unarchive");
const versionRoute = routeAt("/templates/{id}/versions/{number}");
const versionsRoute = routeAt("/templates/{id}/versions");
const categoriesRoute = routeAt("/template-categories");
const tagsRoute = routeAt("/template-tags");

let database: TestDatabase;
let org: SeededOrganization;
let other: SeededOrganization;
let assetId: string;
let member: { userId: string; apiKey: string };

beforeAll(async () => {
  database = await createTestDatabase();
  org = await seedOrganization(database.db, { plan: "PRO" });
  other = await seedOrganization(database.db, { plan: "PRO" });
  assetId = await readyAsset(database.db, org.adminKey);
  member = await createMember(database.db, org);
});
afterAll(() => database.close());
beforeEach(() => resetRateLimiter());

const templateCount = async (organizationId: string) =>
  (await database.db.select({ n: count() }).from(templates).where(eq(templates.organizationId, organizationId)))[0]!.n;

const createLabel = (route: typeof categoriesRoute, apiKey: string, name: string) =>
  call(route.POST, "POST", "/api/v1/labels", { apiKey, body: { name } });

describe("POST /api/v1/templates", () => {
  it("creates a DRAFT with the parts it was given and empty lists for the rest", async () => {
    const res = await templateApi.create(org.adminKey, { kind: "PDF", name: "Lease", description: "Flat lease", draft: { sourcePdfAssetId: assetId } });
    expect(res.status).toBe(201);
    expect(res.json.data).toMatchObject({
      kind: "PDF",
      name: "Lease",
      description: "Flat lease",
      status: "DRAFT",
      latestVersion: null,
      category: null,
      tags: [],
      draft: { sourcePdfAssetId: assetId, signerRoles: [], inputSchema: [], prefillFields: [], signingFields: [] },
    });
    const html = await templateApi.create(org.adminKey, { kind: "HTML", name: "Offer" });
    expect(html.json.data.draft).toEqual({ signerRoles: [], inputSchema: [], prefillFields: [], signingFields: [], html: "", css: "" });
  });

  it("refuses a draft whose parts do not fit together, naming each problem, and creates nothing", async () => {
    const before = await templateCount(org.organizationId);
    const draft = pdfTemplateDraft(assetId);
    const res = await templateApi.create(org.adminKey, {
      kind: "PDF",
      name: "Broken",
      draft: {
        ...draft,
        html: "<p>hi</p>",
        signerRoles: [...draft.signerRoles, { key: "tenant", label: "Again", signOrder: 3 }],
        prefillFields: [{ key: "nobody", page: 0, x: 1, y: 1, w: 10, h: 10 }],
        signingFields: [{ key: "sig", roleKey: "ghost", type: "SIGNATURE", label: "", required: true }],
      },
    });
    expect(res.status).toBe(400);
    expect(res.json.code).toBeUndefined();
    expect(res.json.message).toEqual(
      expect.arrayContaining([
        expect.stringContaining("draft.html and draft.css belong to HTML templates"),
        expect.stringContaining('the key "tenant" is used more than once'),
        expect.stringContaining('"nobody" is not the key of an inputSchema entry'),
        expect.stringContaining('"ghost" is not the key of a signer role'),
        expect.stringContaining("needs page, x, y, w and h"),
      ]),
    );
    expect(await templateCount(org.organizationId)).toBe(before);
  });

  it("refuses bad values of every part with a 400", async () => {
    const bad = [
      { kind: "WORD", name: "x" },
      { kind: "PDF", name: "" },
      { kind: "PDF", name: "x", draft: { signerRoles: [{ key: "1bad", label: "x", signOrder: 1 }] } },
      { kind: "PDF", name: "x", draft: { inputSchema: [{ key: "a..b", label: "x", type: "string" }] } },
      { kind: "PDF", name: "x", draft: { inputSchema: [{ key: "a", label: "x", type: "array" }] } },
      { kind: "PDF", name: "x", draft: { signingFields: [{ key: "s", roleKey: "r", type: "STAMP" }] } },
      { kind: "PDF", name: "x", draft: { unknownPart: [] } },
      { kind: "PDF", name: "x", draft: { sourcePdfAssetId: "not-a-uuid" } },
      { kind: "HTML", name: "x", draft: { signingFields: [{ key: "s", roleKey: "r", type: "SIGNATURE", page: 0, x: 0, y: 0, w: 1, h: 1 }], signerRoles: [{ key: "r", label: "R", signOrder: 1 }] } },
    ];
    for (const body of bad) {
      const res = await templateApi.create(org.adminKey, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(Array.isArray(res.json.message)).toBe(true);
    }
  });

  it("answers 404 for another organization's asset, category or tag, and creates nothing", async () => {
    const theirAsset = await readyAsset(database.db, other.adminKey);
    const theirCategory = await createLabel(categoriesRoute, other.adminKey, "Theirs");
    const theirTag = await createLabel(tagsRoute, other.adminKey, "theirs");
    const before = await templateCount(org.organizationId);
    for (const body of [
      { kind: "PDF", name: "x", draft: { sourcePdfAssetId: theirAsset } },
      { kind: "PDF", name: "x", categoryId: theirCategory.json.data.id },
      { kind: "PDF", name: "x", tagIds: [theirTag.json.data.id] },
    ]) {
      const res = await templateApi.create(org.adminKey, body);
      expect(res.status).toBe(404);
      expect(res.json.code).toBe("NOT_FOUND");
    }
    expect(await templateCount(org.organizationId)).toBe(before);
  });

  it("is for ADMIN keys: a MEMBER key answers 403 INSUFFICIENT_ROLE", async () => {
    const res = await templateApi.create(member.apiKey, { kind: "PDF", name: "x" });
    expect(res.status).toBe(403);
    expect(res.json.code).toBe("INSUFFICIENT_ROLE");
  });

  it("counts every template toward the plan's quota: the FREE plan's fourth answers 402 QUOTA_EXCEEDED", async () => {
    const free = await seedOrganization(database.db, { plan: "FREE" });
    const results = await Promise.all([1, 2, 3, 4].map((n) => templateApi.create(free.adminKey, { kind: "HTML", name: `T${n}` })));
    expect(results.map((res) => res.status).sort()).toEqual([201, 201, 201, 402]);
    const refused = results.find((res) => res.status === 402)!;
    expect(refused.json).toMatchObject({ code: "QUOTA_EXCEEDED", details: { quota: "templates", limit: 3, used: 3 } });
    expect(await templateCount(free.organizationId)).toBe(3);
  });

  it("refuses every write of a read-only organization with 402 BILLING_ORG_READ_ONLY, and still reads", async () => {
    const locked = await seedOrganization(database.db, { plan: "PRO" });
    const created = await templateApi.create(locked.adminKey, { kind: "HTML", name: "Before" });
    await database.db.update(organizations).set({ readOnly: true }).where(eq(organizations.id, locked.organizationId));
    const id = created.json.data.id;
    const writes = [
      templateApi.create(locked.adminKey, { kind: "HTML", name: "After" }),
      templateApi.patch(locked.adminKey, id, { name: "Renamed" }),
      templateApi.publish(locked.adminKey, id),
      templateApi.remove(locked.adminKey, id),
      call(archiveRoute.POST, "POST", "/x", { apiKey: locked.adminKey, params: { id } }),
      createLabel(categoriesRoute, locked.adminKey, "New"),
    ];
    for (const res of await Promise.all(writes)) {
      expect(res.status).toBe(402);
      expect(res.json.code).toBe("BILLING_ORG_READ_ONLY");
    }
    const read = await templateApi.get(locked.adminKey, id);
    expect(read.status).toBe(200);
    expect(read.json.data.name).toBe("Before");
  });
});

describe("PATCH /api/v1/templates/{id}/draft", () => {
  it("replaces the parts it names and keeps the others", async () => {
    const created = await templateApi.create(org.adminKey, { kind: "PDF", name: "Merge", draft: pdfTemplateDraft(assetId) });
    const id = created.json.data.id;
    const res = await templateApi.patch(org.adminKey, id, { draft: { inputSchema: [{ key: "rent", label: "Rent", type: "number" }], prefillFields: [] }, name: "Merged" });
    expect(res.status).toBe(200);
    expect(res.json.data.name).toBe("Merged");
    expect(res.json.data.draft.inputSchema).toEqual([{ key: "rent", label: "Rent", type: "number", required: true }]);
    expect(res.json.data.draft.signerRoles).toEqual(pdfTemplateDraft(assetId).signerRoles);
    expect(res.json.data.draft.sourcePdfAssetId).toBe(assetId);
  });

  it("refuses a change that breaks the draft's structure and keeps the draft as it was", async () => {
    const created = await templateApi.create(org.adminKey, { kind: "PDF", name: "Keep", draft: pdfTemplateDraft(assetId) });
    const id = created.json.data.id;
    const res = await templateApi.patch(org.adminKey, id, { draft: { inputSchema: [] } });
    expect(res.status).toBe(400);
    expect(res.json.message).toEqual(expect.arrayContaining([expect.stringContaining('"tenant.name" is not the key of an inputSchema entry')]));
    const read = await templateApi.get(org.adminKey, id);
    expect(read.json.data.draft).toEqual(created.json.data.draft);
  });

  it("refuses an empty change, another organization's template (404) and a MEMBER key (403)", async () => {
    const created = await templateApi.create(org.adminKey, { kind: "HTML", name: "Empty" });
    const id = created.json.data.id;
    expect((await templateApi.patch(org.adminKey, id, {})).status).toBe(400);
    expect((await templateApi.patch(other.adminKey, id, { name: "Mine" })).status).toBe(404);
    expect((await templateApi.patch(member.apiKey, id, { name: "Mine" })).json.code).toBe("INSUFFICIENT_ROLE");
    expect((await templateApi.patch(org.adminKey, "not-a-uuid", { name: "x" })).status).toBe(400);
    expect((await templateApi.get(org.adminKey, id)).json.data.name).toBe("Empty");
  });
});

describe("publishing and versions", () => {
  it("refuses a definition nobody could start, saying why", async () => {
    const draft = pdfTemplateDraft(assetId);
    const created = await templateApi.create(org.adminKey, {
      kind: "PDF",
      name: "No landlord signature",
      draft: { ...draft, signingFields: draft.signingFields.filter((field) => field.key !== "landlordSignature") },
    });
    const res = await templateApi.publish(org.adminKey, created.json.data.id);
    expect(res.status).toBe(400);
    expect(res.json.message).toEqual(['draft.signingFields: the role "Landlord" (landlord) has no SIGNATURE field']);
    const empty = await templateApi.create(org.adminKey, { kind: "HTML", name: "Empty" });
    const refused = await templateApi.publish(org.adminKey, empty.json.data.id);
    expect(refused.json.message).toEqual(
      expect.arrayContaining(["draft.signerRoles: a template needs at least one signer role", "draft.html: the template has no HTML"]),
    );
  });

  it("refuses fields that fall off the document's pages", async () => {
    const draft = pdfTemplateDraft(assetId);
    const created = await templateApi.create(org.adminKey, {
      kind: "PDF",
      name: "Off the page",
      draft: { ...draft, signingFields: draft.signingFields.map((field) => (field.key === "rules" ? { ...field, page: 5 } : field)) },
    });
    const res = await templateApi.publish(org.adminKey, created.json.data.id);
    expect(res.status).toBe(400);
    expect(res.json.message).toEqual(["draft.signingFields.2.page must be below the document's page count (2)"]);
  });

  it("answers 409 ASSET_NOT_READY while the template's PDF is still processing", async () => {
    const queued = await uploadPdf(org.adminKey, await makePdf(2, `queued ${Math.random()}`));
    const created = await templateApi.create(org.adminKey, { kind: "PDF", name: "Queued", draft: pdfTemplateDraft(queued.json.data.id) });
    const res = await templateApi.publish(org.adminKey, created.json.data.id);
    expect(res.status).toBe(409);
    expect(res.json.code).toBe("ASSET_NOT_READY");
    expect((await templateApi.get(org.adminKey, created.json.data.id)).json.data).toMatchObject({ status: "DRAFT", latestVersion: null });
  });

  it("freezes numbered, immutable versions: later draft changes touch only the next version", async () => {
    const created = await templateApi.create(org.adminKey, { kind: "PDF", name: "Versions", draft: pdfTemplateDraft(assetId) });
    const id = created.json.data.id;
    const first = await templateApi.publish(org.adminKey, id);
    expect(first.status).toBe(201);
    expect(first.json.data).toMatchObject({ templateId: id, number: 1, definition: created.json.data.draft });
    await templateApi.patch(org.adminKey, id, { draft: { inputSchema: [...pdfTemplateDraft(assetId).inputSchema, { key: "deposit", label: "Deposit", type: "number", required: false }] } });
    const second = await templateApi.publish(org.adminKey, id);
    expect(second.json.data.number).toBe(2);

    const read = await templateApi.get(org.adminKey, id);
    expect(read.json.data).toMatchObject({ status: "PUBLISHED", latestVersion: 2 });
    const versions = await call(versionsRoute.GET, "GET", `/api/v1/templates/${id}/versions`, { apiKey: member.apiKey, params: { id } });
    expect(versions.status).toBe(200);
    expect(versions.json.data).toMatchObject({ total: 2, page: 1, pageSize: 20 });
    expect(versions.json.data.items.map((version: { number: number }) => version.number)).toEqual([2, 1]);
    const v1 = await call(versionRoute.GET, "GET", "/x", { apiKey: member.apiKey, params: { id, number: "1" } });
    expect(v1.json.data.definition.inputSchema).toHaveLength(4);
    const missing = await call(versionRoute.GET, "GET", "/x", { apiKey: org.adminKey, params: { id, number: "3" } });
    expect(missing.status).toBe(404);
    const notANumber = await call(versionRoute.GET, "GET", "/x", { apiKey: org.adminKey, params: { id, number: "one" } });
    expect(notANumber.status).toBe(400);
    const theirs = await call(versionRoute.GET, "GET", "/x", { apiKey: other.adminKey, params: { id, number: "1" } });
    expect(theirs.status).toBe(404);
  });

  it("publishes once per request when two race: versions 1 and 2, never a duplicate", async () => {
    const created = await templateApi.create(org.adminKey, { kind: "PDF", name: "Race", draft: pdfTemplateDraft(assetId) });
    const id = created.json.data.id;
    const results = await Promise.all([templateApi.publish(org.adminKey, id), templateApi.publish(org.adminKey, id)]);
    expect(results.map((res) => res.status)).toEqual([201, 201]);
    expect(results.map((res) => res.json.data.number).sort()).toEqual([1, 2]);
    const rows = await database.db.select().from(templateVersions).where(eq(templateVersions.templateId, id));
    expect(rows).toHaveLength(2);
  });
});

describe("archive, unarchive and delete", () => {
  it("archives and unarchives, refusing the moves that do not fit", async () => {
    const id = (await templateApi.create(org.adminKey, { kind: "PDF", name: "Archive me", draft: pdfTemplateDraft(assetId) })).json.data.id;
    const archive = () => call(archiveRoute.POST, "POST", "/x", { apiKey: org.adminKey, params: { id } });
    const unarchive = () => call(unarchiveRoute.POST, "POST", "/x", { apiKey: org.adminKey, params: { id } });
    expect((await unarchive()).json.code).toBe("INVALID_STATE");
    expect((await archive()).json.data.status).toBe("ARCHIVED");
    expect((await archive()).json.code).toBe("INVALID_STATE");
    expect((await templateApi.patch(org.adminKey, id, { name: "x" })).json.code).toBe("INVALID_STATE");
    expect((await templateApi.publish(org.adminKey, id)).json.code).toBe("INVALID_STATE");
    expect((await unarchive()).json.data.status).toBe("DRAFT");
    await templateApi.publish(org.adminKey, id);
    await archive();
    expect((await unarchive()).json.data.status).toBe("PUBLISHED");
  });

  it("deletes a never-published template (204) and refuses a published one (409)", async () => {
    const draft = (await templateApi.create(org.adminKey, { kind: "HTML", name: "Delete me" })).json.data.id;
    expect((await templateApi.remove(member.apiKey, draft)).status).toBe(403);
    expect((await templateApi.remove(other.adminKey, draft)).status).toBe(404);
    const removed = await templateApi.remove(org.adminKey, draft);
    expect(removed.status).toBe(204);
    expect(removed.json).toBeUndefined();
    expect((await templateApi.get(org.adminKey, draft)).status).toBe(404);

    const published = (await templateApi.create(org.adminKey, { kind: "PDF", name: "Keep me", draft: pdfTemplateDraft(assetId) })).json.data.id;
    await templateApi.publish(org.adminKey, published);
    const refused = await templateApi.remove(org.adminKey, published);
    expect(refused.status).toBe(409);
    expect(refused.json.code).toBe("INVALID_STATE");
    expect((await templateApi.get(org.adminKey, published)).status).toBe(200);
  });
});

describe("categories and tags", () => {
  it("creates them once per name whatever the case, lists them by name, and keeps organizations apart", async () => {
    const fresh = await seedOrganization(database.db, { plan: "PRO" });
    const first = await createLabel(tagsRoute, fresh.adminKey, "Sales");
    expect(first.status).toBe(201);
    const again = await createLabel(tagsRoute, fresh.adminKey, "sales");
    expect(again.status).toBe(200);
    expect(again.json.data).toEqual(first.json.data);
    await createLabel(tagsRoute, fresh.adminKey, "Legal");
    const listed = await call(tagsRoute.GET, "GET", "/x", { apiKey: fresh.adminKey });
    expect(listed.json.data.items.map((tag: { name: string }) => tag.name)).toEqual(["Legal", "Sales"]);
    expect((await call(tagsRoute.GET, "GET", "/x", { apiKey: other.adminKey })).json.data.items.map((tag: { name: string }) => tag.name)).not.toContain("Legal");
    expect((await createLabel(categoriesRoute, fresh.adminKey, "")).status).toBe(400);
    expect((await createLabel(categoriesRoute, member.apiKey, "HR")).status).toBe(403);
  });
});
