import { describe, expect, it } from "vitest";
import type { TemplateDefinition } from "@/lib/schemas/templates";
import { SENDER_KEY } from "../../processes/field-editor/field-editor-state";
import {
  fieldKeyFromLabel,
  htmlModelFromDefinition,
  htmlModelToDraft,
  markerSnippet,
  pdfModelFromDefinition,
  pdfModelToDraft,
  roleKeyFromLabel,
  sampleData,
} from "./template-draft";

const PDF_DEFINITION: TemplateDefinition = {
  sourcePdfAssetId: "6f1c1d3e-2b7a-4c0e-9a53-2f3f1b0c9d11",
  signerRoles: [
    { key: "landlord", label: "Landlord", signOrder: 2 },
    { key: "tenant", label: "Tenant", signOrder: 1 },
  ],
  inputSchema: [
    { key: "tenant.name", label: "Tenant name", type: "string", required: true },
    { key: "rent", label: "Monthly rent", type: "number", required: false },
    { key: "notes", label: "Notes", type: "string", required: false },
  ],
  prefillFields: [
    { key: "tenant.name", page: 0, x: 72, y: 60, w: 220, h: 20 },
    { key: "rent", page: 0, x: 72, y: 90, w: 100, h: 20, fontSize: 10 },
    { key: "tenant.name", page: 1, x: 72, y: 60, w: 220, h: 20 },
  ],
  signingFields: [
    { key: "tenantSignature", roleKey: "tenant", type: "SIGNATURE", label: "Tenant signature", required: true, page: 1, x: 72, y: 600, w: 180, h: 54 },
    { key: "landlordSignature", roleKey: "landlord", type: "SIGNATURE", label: "Landlord", required: true, page: 1, x: 300, y: 600, w: 180, h: 54 },
    { key: "signedOn", roleKey: "tenant", type: "DATE", label: "", required: false, autofill: "SIGNING_DATE", page: 1, x: 72, y: 660, w: 110, h: 24 },
  ],
};

describe("keys from labels", () => {
  it("makes a role key from its label, unused and valid", () => {
    expect(roleKeyFromLabel("Tenant (main)", [])).toBe("tenant_main");
    expect(roleKeyFromLabel("Tenant", ["tenant"])).toBe("tenant_2");
    expect(roleKeyFromLabel("Zoë Łódź", [])).toBe("zoe_odz");
    expect(roleKeyFromLabel("1st signer", [])).toBe("role_1st_signer");
    expect(roleKeyFromLabel("   ", [])).toBe("role");
  });

  it("makes a field key the same way", () => {
    expect(fieldKeyFromLabel("Signature", ["signature"])).toBe("signature_2");
    expect(fieldKeyFromLabel("", [])).toBe("field");
  });
});

describe("the PDF editor and the draft", () => {
  it("reads roles in sign order, signing fields for their role, and Sender boxes with their input", () => {
    const model = pdfModelFromDefinition(PDF_DEFINITION);
    expect(model.roles.map((role) => [role.id, role.key])).toEqual([
      ["role-1", "tenant"],
      ["role-2", "landlord"],
    ]);
    expect(model.fields.filter((field) => field.signerKey !== SENDER_KEY).map((field) => [field.key, field.signerKey])).toEqual([
      ["tenantSignature", "role-1"],
      ["landlordSignature", "role-2"],
      ["signedOn", "role-1"],
    ]);
    expect(model.fields.find((field) => field.key === "rent")).toMatchObject({ signerKey: SENDER_KEY, label: "Monthly rent", inputType: "number", required: false, fontSize: 10 });
    expect(model.unplacedInputs.map((entry) => entry.key)).toEqual(["notes"]);
  });

  it("writes back the same definition it read (roles renumbered by their order)", () => {
    const draft = pdfModelToDraft(pdfModelFromDefinition(PDF_DEFINITION));
    expect(draft.signerRoles).toEqual([
      { key: "tenant", label: "Tenant", signOrder: 1 },
      { key: "landlord", label: "Landlord", signOrder: 2 },
    ]);
    expect(draft.signingFields).toEqual(PDF_DEFINITION.signingFields);
    expect(draft.prefillFields).toEqual(PDF_DEFINITION.prefillFields);
    expect(draft.inputSchema).toEqual(PDF_DEFINITION.inputSchema);
    expect(draft.sourcePdfAssetId).toBe(PDF_DEFINITION.sourcePdfAssetId);
  });

  it("follows a role whose key was renamed, and reorders sign orders with the roles", () => {
    const model = pdfModelFromDefinition(PDF_DEFINITION);
    const roles = [{ ...model.roles[1]!, key: "owner" }, model.roles[0]!];
    const draft = pdfModelToDraft({ ...model, roles });
    expect(draft.signerRoles).toEqual([
      { key: "owner", label: "Landlord", signOrder: 1 },
      { key: "tenant", label: "Tenant", signOrder: 2 },
    ]);
    expect(draft.signingFields.map((field) => field.roleKey)).toEqual(["tenant", "owner", "tenant"]);
  });

  it("makes one input of a Sender key placed twice, described by its first box", () => {
    const model = pdfModelFromDefinition(PDF_DEFINITION);
    const fields = model.fields.map((field, index) => (field.key === "tenant.name" && index > 3 ? { ...field, label: "Other label" } : field));
    const draft = pdfModelToDraft({ ...model, fields });
    expect(draft.inputSchema.filter((entry) => entry.key === "tenant.name")).toEqual([{ key: "tenant.name", label: "Tenant name", type: "string", required: true }]);
  });
});

describe("the HTML editor and the draft", () => {
  const HTML_DEFINITION: TemplateDefinition = {
    html: '<p>{{ customer.name }}</p><span data-sd-field="sig"></span>',
    css: "p { color: red }",
    signerRoles: [{ key: "customer", label: "Customer", signOrder: 1 }],
    inputSchema: [{ key: "customer.name", label: "Name", type: "string", required: true }],
    prefillFields: [],
    signingFields: [{ key: "sig", roleKey: "customer", type: "SIGNATURE", label: "Signature", required: true }],
  };

  it("writes back what it read, without coordinates", () => {
    const draft = htmlModelToDraft(htmlModelFromDefinition(HTML_DEFINITION));
    expect(draft).toEqual({
      signerRoles: HTML_DEFINITION.signerRoles,
      inputSchema: HTML_DEFINITION.inputSchema,
      signingFields: HTML_DEFINITION.signingFields,
      html: HTML_DEFINITION.html,
      css: HTML_DEFINITION.css,
    });
  });

  it("builds the preview's data from the samples at their dot paths, typed", () => {
    expect(
      sampleData([
        { key: "customer.name", type: "string", sample: "Zoë" },
        { key: "customer.age", type: "number", sample: "42" },
        { key: "pets", type: "boolean", sample: "false" },
        { key: "vip", type: "boolean", sample: "true" },
        { key: "start", type: "date", sample: "2026-01-31" },
        { key: "empty", type: "string", sample: " " },
      ]),
    ).toEqual({ customer: { name: "Zoë", age: 42 }, pets: false, vip: true, start: "2026-01-31" });
  });

  it("gives a marker of a signature's size for a field key", () => {
    expect(markerSnippet("tenantSignature")).toBe('<span data-sd-field="tenantSignature" style="display:inline-block;width:180px;height:48px"></span>');
  });
});
