/** Test helper: a throwaway seal certificate, made once per test file. */
import { createSelfSignedP12 } from "../self-signed-certificate";

let cached: Promise<{ p12: Buffer; password: string }> | undefined;

export function testSealCertificate(commonName = "Signet test seal"): Promise<{ p12: Buffer; password: string }> {
  if (commonName !== "Signet test seal") return make(commonName);
  cached ??= make(commonName);
  return cached;
}

async function make(commonName: string) {
  const password = `pw-${commonName}`;
  return { p12: await createSelfSignedP12({ commonName, password, years: 1, keyBits: 2048 }), password };
}
