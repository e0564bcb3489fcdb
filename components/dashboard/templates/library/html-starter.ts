/**
 * What a new HTML template made in the dashboard starts from: a short agreement that shows each
 * part at work (a variable, a condition, a signer and the marker of their signature), for the
 * author to rewrite rather than to learn from an empty editor. The API's templates start empty.
 */
import type { TemplateDraftPatch } from "@/lib/schemas/templates";
import { markerSnippet } from "../editor/template-draft";

const HTML = `<h1>Agreement</h1>
<p>This agreement is made between Example Ltd and <strong>{{ customer.name }}</strong>.</p>
{% if customer.company %}
<p>{{ customer.name }} signs for {{ customer.company }}.</p>
{% endif %}
<h2>1. What is agreed</h2>
<p>Describe here what both sides agree to. Variables such as {{ customer.name }} are filled in from the data sent when a signing starts.</p>
<h2>2. Signature</h2>
<p>Signed by {{ customer.name }}:</p>
${markerSnippet("customer_signature")}
`;

const CSS = `body { font-family: "Noto Sans", Arial, sans-serif; font-size: 11pt; line-height: 1.5; color: #1e293b; }
h1 { font-size: 20pt; margin-bottom: 12pt; }
h2 { font-size: 13pt; margin-top: 18pt; }
`;

export const HTML_TEMPLATE_STARTER: TemplateDraftPatch = {
  html: HTML,
  css: CSS,
  signerRoles: [{ key: "customer", label: "Customer", signOrder: 1 }],
  inputSchema: [
    { key: "customer.name", label: "Customer name", type: "string", required: true },
    { key: "customer.company", label: "Company", type: "string", required: false },
  ],
  signingFields: [{ key: "customer_signature", roleKey: "customer", type: "SIGNATURE", label: "Customer signature", required: true }],
};
