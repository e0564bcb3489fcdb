/**
 * A document generated at start-signing (a PDF template with Sender values printed, an HTML
 * template rendered) is stored like an upload, so it counts toward the storageBytes quota, checked
 * before anything is written.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { pdfUploads } from "@/server/db/schema";
import { resetRateLimiter } from "@/server/throttle/rate-limiter";
import { closeHtmlRenderer } from "@/server/pdf/html/chromium";
import { usedStorageBytes } from "@/server/services/assets/used-storage";
import { PLAN_LIMITS } from "@/server/services/plans";
import { storedState } from "@/tests/support/stored-state";
import { createTestDatabase, type TestDatabase } from "@/tests/support/database";
import { seedOrganization, type SeededOrganization } from "@/tests/support/fixtures";
import { inDays, readyAsset } from "@/tests/support/signing";
import { publishedPdfTemplate, startBody, templateApi } from "@/tests/support/templates";

let database: TestDatabase;
let org: SeededOrganization;
let pdfTemplateId: string;
let htmlTemplateId: string;

const LIMIT = PLAN_LIMITS.FREE.storageBytes;
/** Less room than any PDF takes. */
const ROOM = 100;

beforeAll(async () => {
  database = await createTestDatabase();
  org = await seedOrganization(database.db, { plan: "FREE" });
  pdfTemplateId = await publishedPdfTemplate(org.adminKey, await readyAsset(database.db, org.adminKey));
  const html = await templateApi.create(org.adminKey, {
    kind: "HTML",
    name: "Offer",
    draft: {
      html: `<h1>Offer for {{ customer }}</h1><p>Signed: <span data-sd-field="signature" style="display:inline-block;width:180px;height:48px"></span></p>`,
      css: "",
      signerRoles: [{ key: "customer", label: "Customer", signOrder: 1 }],
      inputSchema: [{ key: "customer", label: "Customer", type: "string", required: true }],
      signingFields: [{ key: "signature", roleKey: "customer", type: "SIGNATURE", label: "Signature", required: true }],
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

const htmlBody = (customer: string) => ({
  data: { customer },
  signers: [{ roleKey: "customer", name: "Chen Wei", email: "chen@example.test" }],
  expiresAt: inDays(3),
  policy: "EMAIL_SES_LINK_ONLY",
});

const snapshot = () => storedState(database.db);

/** Parks an upload that leaves `room` bytes of the plan's storage (an upload counts at its declared size). */
async function leaveRoom(room: number) {
  await database.db.delete(pdfUploads).where(eq(pdfUploads.fileName, "filler.pdf"));
  const used = await usedStorageBytes(database.db, org.organizationId);
  await database.db.insert(pdfUploads).values({
    organizationId: org.organizationId,
    fileName: "filler.pdf",
    contentType: "application/pdf",
    sizeBytes: LIMIT - used - room,
    storageKey: `orgs/${org.organizationId}/uploads/filler`,
    expiresAt: new Date(Date.now() + 3_600_000),
  });
  return LIMIT - room;
}

describe("POST /api/v1/templates/{id}/start-signing and the storage quota", () => {
  it("counts a PDF template's printed document toward storageBytes and refuses it before writing (402, nothing changed)", async () => {
    await leaveRoom(10 * 1024 * 1024);
    const fits = await templateApi.start(org.adminKey, pdfTemplateId, startBody({ data: { tenant: { name: "Ada" }, rent: 900 } }));
    expect(fits.status).toBe(201);

    const used = await leaveRoom(ROOM);
    const before = await snapshot();
    const res = await templateApi.start(org.adminKey, pdfTemplateId, startBody({ data: { tenant: { name: "Grace" }, rent: 1000 } }));
    expect(res.status).toBe(402);
    expect(res.json).toMatchObject({ code: "QUOTA_EXCEEDED", details: { quota: "storageBytes", limit: LIMIT, used } });
    expect(await snapshot()).toEqual(before);
  });

  it("counts a rendered HTML template toward storageBytes and refuses it before writing (402, nothing changed)", async () => {
    await leaveRoom(10 * 1024 * 1024);
    expect((await templateApi.start(org.adminKey, htmlTemplateId, htmlBody("Ada"))).status).toBe(201);

    const used = await leaveRoom(ROOM);
    const before = await snapshot();
    const res = await templateApi.start(org.adminKey, htmlTemplateId, htmlBody("Grace"));
    expect(res.status).toBe(402);
    expect(res.json).toMatchObject({ code: "QUOTA_EXCEEDED", details: { quota: "storageBytes", limit: LIMIT, used } });
    expect(await snapshot()).toEqual(before);
  });
});
