import { describe, expect, it } from "vitest";
import { draftSchemaProblems } from "./draft-schema-problems";

describe("draftSchemaProblems", () => {
  it("names the role, field or variable by its label and says the rule in plain words", () => {
    const problems = draftSchemaProblems({
      signerRoles: [{ key: "9tenant", label: "Tenant", signOrder: 1 }],
      signingFields: [{ key: "sig", roleKey: "tenant", type: "SIGNATURE", label: "x".repeat(201), required: true }],
      inputSchema: [{ key: "customer name", label: "", type: "string", required: true }],
    });
    expect([...problems].sort()).toEqual([
      `Field “${"x".repeat(201)}”: the name must be at most 200 characters long.`,
      "Signer “Tenant”: the key must start with a letter and hold only letters, digits, - and _ (at most 50).",
      "Variable “customer name”: the key must be a dot path of names such as customer.name.",
      "Variable “customer name”: the name is required.",
    ]);
    for (const problem of problems) expect(problem).not.toMatch(/draft\.|signerRoles|signingFields|inputSchema/);
  });

  it("finds nothing in a valid draft", () => {
    expect(draftSchemaProblems({ signerRoles: [{ key: "tenant", label: "Tenant", signOrder: 1 }] })).toEqual([]);
  });
});
