import { describe, expect, it } from "vitest";
import { z } from "zod";
import { plainRule } from "./plain-rule";

function ruleOf(schema: z.ZodType, value: unknown): string {
  const result = schema.safeParse(value, { error: plainRule });
  if (result.success) throw new Error("expected a failure");
  return result.error.issues[0]!.message;
}

describe("a broken rule in plain words", () => {
  it("says an empty or missing value is required", () => {
    expect(ruleOf(z.string().trim().min(1), "  ")).toBe("is required");
    expect(ruleOf(z.string(), undefined)).toBe("is required");
    expect(ruleOf(z.email(), "")).toBe("is required");
    expect(ruleOf(z.enum(["ADMIN", "MEMBER"]), "")).toBe("is required");
  });

  it("gives lengths in characters", () => {
    expect(ruleOf(z.string().min(10), "short")).toBe("must be at least 10 characters long");
    expect(ruleOf(z.string().max(1), "ab")).toBe("must be at most 1 character long");
  });

  it("names formats without their technical names", () => {
    expect(ruleOf(z.email(), "nobody")).toBe("must be a valid email address");
    expect(ruleOf(z.iso.datetime({ offset: true }), "2025-13-01T25:00")).toBe("must be a valid date and time");
  });

  it("never lists the values an enum allows", () => {
    expect(ruleOf(z.enum(["ADMIN", "MEMBER"]), "OWNER")).toBe("must be one of the choices offered");
  });

  it("keeps the words a schema's author wrote", () => {
    const future = z.string().refine(() => false, "must be in the future");
    expect(ruleOf(future, "2000-01-01T00:00:00Z")).toBe("must be in the future");
  });
});
