import { describe, expect, it } from "vitest";
import { z } from "zod";
import { validationMessages } from "./validation-messages";

function messagesFor(schema: z.ZodType, input: unknown): string[] {
  const result = schema.safeParse(input);
  if (result.success) throw new Error("expected a failure");
  return validationMessages(result.error);
}

describe("validation messages", () => {
  const schema = z.object({
    name: z.string().min(1).max(5),
    role: z.enum(["ADMIN", "MEMBER"]),
    count: z.number().int().max(100),
    email: z.email(),
    signers: z.array(z.object({ phone: z.string() })).min(1),
  });

  it("writes one sentence per violated rule, naming the field by its path", () => {
    expect(
      messagesFor(schema, { name: "too long", role: "OWNER", count: 1.5, email: "x", signers: [{ phone: 1 }] }),
    ).toEqual([
      "name must be at most 5 characters long",
      "role must be one of: ADMIN, MEMBER",
      "count must be a whole number",
      "email must be a valid email address",
      "signers.0.phone must be a string",
    ]);
  });

  it("says a missing field is required", () => {
    expect(messagesFor(z.object({ name: z.string() }), {})).toEqual(["name is required"]);
  });

  it("names the whole body when it is not an object", () => {
    expect(messagesFor(z.object({}), "text")).toEqual(["body must be an object"]);
  });

  it("keeps a refinement's own words", () => {
    const future = z.object({ at: z.string().refine(() => false, "must be in the future") });
    expect(messagesFor(future, { at: "2020" })).toEqual(["at must be in the future"]);
  });

  it("describes exclusive limits", () => {
    expect(messagesFor(z.object({ size: z.number().positive() }), { size: 0 })).toEqual(["size must be greater than 0"]);
  });

  it("describes limits on arrays and numbers", () => {
    expect(messagesFor(schema.pick({ signers: true }), { signers: [] })).toEqual(["signers must have at least 1 item"]);
    expect(messagesFor(schema.pick({ count: true }), { count: 101 })).toEqual(["count must be at most 100"]);
  });
});
