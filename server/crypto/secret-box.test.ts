import { describe, expect, it } from "vitest";
import { open, seal } from "./secret-box";

describe("the secret box", () => {
  it("opens what it sealed, for the same purpose only", () => {
    const sealed = seal("sdk_secret Zoë 東京", "signer-token");
    expect(sealed).not.toContain("Zoë");
    expect(open(sealed, "signer-token")).toBe("sdk_secret Zoë 東京");
    expect(() => open(sealed, "webhook-secret")).toThrow();
  });

  it("never seals the same value to the same text twice", () => {
    expect(seal("x", "p")).not.toBe(seal("x", "p"));
  });

  it("refuses a tampered value", () => {
    const parts = seal("value", "p").split(".");
    parts[2] = Buffer.from("other").toString("base64url");
    expect(() => open(parts.join("."), "p")).toThrow();
  });
});
