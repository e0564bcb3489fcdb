import { describe, expect, it } from "vitest";
import type { TemplateDefinition } from "../schemas/templates";
import { completenessProblems, placementProblems, structureProblems } from "./definition-rules";

const field = (over: Partial<TemplateDefinition["signingFields"][number]>): TemplateDefinition["signingFields"][number] => ({
  key: "tenant_signature",
  roleKey: "tenant_main",
  type: "SIGNATURE",
  label: "Tenant signature",
  required: true,
  page: 0,
  x: 10,
  y: 10,
  w: 100,
  h: 40,
  ...over,
});

// A draft with one of nearly every mistake: repeated keys, a field of a removed role, a gap in
// the order, a role without a signature, an unplaced field, a box beyond the last page.
const broken: TemplateDefinition = {
  sourcePdfAssetId: null,
  signerRoles: [
    { key: "tenant_main", label: "Tenant", signOrder: 1 },
    { key: "tenant_main", label: "Co-tenant", signOrder: 3 },
    { key: "landlord_x7", label: "Landlord", signOrder: 3 },
  ],
  inputSchema: [
    { key: "customer", label: "Customer", type: "string", required: true },
    { key: "customer.name", label: "Customer name", type: "string", required: true },
  ],
  prefillFields: [{ key: "rent", page: 4, x: 0, y: 0, w: 50, h: 20 }],
  signingFields: [
    field({}),
    field({ key: "initials", label: "Initials", roleKey: "ghost_role", type: "TEXT" }),
    field({ key: "witness", label: "", page: undefined, roleKey: "tenant_main", type: "TEXT" }),
  ],
};

function problemsOf(definition: TemplateDefinition) {
  return [
    ...structureProblems("PDF", definition),
    ...completenessProblems("PDF", definition),
    ...placementProblems(definition, [{ width: 595, height: 842 }]),
  ];
}

describe("template problems", () => {
  it("say each problem in plain words for the editor, naming roles and fields by their labels", () => {
    const plain = problemsOf(broken).map((problem) => problem.plain);
    expect(plain).toEqual(
      expect.arrayContaining([
        "The signers “Tenant” and “Co-tenant” have the same key; give each its own.",
        "Two signers are both number 3 in the signing order.",
        "The variable “customer.name” lies inside “customer”, which holds a value itself; rename one of them.",
        "The box on page 5 fills in “rent”, which is not one of the template’s data.",
        "The field “Initials” belongs to no signer; choose who fills it in.",
        "The field “witness” has no place on the document yet.",
        "“Landlord” has no signature field; add one for them.",
        "Choose the PDF the template is based on.",
        "The box for “rent” is on page 5, but the document has 1 page.",
      ]),
    );
    for (const sentence of plain) {
      expect(sentence).not.toMatch(/draft\.|signerRoles|signingFields|inputSchema|prefillFields|roleKey|signOrder|SIGNATURE/);
      expect(sentence).not.toMatch(/ghost_role|landlord_x7/);
    }
  });

  it("keep the API's sentences, which name the draft's paths and keys as integrators send them", () => {
    const api = problemsOf(broken).map((problem) => problem.api);
    expect(api).toEqual(
      expect.arrayContaining([
        'draft.signerRoles: the key "tenant_main" is used more than once',
        'draft.signingFields.1.roleKey: "ghost_role" is not the key of a signer role',
        'draft.signingFields: the role "Landlord" (landlord_x7) has no SIGNATURE field',
        "draft.prefillFields.0.page must be below the document's page count (1)",
      ]),
    );
  });

  it("find nothing wrong with a complete definition", () => {
    const fine: TemplateDefinition = {
      sourcePdfAssetId: "00000000-0000-4000-8000-000000000000",
      signerRoles: [{ key: "tenant_main", label: "Tenant", signOrder: 1 }],
      inputSchema: [],
      prefillFields: [],
      signingFields: [field({})],
    };
    expect(problemsOf(fine)).toEqual([]);
  });
});
