/**
 * On a server with no browser to print HTML templates with (none installed, and the npm
 * package's not there), start-signing from an HTML template answers 503 RENDERER_UNAVAILABLE
 * with a sentence in the spec's error body, never a 500, and changes nothing.
 */
import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signingProcesses } from "@/server/db/schema";
import { resetEnv } from "@/server/env";
import { closeHtmlRenderer, setChromiumSources } from "@/server/pdf/html/chromium";
import { createTestDatabase, type TestDatabase } from "@/tests/support/database";
import { seedOrganization, type SeededOrganization } from "@/tests/support/fixtures";
import { inDays } from "@/tests/support/signing";
import { templateApi } from "@/tests/support/templates";

let database: TestDatabase;
let org: SeededOrganization;
let templateId: string;
const configured = process.env.CHROMIUM_PATH;

beforeAll(async () => {
  delete process.env.CHROMIUM_PATH;
  resetEnv();
  await closeHtmlRenderer();
  setChromiumSources({ systemPaths: [], playwrightPath: () => undefined, packed: () => null });
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
  setChromiumSources({});
  if (configured === undefined) delete process.env.CHROMIUM_PATH;
  else process.env.CHROMIUM_PATH = configured;
  resetEnv();
  await database.close();
});

describe("POST /api/v1/templates/{id}/start-signing without a browser", () => {
  const body = { data: { name: "Ada" }, signers: [{ roleKey: "reader", name: "Ada", email: "ada@example.test" }], expiresAt: inDays(3), policy: "EMAIL_SES_LINK_ONLY" };

  it("answers 503 RENDERER_UNAVAILABLE with a sentence, and creates nothing", async () => {
    const res = await templateApi.start(org.adminKey, templateId, body);
    expect(res.status).toBe(503);
    expect(res.json).toMatchObject({
      code: "RENDERER_UNAVAILABLE",
      message: "This server has no browser to turn HTML templates into PDFs; its operator can install one (Signet's README says how).",
    });
    const [processes] = await database.db.select({ n: count() }).from(signingProcesses);
    expect(processes!.n).toBe(0);
  });

  it("answers 503 too when CHROMIUM_PATH names no browser that starts (it was a 500)", async () => {
    process.env.CHROMIUM_PATH = "/nonexistent/chromium";
    resetEnv();
    const res = await templateApi.start(org.adminKey, templateId, body);
    expect(res.status).toBe(503);
    expect(res.json).toMatchObject({
      code: "RENDERER_UNAVAILABLE",
      message: "This server's browser for turning HTML templates into PDFs could not be started; its operator will find why in the server's log.",
    });
    const [processes] = await database.db.select({ n: count() }).from(signingProcesses);
    expect(processes!.n).toBe(0);
  });
});
