import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { userContext } from "@/server/auth/session";
import { closeHtmlRenderer } from "@/server/pdf/html/chromium";
import { appRouter } from "@/server/trpc/app-router";
import { createCallerFactory } from "@/server/trpc/init";
import { createTestDatabase, type TestDatabase } from "@/tests/support/database";
import { createMember, seedOrganization } from "@/tests/support/fixtures";
import { MAX_PREVIEW_DATA_CHARS, PREVIEW_PAGES, previewHtmlTemplate } from "./preview-html-template";

const createCaller = createCallerFactory(appRouter);
let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await closeHtmlRenderer();
  await database.close();
});

async function admin(plan: "FREE" | "PRO" = "PRO") {
  const org = await seedOrganization(database.db, { plan });
  const ctx = await userContext(database.db, org.userId);
  if (!ctx) throw new Error("no session for the seeded owner");
  return { org, ctx };
}

const CSS = "@page { size: 800px 1000px; margin: 40px; } body { margin: 0; font-size: 16px; line-height: 20px; } p { margin: 0; }";

describe("the HTML template preview (real Chromium)", () => {
  it("renders the sample data through Liquid, draws every page and measures the markers where they landed", async () => {
    const { ctx } = await admin();
    const preview = await previewHtmlTemplate(ctx, {
      html: `<p>Lease for {{ customer.name }}</p>{% if pets %}<p>Pets are allowed.</p>{% endif %}<span data-sd-field="tenantSignature" style="display:inline-block;width:180px;height:48px"></span><div style="break-before:page"><p>Second page</p></div>`,
      css: CSS,
      data: { customer: { name: "Zoë Łódź" }, pets: true },
    });
    if (!preview.ok) throw new Error(preview.error);
    expect(preview.pages).toHaveLength(2);
    expect(preview.morePages).toBe(false);
    for (const page of preview.pages) {
      expect(page).toMatchObject({ width: 600, height: 750 });
      expect(page.image).toMatch(/^data:image\/webp;base64,[A-Za-z0-9+/]+=*$/);
    }
    const marker = preview.markers.tenantSignature!;
    // Two 20 px lines above it inside the 40 px margin: (30, 60) pt, 180 × 48 px = 135 × 36 pt.
    expect(marker.page).toBe(0);
    expect(marker.x).toBeCloseTo(30, 0);
    expect(marker.y).toBeCloseTo(60, 0);
    expect(marker.w).toBeCloseTo(135, 0);
    expect(marker.h).toBeCloseTo(36, 0);
  });

  it("draws the first ten pages of a longer document and says there are more", async () => {
    const { ctx } = await admin();
    const preview = await previewHtmlTemplate(ctx, {
      html: `{% for page in (1..25) %}<p style="break-after:page">Page {{ page }}</p>{% endfor %}<span data-sd-field="last" style="display:inline-block;width:100px;height:20px"></span>`,
      css: CSS,
      data: {},
    });
    if (!preview.ok) throw new Error(preview.error);
    expect(PREVIEW_PAGES).toBe(10);
    expect(preview.pages).toHaveLength(PREVIEW_PAGES);
    expect(preview.morePages).toBe(true);
    // Markers are measured on every page, drawn or not.
    expect(preview.markers.last?.page).toBe(25);
  });

  it("tells the author when the document has more pages than the plan allows, as a start would refuse it", async () => {
    const { ctx } = await admin("FREE");
    const preview = await previewHtmlTemplate(ctx, {
      html: `{% for page in (1..150) %}<p style="break-after:page">Page {{ page }}</p>{% endfor %}`,
      css: CSS,
      data: {},
    });
    expect(preview).toEqual({
      ok: false,
      error: "The document has more than 100 pages; the FREE plan allows at most 100 pages per PDF, so no signing could start from it.",
    });
  });

  it("answers the author's mistake as a plain sentence instead of failing", async () => {
    const { ctx } = await admin();
    const preview = await previewHtmlTemplate(ctx, { html: "<p>{% if customer.name %}unclosed</p>", css: "", data: {} });
    expect(preview.ok).toBe(false);
    if (!preview.ok) {
      expect(preview.error.length).toBeGreaterThan(10);
      expect(preview.error).not.toMatch(/\n\s+at /);
    }
  });
});

describe("templates.preview (tRPC)", () => {
  it("is for ADMINs: a MEMBER is refused", async () => {
    const { org } = await admin();
    const member = await createMember(database.db, org);
    const caller = createCaller({ db: database.db, session: await userContext(database.db, member.userId) });
    await expect(caller.templates.preview({ html: "<p>Hi</p>", css: "", data: {} })).rejects.toMatchObject({ code: "FORBIDDEN" });
  });

  it("refuses HTML, CSS and sample data beyond the draft's limits before rendering anything", async () => {
    const { ctx } = await admin();
    const caller = createCaller({ db: database.db, session: ctx });
    await expect(caller.templates.preview({ html: "x".repeat(500_001), css: "", data: {} })).rejects.toMatchObject({ code: "BAD_REQUEST" });
    await expect(caller.templates.preview({ html: "<p>Hi</p>", css: "x".repeat(200_001), data: {} })).rejects.toMatchObject({ code: "BAD_REQUEST" });
    await expect(
      caller.templates.preview({ html: "<p>Hi</p>", css: "", data: { notes: "x".repeat(MAX_PREVIEW_DATA_CHARS) } }),
    ).rejects.toMatchObject({ code: "BAD_REQUEST" });
    await expect(caller.templates.preview({ html: "<p>Hi</p>", css: "", data: {} })).resolves.toMatchObject({ ok: true, markers: {} });
  });
});
