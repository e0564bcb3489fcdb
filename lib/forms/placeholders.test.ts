import { describe, expect, it } from "vitest";
import { formBlockSchema } from "../schemas/online-forms";
import { fillPlaceholders, flattenPlaceholderData } from "./placeholders";

describe("placeholders", () => {
  it("flattens nested data with dots and fills text, labels, help and option labels", () => {
    const blocks = [
      formBlockSchema.parse({ id: "t", type: "TEXT", text: "Dear {{ customer.name }}, from {{company}}." }),
      formBlockSchema.parse({ id: "c", type: "MULTIPLE_CHOICE", label: "Plan for {{customer.name}}", help: "Ends {{end}}", options: [{ id: "a", label: "{{plan.a}}" }] }),
    ];
    const data = flattenPlaceholderData({ customer: { name: "Zoë <b>" }, company: "Signet", end: 2027, plan: { a: "Basic" } });
    const { blocks: filled, missing } = fillPlaceholders(blocks, data);
    expect(missing).toEqual([]);
    expect(filled[0]!.text).toBe("Dear Zoë <b>, from Signet.");
    expect(filled[1]).toMatchObject({ label: "Plan for Zoë <b>", help: "Ends 2027", options: [{ id: "a", label: "Basic" }] });
  });

  it("reports placeholders without a value and leaves them as written", () => {
    const { blocks, missing } = fillPlaceholders([formBlockSchema.parse({ id: "t", type: "TEXT", text: "{{a}} {{b.c}} {{a}}" })], new Map([["x", "y"]]));
    expect(missing).toEqual(["a", "b.c"]);
    expect(blocks[0]!.text).toBe("{{a}} {{b.c}} {{a}}");
  });
});
