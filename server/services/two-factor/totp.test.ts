import { describe, expect, it } from "vitest";
import { base32Decode, base32Encode, hotp, matchTotp, newTotpSecret, otpauthUri, totpCode, totpStep } from "./totp";

// RFC 6238 appendix B: the SHA-1 key is the ASCII of "12345678901234567890", codes have 8 digits.
const RFC_KEY = Buffer.from("12345678901234567890", "ascii");
const VECTORS: [number, string][] = [
  [59, "94287082"],
  [1111111109, "07081804"],
  [1111111111, "14050471"],
  [1234567890, "89005924"],
  [2000000000, "69279037"],
  [20000000000, "65353130"],
];

describe("TOTP", () => {
  it.each(VECTORS)("matches RFC 6238 at %i s", (seconds, code) => {
    expect(hotp(RFC_KEY, totpStep(new Date(seconds * 1000)), 8)).toBe(code);
  });

  it("computes six-digit codes from a base32 secret (the RFC key in base32)", () => {
    const secret = base32Encode(RFC_KEY);
    expect(secret).toBe("GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ");
    expect(base32Decode(secret)).toEqual(RFC_KEY);
    expect(totpCode(secret, new Date(59_000))).toBe("287082");
  });

  it("accepts one step either side, and never a step at or before the last used one", () => {
    const secret = newTotpSecret();
    expect(base32Decode(secret)).toHaveLength(20);
    const now = new Date(1_800_000_000_000);
    const step = totpStep(now);
    const earlier = totpCode(secret, new Date(now.getTime() - 30_000));
    const later = totpCode(secret, new Date(now.getTime() + 30_000));
    expect(matchTotp(secret, totpCode(secret, now), now, null)).toBe(step);
    expect(matchTotp(secret, earlier, now, null)).toBe(step - 1);
    expect(matchTotp(secret, later, now, null)).toBe(step + 1);
    expect(matchTotp(secret, totpCode(secret, new Date(now.getTime() - 60_000)), now, null)).toBeNull();
    expect(matchTotp(secret, totpCode(secret, now), now, step)).toBeNull();
    expect(matchTotp(secret, earlier, now, step - 1)).toBeNull();
    expect(matchTotp(secret, "12345", now, null)).toBeNull();
    expect(matchTotp(secret, "abcdef", now, null)).toBeNull();
  });

  it("names the issuer and account in the otpauth address", () => {
    expect(otpauthUri("ABC", "ana@example.test", "Signet (Nordlicht)")).toBe(
      "otpauth://totp/Signet%20(Nordlicht):ana%40example.test?secret=ABC&issuer=Signet+%28Nordlicht%29&algorithm=SHA1&digits=6&period=30",
    );
  });
});
