/**
 * When the organization already has as many HTML renders waiting as it may, start-signing from
 * an HTML template answers 503 RENDER_BUSY with Retry-After, in the spec's error body, and
 * changes nothing.
 */
import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signingProcesses } from "@/server/db/schema";
import { closeHtmlRenderer } from "@/server/pdf/html/chromium";
import { MAX_CONCURRENT_RENDERS, MAX_WAITING_PER_ORGANIZATION, RENDER_BUSY_RETRY_AFTER_SECONDS, renderSlotUsage, withRenderSlot } from "@/server/pdf/html/render-slots";
import { createTestDatabase, type TestDatabase } from "@/tests/support/database";
import { seedOrganization, type SeededOrganization } from "@/tests/support/fixtures";
import { inDays } from "@/tests/support/signing";
import { templateApi } from "@/tests/support/templates";

let database: TestDatabase;
let org: SeededOrganization;
let templateId: string;

beforeAll(async () => {
  database = await createTestDatabase();
  org = await seedOrganization(database.db, { plan: "PRO" });
  const html = await templateApi.create(org.adminKey, {
    kind: "HTML",
    name: "Note",
    draft: {
      html: `<p>Note for {{ name }}</p><span data-sd-field="signature" style="display:inline-block;width:180px;height:48px"></span>`,
      css: "",
      signerRoles: [{ key: "reader", label: "Reader", signOrder: 1 }],
      inputSchema: [{ key: "name", label: "Name", type: "string", required: true }],
      signingFields: [{ key: "signature", roleKey: "reader", type: "SIGNATURE", label: "Signature", required: true }],
    },
  });
  expect((await templateApi.publish(org.adminKey, html.json.data.id)).status).toBe(201);
  templateId = html.json.data.id;
});
afterAll(async () => {
  await closeHtmlRenderer();
  await database.close();
});

describe("POST /api/v1/templates/{id}/start-signing while the renderers are busy", () => {
  it("answers 503 RENDER_BUSY with Retry-After once the organization's queue is full", async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const occupying = Array.from({ length: MAX_CONCURRENT_RENDERS + MAX_WAITING_PER_ORGANIZATION }, () => withRenderSlot(org.organizationId, () => held));
    await new Promise((resolve) => setImmediate(resolve));
    expect(renderSlotUsage()).toEqual({ running: MAX_CONCURRENT_RENDERS, waiting: MAX_WAITING_PER_ORGANIZATION });

    const body = { data: { name: "Ada" }, signers: [{ roleKey: "reader", name: "Ada", email: "ada@example.test" }], expiresAt: inDays(3), policy: "EMAIL_SES_LINK_ONLY" };
    const res = await templateApi.start(org.adminKey, templateId, body);
    expect(res.status).toBe(503);
    expect(res.headers.get("retry-after")).toBe(String(RENDER_BUSY_RETRY_AFTER_SECONDS));
    expect(res.json).toMatchObject({ code: "RENDER_BUSY" });
    expect(res.json.message).toMatch(/documents waiting to be rendered; try again in 15 seconds/);
    const [processes] = await database.db.select({ n: count() }).from(signingProcesses);
    expect(processes!.n).toBe(0);

    release();
    await Promise.all(occupying);
    expect((await templateApi.start(org.adminKey, templateId, body)).status).toBe(201);
  });
});
