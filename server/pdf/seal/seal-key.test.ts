import { describe, expect, it } from "vitest";
import { openSealKey, SealCertificateError } from "./seal-key";
import { testSealCertificate } from "./testing/test-certificate";

describe("openSealKey", () => {
  it("opens a PKCS#12 once per process: the same bytes and password answer the same key", async () => {
    const { p12, password } = await testSealCertificate();
    const first = openSealKey(p12, password);
    // A copy of the bytes, as a second read of the file or the environment gives.
    const second = openSealKey(new Uint8Array(p12), password);
    expect(second).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
  });

  it("keeps another certificate apart and refuses a wrong password every time", async () => {
    const { p12, password } = await testSealCertificate();
    const other = await testSealCertificate("Signet other seal");
    expect(openSealKey(other.p12, other.password).subject).toBe("CN=Signet other seal");
    expect(openSealKey(p12, password).subject).toBe("CN=Signet test seal");
    expect(() => openSealKey(p12, "wrong")).toThrow(SealCertificateError);
    expect(() => openSealKey(p12, "wrong")).toThrow(SealCertificateError);
  });
});
