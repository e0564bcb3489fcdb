import { describe, expect, it } from "vitest";
import { AppError } from "../errors";
import { onlineFormsCreate } from "../services/online-forms/operations";
import { operations } from "../services/operations";
import { parseInput } from "../services/parse-input";
import { templatesUpdateDraft } from "../services/templates/operations";

// docs/api.md: unknown top-level body fields are ignored; a definition's structure (a template's
// draft and its items, a form's draft and its blocks) is checked strictly, naming the field.
function refusalOf(schema: Parameters<typeof parseInput>[0], body: unknown): string[] {
  try {
    parseInput(schema, body);
    return [];
  } catch (error) {
    if (error instanceof AppError) return (error.messages as string[] | undefined) ?? [error.message];
    throw error;
  }
}

describe("unknown body fields", () => {
  const withBody = operations.filter((operation) => operation.body !== undefined);

  it("are ignored at the top level of every operation's body", () => {
    expect(withBody.length).toBeGreaterThan(20);
    const refusing = withBody.filter((operation) => {
      const result = operation.body!.safeParse({ unknownTopLevelField: true });
      return !result.success && result.error.issues.some((issue) => issue.code === "unrecognized_keys" && issue.path.length === 0);
    });
    expect(refusing.map((operation) => operation.name)).toEqual([]);
  });

  it("are refused inside a form's blocks, naming the path", () => {
    const body = {
      kind: "TEMPLATE",
      draft: { definition: { blocks: [{ id: "intro", type: "SECTION", label: "Intro", colour: "red" }] } },
      colourScheme: "dark",
    };
    expect(refusalOf(onlineFormsCreate.body!, body)).toEqual(["draft.definition.blocks.0 has unknown field: colour"]);
  });

  it("are refused inside a template draft's items, naming the path", () => {
    const roles = [{ key: "tenant", label: "Tenant", signOrder: 1, colour: "red" }];
    const inputs = [{ key: "rent", label: "Rent", type: "number", unit: "EUR" }];
    expect(refusalOf(templatesUpdateDraft.body!, { draft: { signerRoles: roles, inputSchema: inputs } })).toEqual([
      "draft.signerRoles.0 has unknown field: colour",
      "draft.inputSchema.0 has unknown field: unit",
    ]);
    expect(refusalOf(templatesUpdateDraft.body!, { draft: { signerRole: [] } })).toEqual(["draft has unknown field: signerRole"]);
  });
});
