import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { generateApiKey, hashApiKey, isWellFormedApiKey } from "./key-material";

describe("API key material", () => {
  it("starts every key with sdk_live_ followed by at least 32 random bytes", () => {
    const { key } = generateApiKey();
    expect(key.startsWith("sdk_live_")).toBe(true);
    const secret = Buffer.from(key.slice("sdk_live_".length), "base64url");
    expect(secret.length).toBeGreaterThanOrEqual(32);
  });

  it("never generates the same key twice", () => {
    const keys = new Set(Array.from({ length: 200 }, () => generateApiKey().key));
    expect(keys.size).toBe(200);
  });

  it("stores the SHA-256 of the whole key, in hex", () => {
    const { key, hash } = generateApiKey();
    expect(hash).toBe(createHash("sha256").update(key).digest("hex"));
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hashApiKey(key)).toBe(hash);
  });

  it("keeps a display prefix that reveals only a few characters of the secret", () => {
    const { key, prefix } = generateApiKey();
    expect(key.startsWith(prefix)).toBe(true);
    expect(prefix.length).toBe("sdk_live_".length + 6);
  });

  it("tells well-formed keys from anything else", () => {
    expect(isWellFormedApiKey(generateApiKey().key)).toBe(true);
    expect(isWellFormedApiKey("sdk_live_short")).toBe(false);
    expect(isWellFormedApiKey("sdk_test_" + "a".repeat(43))).toBe(false);
    expect(isWellFormedApiKey("sdk_live_" + "a".repeat(42) + "!")).toBe(false);
    expect(isWellFormedApiKey("")).toBe(false);
  });
});
