/**
 * The certificate that seals finished documents: the PKCS#12 configured through
 * SEAL_P12_BASE64 / SEAL_P12_PASSWORD, or else a self-signed one that Signet generates once
 * into DATA_DIR and reuses from then on.
 *
 * The generated files live in `<dataDir>/seal/`: `seal.p12` and `seal.p12.password`, both
 * mode 0600. Concurrent first calls (two workers, two instances on one disk) must not end up
 * with two certificates, and no reader may see a half-written file: each caller prepares a
 * complete staging folder and renames it into place. rename(2) of a folder onto an existing,
 * non-empty one fails, so exactly one wins and everyone reads the winner's files.
 */
import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { openSealKey, SealCertificateError } from "./seal-key";
import { createSelfSignedP12 } from "./self-signed-certificate";

export interface SealCertificateInput {
  p12Base64?: string;
  p12Password?: string;
  dataDir: string;
}

export interface SealCertificate {
  p12: Buffer;
  password: string;
  subject: string;
  fingerprintSha256: string;
  source: "configured" | "generated";
}

export const GENERATED_SEAL_COMMON_NAME = "Signet document seal";
const SEAL_FOLDER = "seal";
const P12_FILE = "seal.p12";
const PASSWORD_FILE = "seal.p12.password";

export async function loadSealCertificate(input: SealCertificateInput): Promise<SealCertificate> {
  if (input.p12Base64) {
    const p12 = Buffer.from(input.p12Base64, "base64");
    if (p12.length === 0) throw new SealCertificateError("SEAL_P12_BASE64 is not base64");
    return describe(p12, input.p12Password ?? "", "configured");
  }
  const folder = path.join(input.dataDir, SEAL_FOLDER);
  return (await readGenerated(folder)) ?? (await generateOnce(input.dataDir, folder));
}

/**
 * The installation's seal as it stands, without making one: undefined while none is configured
 * and none has been generated yet (the first finalization or the start-up warm-up makes it).
 */
export async function existingSealCertificate(input: SealCertificateInput): Promise<SealCertificate | undefined> {
  if (input.p12Base64) return loadSealCertificate(input);
  return readGenerated(path.join(input.dataDir, SEAL_FOLDER));
}

function describe(p12: Buffer, password: string, source: SealCertificate["source"]): SealCertificate {
  const key = openSealKey(p12, password);
  return { p12, password, subject: key.subject, fingerprintSha256: key.fingerprintSha256, source };
}

async function readGenerated(folder: string): Promise<SealCertificate | undefined> {
  try {
    const [p12, password] = await Promise.all([
      fs.readFile(path.join(folder, P12_FILE)),
      fs.readFile(path.join(folder, PASSWORD_FILE), "utf8"),
    ]);
    return describe(p12, password, "generated");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw error;
  }
}

async function generateOnce(dataDir: string, folder: string): Promise<SealCertificate> {
  await fs.mkdir(dataDir, { recursive: true });
  const staging = await fs.mkdtemp(path.join(dataDir, ".seal-staging-"));
  try {
    const password = randomBytes(32).toString("base64url");
    const p12 = await createSelfSignedP12({
      commonName: GENERATED_SEAL_COMMON_NAME,
      password,
      years: 10,
      keyBits: 3072,
    });
    await fs.writeFile(path.join(staging, P12_FILE), p12, { mode: 0o600, flag: "wx" });
    await fs.writeFile(path.join(staging, PASSWORD_FILE), password, { mode: 0o600, flag: "wx" });
    await fs.rename(staging, folder);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== "ENOTEMPTY" && code !== "EEXIST") throw error;
    // Another caller won the race: use its certificate.
  } finally {
    await fs.rm(staging, { recursive: true, force: true });
  }
  const stored = await readGenerated(folder);
  if (!stored) throw new SealCertificateError(`The generated seal certificate is missing from ${folder}`);
  return stored;
}
