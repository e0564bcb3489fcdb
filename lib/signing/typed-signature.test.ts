import { describe, expect, it } from "vitest";
import { signatureSchema } from "@/lib/schemas/signer";
import { TYPED_SIGNATURE_MAX_LENGTH, typedSignaturePrefill } from "./typed-signature";

const accepted = (text: string) => signatureSchema.safeParse({ type: "TYPED", text }).success;

describe("the typed signature's prefill", () => {
  it("keeps a name that fits, trimmed", () => {
    expect(typedSignaturePrefill("  Jana Nováková ")).toBe("Jana Nováková");
  });

  it("cuts a name longer than the limit to one the server accepts", () => {
    const long = `Maria ${"Aurelia ".repeat(20)}von Hohenberg-Schillingsfürst`;
    expect(accepted(long)).toBe(false);
    const prefill = typedSignaturePrefill(long);
    expect(prefill.length).toBeLessThanOrEqual(TYPED_SIGNATURE_MAX_LENGTH);
    expect(long.startsWith(prefill)).toBe(true);
    expect(prefill).toBe(prefill.trim());
    expect(accepted(prefill)).toBe(true);
  });

  it("never cuts a character made of two code units in half", () => {
    const name = `${"a".repeat(TYPED_SIGNATURE_MAX_LENGTH - 1)}𝒜𝒜`;
    const prefill = typedSignaturePrefill(name);
    expect(prefill).toBe("a".repeat(TYPED_SIGNATURE_MAX_LENGTH - 1));
    expect(accepted(prefill)).toBe(true);
  });
});
