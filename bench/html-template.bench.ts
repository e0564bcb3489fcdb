/**
 * What an HTML template costs at "start signing" on this machine: a two-page contract with a
 * loop over line items and three signer-field markers, rendered through the warm Chromium
 * (the first render, which launches the browser, happens before timing).
 */
import { afterAll, beforeAll, bench, describe } from "vitest";
import { closeHtmlRenderer } from "@/server/pdf/html/chromium";
import { renderHtmlTemplate } from "@/server/pdf/html/render-html-template";

const css = `
  @page { size: A4; margin: 20mm; }
  body { font-size: 11pt; line-height: 1.5; }
  table { width: 100%; border-collapse: collapse; }
  td, th { border-bottom: 1px solid #ccc; padding: 4px 6px; text-align: left; }
  .terms { break-before: page; }
  .field { display: inline-block; width: 180px; height: 48px; border-bottom: 1px solid #000; }
`;

const html = `
  <h1>Service agreement {{ contract.number }}</h1>
  <p>Between {{ provider.name }} and {{ customer.name }} ({{ customer.city }}).</p>
  <table>
    <tr><th>#</th><th>Item</th><th>Quantity</th><th>Price</th></tr>
    {% for item in items %}<tr><td>{{ forloop.index }}</td><td>{{ item.title }}</td><td>{{ item.quantity }}</td><td>{{ item.price }}</td></tr>{% endfor %}
  </table>
  <p>Customer: <span class="field" data-sd-field="customer.signature"></span></p>
  <section class="terms">
    {% for clause in clauses %}<p><b>§{{ forloop.index }}</b> {{ clause }}</p>{% endfor %}
    <p>Provider: <span class="field" data-sd-field="provider.signature"></span></p>
    <p>Date: <span class="field" data-sd-field="date" style="width: 120px; height: 24px"></span></p>
  </section>
`;

const data = {
  contract: { number: "2026-0042" },
  provider: { name: "Signet Services GmbH" },
  customer: { name: "Zoë Łódź", city: "Kraków" },
  items: Array.from({ length: 15 }, (_, index) => ({ title: `Line item ${index + 1}`, quantity: index + 1, price: `€${(index + 1) * 12}.00` })),
  clauses: Array.from({ length: 10 }, (_, index) => `Clause ${index + 1}: the parties agree to the terms set out in this paragraph, which is long enough to wrap across a couple of lines on the page.`),
};

beforeAll(async () => {
  await renderHtmlTemplate({ organizationId: "test-org", html, css, data });
});

afterAll(closeHtmlRenderer);

describe("HTML template", () => {
  bench("render a two-page template with a loop and 3 markers (warm browser)", async () => {
    const result = await renderHtmlTemplate({ organizationId: "test-org", html, css, data });
    if (result.pageCount !== 2 || Object.keys(result.markers).length !== 3) {
      throw new Error(`unexpected render: ${result.pageCount} pages, markers ${Object.keys(result.markers).join(", ")}`);
    }
  }, { iterations: 20, warmupIterations: 2 });
});
