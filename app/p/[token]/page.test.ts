import { NextRequest } from "next/server";
import { renderToStaticMarkup } from "react-dom/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "@/tests/support/database";
import { seedOrganization, type SeededOrganization } from "@/tests/support/fixtures";
import { call, routeAt } from "@/tests/support/http";
import { inRequestScope } from "@/tests/support/request-scope";
import { readyAsset } from "@/tests/support/signing";
import { publishedOneRoleTemplate } from "@/tests/support/templates";
import PublicLinkPage from "./page";

const createRoute = routeAt("/templates/{id}/public-links");
const linkRoute = routeAt("/public-links/{id}");

let database: TestDatabase;
let org: SeededOrganization;
let link: { id: string; token: string };

beforeAll(async () => {
  database = await createTestDatabase();
  org = await seedOrganization(database.db, { plan: "PRO", name: "Acme Lettings" });
  const templateId = await publishedOneRoleTemplate(org.adminKey, await readyAsset(database.db, org.adminKey), "Tenancy application");
  const created = await call(createRoute.POST, "POST", `/api/v1/templates/${templateId}/public-links`, { apiKey: org.adminKey, body: {}, params: { id: templateId } });
  link = { id: created.json.data.id, token: created.json.data.url.split("/p/")[1] };
});
afterAll(() => database.close());

/** The page as a browser speaking `language` gets it. */
async function pageFor(token: string, language: string): Promise<string> {
  const request = new NextRequest(`http://localhost:3000/p/${token}`, { headers: { "accept-language": language } });
  return inRequestScope(request, async () => renderToStaticMarkup(await PublicLinkPage({ params: Promise.resolve({ token }) })));
}

describe("the public link page", () => {
  it("names the organization and the template and asks for name and email, in the browser's language", async () => {
    const html = await pageFor(link.token, "de-DE,de;q=0.9");
    expect(html).toContain('lang="de"');
    expect(html).toContain("Acme Lettings");
    expect(html).toMatch(/<h1[^>]*>Tenancy application<\/h1>/);
    expect(html).toContain("Ihr vollständiger Name");
    expect(html).toContain("Code per E-Mail senden");
    expect(html).not.toContain("Mobilnummer");
  });

  it("says only that a switched-off link is no longer available", async () => {
    await call(linkRoute.PATCH, "PATCH", `/api/v1/public-links/${link.id}`, { apiKey: org.adminKey, body: { enabled: false }, params: { id: link.id } });
    const html = await pageFor(link.token, "en");
    expect(html).toMatch(/<h1[^>]*>This link is no longer available<\/h1>/);
    expect(html).not.toContain("Tenancy application");
    expect(html).not.toContain("<form");
  });

  it("says a link that never existed does not work", async () => {
    expect(await pageFor("A".repeat(43), "fr")).toContain("Ce lien ne fonctionne pas");
  });
});
