import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { resetRateLimiter } from "@/server/throttle/rate-limiter";
import { createTestDatabase, type TestDatabase } from "@/tests/support/database";
import { createMember, seedOrganization, type SeededOrganization } from "@/tests/support/fixtures";
import { call, routeAt } from "@/tests/support/http";
import { formApi } from "@/tests/support/online-forms";
import { templateApi } from "@/tests/support/templates";

const formLibraryRoute = routeAt("/online-forms/{id}/library");
const categoriesRoute = routeAt("/template-categories");
const tagsRoute = routeAt("/template-tags");
const listRoute = routeAt("/templates");
const catalogueRoute = routeAt("/templates/catalogue");

let database: TestDatabase;
let org: SeededOrganization;
let member: { apiKey: string };
const categories: Record<string, string> = {};
const tags: Record<string, string> = {};

/**
 * 30 templates: every third HTML, the rest PDF; categories by n % 3 (sales, hr, legal); tag
 * "urgent" on even n, "eu" on n divisible by 5; numbers 1..30 in the names, "renewal" in the
 * description of n % 7 == 0; five archived (n % 6 == 0).
 */
beforeAll(async () => {
  database = await createTestDatabase();
  org = await seedOrganization(database.db, { plan: "PRO" });
  member = await createMember(database.db, org);
  for (const name of ["sales", "hr", "legal"]) {
    categories[name] = (await call(categoriesRoute.POST, "POST", "/x", { apiKey: org.adminKey, body: { name } })).json.data.id;
  }
  for (const name of ["urgent", "eu"]) tags[name] = (await call(tagsRoute.POST, "POST", "/x", { apiKey: org.adminKey, body: { name } })).json.data.id;
  for (let n = 1; n <= 30; n += 1) {
    const tagIds = [n % 2 === 0 ? tags.urgent : null, n % 5 === 0 ? tags.eu : null].filter((id): id is string => id !== null);
    const created = await templateApi.create(org.adminKey, {
      kind: n % 3 === 0 ? "HTML" : "PDF",
      name: `Template ${String(n).padStart(2, "0")}`,
      description: n % 7 === 0 ? "Contract renewal" : "Standard",
      categoryId: categories[["sales", "hr", "legal"][n % 3]!],
      tagIds,
    });
    if (n % 6 === 0) await call(routeAt("/templates/{id}/archive").POST, "POST", "/x", { apiKey: org.adminKey, params: { id: created.json.data.id } });
  }
  // Another organization's templates never show up.
  const other = await seedOrganization(database.db, { plan: "PRO" });
  await templateApi.create(other.adminKey, { kind: "PDF", name: "Template 99" });
});
afterAll(() => database.close());
beforeEach(() => resetRateLimiter());

const catalogue = (query: string, apiKey = org.adminKey) => call(catalogueRoute.GET, "GET", `/api/v1/templates/catalogue${query}`, { apiKey });
const numbers = (res: { json: { data: { items: { name: string }[] } } }) => res.json.data.items.map((item) => Number(item.name.slice(-2)));
const range = (test: (n: number) => boolean) => Array.from({ length: 30 }, (_, index) => index + 1).filter(test);

describe("GET /api/v1/templates/catalogue", () => {
  it("pages through every template, most recently changed first by default", async () => {
    const first = await catalogue("?pageSize=12");
    expect(first.status).toBe(200);
    expect(first.json.data).toMatchObject({ total: 30, page: 1, pageSize: 12 });
    const changed = first.json.data.items.map((item: { updatedAt: string }) => item.updatedAt);
    expect(changed).toEqual([...changed].sort().reverse());
    expect(numbers(first)[0]).toBe(30);
    const last = await catalogue("?pageSize=12&page=3");
    expect(last.json.data.items).toHaveLength(6);
    const all = [...numbers(first), ...numbers(await catalogue("?pageSize=12&page=2")), ...numbers(last)];
    expect(new Set(all).size).toBe(30);
    expect(first.json.data.items[0]).toMatchObject({ kind: expect.any(String), status: expect.any(String), category: { name: expect.any(String) }, latestVersion: null });
    expect(first.json.data.items[0].draft).toBeUndefined();
  });

  it("sorts by name either way", async () => {
    expect(numbers(await catalogue("?sort=name&order=asc&pageSize=100"))).toEqual(range(() => true));
    expect(numbers(await catalogue("?sort=name&order=desc&pageSize=5"))).toEqual([30, 29, 28, 27, 26]);
  });

  it("filters by kind, status and category, and ANDs them", async () => {
    expect(numbers(await catalogue("?kind=HTML&sort=name&order=asc&pageSize=100"))).toEqual(range((n) => n % 3 === 0));
    expect(numbers(await catalogue("?status=ARCHIVED&sort=name&order=asc"))).toEqual(range((n) => n % 6 === 0));
    expect(numbers(await catalogue(`?categoryId=${categories.hr}&kind=PDF&status=DRAFT&sort=name&order=asc&pageSize=100`))).toEqual(
      range((n) => n % 3 === 1 && n % 6 !== 0),
    );
    expect((await catalogue("?kind=FORM")).json.data.total).toBe(0); // this organization has no form templates
  });

  it("matches any of the tags, given as repeated keys or comma-separated, ANDed with the other filters", async () => {
    const anyTag = range((n) => n % 2 === 0 || n % 5 === 0);
    expect(numbers(await catalogue(`?tagIds=${tags.urgent},${tags.eu}&sort=name&order=asc&pageSize=100`))).toEqual(anyTag);
    expect(numbers(await catalogue(`?tagIds=${tags.urgent}&tagIds=${tags.eu}&sort=name&order=asc&pageSize=100`))).toEqual(anyTag);
    expect(numbers(await catalogue(`?tagIds=${tags.eu}&kind=HTML&sort=name&order=asc`))).toEqual([15, 30]);
  });

  it("searches name and description, case-insensitively, with LIKE characters taken literally", async () => {
    expect(numbers(await catalogue("?q=RENEWAL&sort=name&order=asc"))).toEqual(range((n) => n % 7 === 0));
    expect(numbers(await catalogue("?q=plate 1&sort=name&order=asc"))).toEqual(range((n) => n >= 10 && n <= 19));
    expect((await catalogue("?q=%25")).json.data.total).toBe(0);
    expect((await catalogue("?q=_")).json.data.total).toBe(0);
  });

  it("is open to MEMBER keys and refuses bad parameters with a 400", async () => {
    expect((await catalogue("", member.apiKey)).status).toBe(200);
    for (const query of ["?pageSize=101", "?page=0", "?sort=size", "?order=up", "?kind=WORD", "?status=LIVE", "?tagIds=nope", "?categoryId=1"]) {
      const res = await catalogue(query);
      expect(res.status, query).toBe(400);
      expect(Array.isArray(res.json.message)).toBe(true);
    }
  });
});

describe("GET /api/v1/templates", () => {
  it("takes the same filters, and an unknown category or tag simply matches nothing", async () => {
    const list = (query: string) => call(listRoute.GET, "GET", `/api/v1/templates${query}`, { apiKey: member.apiKey });
    const res = await list(`?status=DRAFT&tagIds=${tags.eu}&pageSize=100`);
    expect(res.status).toBe(200);
    expect(res.json.data.items.map((item: { name: string }) => Number(item.name.slice(-2))).sort((a: number, b: number) => a - b)).toEqual([5, 10, 15, 20, 25]);
    expect((await list(`?categoryId=${crypto.randomUUID()}`)).json.data.total).toBe(0);
  });
});

describe("form templates in the catalogue", () => {
  it("lists them as FORM beside PDF and HTML templates, under every filter and sort", async () => {
    const mixed = await seedOrganization(database.db, { plan: "PRO" });
    const sales = (await call(categoriesRoute.POST, "POST", "/x", { apiKey: mixed.adminKey, body: { name: "sales" } })).json.data.id;
    const urgent = (await call(tagsRoute.POST, "POST", "/x", { apiKey: mixed.adminKey, body: { name: "urgent" } })).json.data.id;
    await templateApi.create(mixed.adminKey, { kind: "PDF", name: "Beta contract", categoryId: sales, tagIds: [urgent] });
    await templateApi.create(mixed.adminKey, { kind: "HTML", name: "delta offer" });
    const form = await formApi.create(mixed.adminKey, { kind: "TEMPLATE", draft: { subject: "Alpha questionnaire" } });
    await call(formLibraryRoute.PATCH, "PATCH", "/x", {
      apiKey: mixed.adminKey,
      params: { id: form.json.data.id },
      body: { description: "Renewal survey", categoryId: sales, tagIds: [urgent] },
    });
    await formApi.create(mixed.adminKey, { kind: "DOCUMENT", draft: { subject: "Not a template" } });
    const list = async (query: string) => (await catalogue(query, mixed.adminKey)).json.data;
    const names = (page: { items: { name: string }[] }) => page.items.map((item) => item.name);

    expect(names(await list("?sort=name&order=asc"))).toEqual(["Alpha questionnaire", "Beta contract", "delta offer"]);
    expect((await list("")).total).toBe(3);
    const forms = await list("?kind=FORM");
    expect(forms.items).toEqual([
      expect.objectContaining({ kind: "FORM", name: "Alpha questionnaire", status: "DRAFT", description: "Renewal survey", category: { id: sales, name: "sales" }, tags: [{ id: urgent, name: "urgent" }] }),
    ]);
    expect(names(await list("?kind=FORM,PDF&sort=name&order=desc"))).toEqual(["Beta contract", "Alpha questionnaire"]);
    expect(names(await list(`?tagIds=${urgent}&sort=name&order=asc`))).toEqual(["Alpha questionnaire", "Beta contract"]);
    expect(names(await list(`?categoryId=${sales}&kind=FORM`))).toEqual(["Alpha questionnaire"]);
    expect(names(await list("?q=renewal"))).toEqual(["Alpha questionnaire"]);
    expect(names(await list("?pageSize=1&page=2&sort=name&order=asc"))).toEqual(["Beta contract"]);
    // GET /templates stays the PDF and HTML templates.
    expect((await call(listRoute.GET, "GET", "/api/v1/templates", { apiKey: mixed.adminKey })).json.data.total).toBe(2);
  });
});
