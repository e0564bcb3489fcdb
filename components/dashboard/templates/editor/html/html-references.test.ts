import { describe, expect, it } from "vitest";
import { htmlFieldForMarker } from "../template-draft";
import { unclaimedMarkers, undeclaredVariables, variablesUsedIn } from "./html-references";

const html = `
<h1>Lease for {{ tenant.name | upcase }}</h1>
{% if pets %}<p>Pets: {{ pets }}</p>{% endif %}
{% for room in flat.rooms %}<li>{{ room.name }} ({{ forloop.index }})</li>{% endfor %}
{% assign total = rent.amount %}<p>{{ total }} {{- rent.currency -}}</p>
<p>{{ "literal" }}</p>
<span data-sd-field="tenant_signature"></span><span data-sd-field='initials.1'></span>`;

describe("what an HTML template refers to", () => {
  it("finds printed and tested data paths, not loop, assigned or Liquid names", () => {
    expect(variablesUsedIn(html)).toEqual(["tenant.name", "pets", "flat.rooms", "rent.amount", "rent.currency"]);
  });

  it("leaves out what a declared variable covers: the key, a path inside it, or one around it", () => {
    expect(undeclaredVariables(html, ["tenant.name", "flat", "rent.amount", " "])).toEqual(["pets", "rent.currency"]);
    expect(undeclaredVariables("{% if customer %}{{ customer.name }}{% endif %}", ["customer.name"])).toEqual([]);
  });

  it("finds markers no field claims, each once", () => {
    expect(unclaimedMarkers(`${html}<i data-sd-field="initials.1"></i>`, ["tenant_signature"])).toEqual(["initials.1"]);
    expect(unclaimedMarkers(html, ["tenant_signature", "initials.1"])).toEqual([]);
  });
});

describe("a field for a marker found in the HTML", () => {
  it("guesses its kind from the key, a date before a signature", () => {
    expect(htmlFieldForMarker("f1", "signed_on_date", "r1")).toMatchObject({ type: "DATE", label: "Signed on date", roleId: "r1" });
    expect(htmlFieldForMarker("f2", "tenantSignature", "r1")).toMatchObject({ type: "SIGNATURE", label: "Tenant signature" });
    expect(htmlFieldForMarker("f3", "accept_terms", "r1")).toMatchObject({ type: "CHECKBOX" });
    expect(htmlFieldForMarker("f4", "iban", "r1")).toMatchObject({ type: "TEXT", label: "Iban" });
  });
});
