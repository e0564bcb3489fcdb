/**
 * What POST /api/v1/templates/{id}/start-signing costs end to end through the route on the
 * embedded database: from a PDF template (two Sender fields printed, the document stored) and
 * from a two-page HTML template on a warm browser (Liquid, Chromium, markers, the document
 * stored). Each start stores a new document: the data differ every time.
 */
import { afterAll, beforeAll, bench, describe } from "vitest";
import { resetRateLimiter } from "@/server/throttle/rate-limiter";
import { closeHtmlRenderer } from "@/server/pdf/html/chromium";
import { createTestDatabase, type TestDatabase } from "@/tests/support/database";
import { seedOrganization, type SeededOrganization } from "@/tests/support/fixtures";
import { inDays, readyAsset } from "@/tests/support/signing";
import { publishedPdfTemplate, startBody, templateApi } from "@/tests/support/templates";

let database: TestDatabase;
let org: SeededOrganization;
let pdfTemplate: string;
let htmlTemplate: string;
let run = 0;

const html = `
  <h1>Offer {{ number }} for {{ customer.name }}</h1>
  <table>{% for item in items %}<tr><td>{{ item.title }}</td><td>{{ item.price }}</td></tr>{% endfor %}</table>
  <p>Customer: <span data-sd-field="customer" style="display:inline-block;width:180px;height:48px"></span></p>
  <section style="break-before: page">{% for clause in clauses %}<p>{{ clause }}</p>{% endfor %}
  <p>Provider: <span data-sd-field="provider" style="display:inline-block;width:180px;height:48px"></span></p></section>`;

beforeAll(async () => {
  database = await createTestDatabase();
  org = await seedOrganization(database.db, { plan: "ENTERPRISE" });
  pdfTemplate = await publishedPdfTemplate(org.adminKey, await readyAsset(database.db, org.adminKey));
  const created = await templateApi.create(org.adminKey, {
    kind: "HTML",
    name: "Offer",
    draft: {
      html,
      css: "body { font-size: 11pt; }",
      signerRoles: [
        { key: "customer", label: "Customer", signOrder: 1 },
        { key: "provider", label: "Provider", signOrder: 2 },
      ],
      inputSchema: [{ key: "customer.name", label: "Customer", type: "string", required: true }],
      signingFields: [
        { key: "customer", roleKey: "customer", type: "SIGNATURE", label: "Customer", required: true },
        { key: "provider", roleKey: "provider", type: "SIGNATURE", label: "Provider", required: true },
      ],
    },
  });
  await templateApi.publish(org.adminKey, created.json.data.id);
  htmlTemplate = created.json.data.id;
  await start(htmlTemplate, htmlBody()); // launches the browser before timing
});

afterAll(async () => {
  await closeHtmlRenderer();
  await database.close();
});

async function start(id: string, body: unknown): Promise<void> {
  resetRateLimiter();
  const res = await templateApi.start(org.adminKey, id, body);
  if (res.status !== 201) throw new Error(`start-signing answered ${res.status}: ${JSON.stringify(res.json)}`);
}

function htmlBody() {
  run += 1;
  return {
    data: {
      number: run,
      customer: { name: "Zoë Łódź" },
      items: Array.from({ length: 15 }, (_, index) => ({ title: `Item ${index + 1}`, price: `€${index + 10}` })),
      clauses: Array.from({ length: 12 }, (_, index) => `Clause ${index + 1}: the parties agree to what this paragraph says, at some length.`),
    },
    signers: [
      { roleKey: "customer", name: "Zoë", email: "zoe@example.test" },
      { roleKey: "provider", name: "Pat", email: "pat@example.test" },
    ],
    expiresAt: inDays(7),
    policy: "EMAIL_SES_LINK_ONLY",
  };
}

describe("start-signing", () => {
  bench("from a PDF template (two Sender fields printed)", async () => {
    run += 1;
    await start(pdfTemplate, startBody({ data: { tenant: { name: `Tenant ${run}` }, rent: run } }));
  }, { iterations: 20 });

  bench("from a two-page HTML template (warm browser)", async () => {
    await start(htmlTemplate, htmlBody());
  }, { iterations: 20 });
});
