/**
 * A document generated at start-signing meets the plan's per-document limits as an upload does
 * (pdf-within-plan.ts): a template that makes more pages than the plan allows is refused with
 * the upload's answer, 400 INVALID_PDF with reason TOO_MANY_PAGES, and nothing is stored.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { organizations } from "@/server/db/schema";
import { resetRateLimiter } from "@/server/throttle/rate-limiter";
import { closeHtmlRenderer } from "@/server/pdf/html/chromium";
import { PLAN_LIMITS } from "@/server/services/plans";
import { storedState } from "@/tests/support/stored-state";
import { createTestDatabase, type TestDatabase } from "@/tests/support/database";
import { createMember, seedOrganization, type SeededOrganization } from "@/tests/support/fixtures";
import { inDays, readyAsset } from "@/tests/support/signing";
import { publishedPdfTemplate, startBody, templateApi } from "@/tests/support/templates";

const FREE_PAGES = PLAN_LIMITS.FREE.pdfPages;

let database: TestDatabase;
let org: SeededOrganization;
let memberKey: string;
let htmlTemplateId: string;

beforeAll(async () => {
  database = await createTestDatabase();
  org = await seedOrganization(database.db, { plan: "FREE" });
  memberKey = (await createMember(database.db, org)).apiKey;
  const html = await templateApi.create(org.adminKey, {
    kind: "HTML",
    name: "Bound volume",
    draft: {
      html: `{% for page in (1..pages) %}<p style="break-after:page">Page {{ page }}</p>{% endfor %}<span data-sd-field="signature" style="display:inline-block;width:180px;height:48px"></span>`,
      css: "",
      signerRoles: [{ key: "reader", label: "Reader", signOrder: 1 }],
      inputSchema: [{ key: "pages", label: "Pages", type: "number", required: true }],
      signingFields: [{ key: "signature", roleKey: "reader", type: "SIGNATURE", label: "Signature", required: true }],
    },
  });
  expect((await templateApi.publish(org.adminKey, html.json.data.id)).status).toBe(201);
  htmlTemplateId = html.json.data.id;
});
afterAll(async () => {
  await closeHtmlRenderer();
  await database.close();
});
beforeEach(() => resetRateLimiter());

const htmlBody = (pages: number) => ({
  data: { pages },
  signers: [{ roleKey: "reader", name: "Chen Wei", email: "chen@example.test" }],
  expiresAt: inDays(3),
  policy: "EMAIL_SES_LINK_ONLY",
});

const snapshot = () => storedState(database.db);

describe("POST /api/v1/templates/{id}/start-signing and the plan's page limit", () => {
  it("refuses an HTML template that renders more pages than the plan allows, even for a MEMBER key, and stores nothing", async () => {
    // The limit itself is fine: the last page holds the marker.
    expect((await templateApi.start(memberKey, htmlTemplateId, htmlBody(FREE_PAGES - 1))).status).toBe(201);

    const before = await snapshot();
    const res = await templateApi.start(memberKey, htmlTemplateId, htmlBody(3_000));
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ code: "INVALID_PDF", details: { reason: "TOO_MANY_PAGES" } });
    expect(res.json.message).toMatch(/more than 100 pages; the FREE plan allows at most 100 pages per PDF/);
    // "more than": Chromium printed one page past the limit, so the real length is not known.
    expect(await snapshot()).toEqual(before);
  });

  it("refuses a PDF template's printed document over the plan's pages (the plan changed since the upload), storing nothing", async () => {
    await database.db.update(organizations).set({ plan: "PRO" }).where(eq(organizations.id, org.organizationId));
    const assetId = await readyAsset(database.db, org.adminKey, FREE_PAGES + 1);
    const templateId = await publishedPdfTemplate(org.adminKey, assetId, "Long lease");
    await database.db.update(organizations).set({ plan: "FREE" }).where(eq(organizations.id, org.organizationId));

    const before = await snapshot();
    const res = await templateApi.start(memberKey, templateId, startBody());
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ code: "INVALID_PDF", details: { reason: "TOO_MANY_PAGES" } });
    expect(res.json.message).toMatch(/101 pages; the FREE plan allows at most 100 pages per PDF/);
    expect(await snapshot()).toEqual(before);
    // Generous: the 101-page upload's previews are rendered first; this is no speed check.
  }, 120_000);
});
