import { describe, expect, it } from "vitest";
// eslint-disable-next-line no-restricted-imports -- a node test, not browser code: it checks the views against the real generated document
import { buildOpenApiDocument } from "@/server/http/openapi";
import { constraintsOf, schemaFields, typeLabel, withoutNull } from "./schema-fields";

const document = {
  components: {
    schemas: {
      Signer: { type: "object", properties: { name: { type: "string", minLength: 1, maxLength: 200 }, manager: { $ref: "#/components/schemas/Signer" } }, required: ["name"] },
    },
  },
};

describe("schemaFields", () => {
  it("lists each property with its type, whether it is required and its constraints", () => {
    const rows = schemaFields(
      {
        type: "object",
        properties: {
          dispatchMode: { type: "string", enum: ["EMAIL", "KIOSK"] },
          pageSize: { default: 20, type: "integer", minimum: 1, maximum: 100 },
          id: { type: "string", format: "uuid", pattern: "^[0-9a-f-]+$" },
        },
        required: ["dispatchMode"],
      },
      document,
    );
    expect(rows.map((row) => [row.name, row.type, row.required, row.constraints])).toEqual([
      ["dispatchMode", "string", true, ["one of EMAIL, KIOSK"]],
      ["pageSize", "integer", false, ["1–100", "default 20"]],
      ["id", "string (uuid)", false, []],
    ]);
  });

  it("nests the fields of arrays of objects and of referenced schemas", () => {
    const [signers] = schemaFields(
      { type: "object", properties: { signers: { type: "array", minItems: 1, maxItems: 50, items: { $ref: "#/components/schemas/Signer" } } } },
      document,
    );
    expect(signers?.type).toBe("array of Signer");
    expect(signers?.constraints).toEqual(["1–50 items"]);
    expect(signers?.children.map((row) => [row.name, row.required, row.constraints])).toEqual([
      ["name", true, ["1–200 characters"]],
      ["manager", false, []],
    ]);
  });

  it("does not expand a schema inside itself again", () => {
    const rows = schemaFields({ $ref: "#/components/schemas/Signer" }, document);
    expect(rows.find((row) => row.name === "manager")?.children.map((row) => row.name)).toEqual(["name", "manager"]);
    const inner = rows.find((row) => row.name === "manager")?.children.find((row) => row.name === "manager");
    expect(inner?.children).toEqual([]);
  });

  it("names referenced schemas for a link instead of expanding them when asked", () => {
    const [signers] = schemaFields({ type: "object", properties: { signers: { type: "array", items: { $ref: "#/components/schemas/Signer" } } } }, document, { expandRefs: false });
    expect([signers?.type, signers?.ref, signers?.children]).toEqual(["array of Signer", "Signer", []]);
  });

  it("marks a property that may be null and shows the type without the null", () => {
    const [completedAt, voidReason] = schemaFields(
      { type: "object", properties: { completedAt: { anyOf: [{ type: "string", format: "date-time" }, { type: "null" }] }, voidReason: { type: ["string", "null"] } } },
      document,
    );
    expect([completedAt?.type, completedAt?.nullable, voidReason?.type, voidReason?.nullable]).toEqual(["string (date-time)", true, "string", true]);
  });

  it("names constants and merges allOf parts", () => {
    expect(typeLabel({ const: "signing.completed" }, document)).toBe('"signing.completed"');
    const rows = schemaFields({ allOf: [{ $ref: "#/components/schemas/Signer" }, { properties: { code: { type: "string" } }, required: ["code"] }] }, document);
    expect(rows.map((row) => [row.name, row.required])).toEqual([
      ["name", true],
      ["manager", false],
      ["code", true],
    ]);
  });

  it("keeps a pattern unless the format already says it, and hides unbounded safe-integer maxima", () => {
    expect(constraintsOf({ type: "string", pattern: "^\\+[1-9]\\d{6,14}$" })).toEqual(["pattern ^\\+[1-9]\\d{6,14}$"]);
    expect(constraintsOf({ type: "integer", minimum: 0, maximum: Number.MAX_SAFE_INTEGER })).toEqual(["at least 0"]);
    expect(constraintsOf({ type: "number", exclusiveMinimum: 0 })).toEqual(["greater than 0"]);
    expect(withoutNull({ type: "string" }).nullable).toBe(false);
  });

  it("renders the real create-process body with its nested signers", () => {
    const generated = buildOpenApiDocument() as { paths: Record<string, Record<string, { requestBody: { content: Record<string, { schema: Record<string, unknown> }> } }>> };
    const schema = generated.paths["/signing-processes"]!.post!.requestBody.content["application/json"]!.schema;
    const rows = schemaFields(schema, generated);
    const signers = rows.find((row) => row.name === "signers");
    expect(signers?.required).toBe(true);
    expect(signers?.children.find((row) => row.name === "email")?.type).toBe("string (email)");
    expect(rows.find((row) => row.name === "dispatchMode")?.constraints).toEqual(["one of EMAIL, KIOSK, CURRENT_USER"]);
  });
});
