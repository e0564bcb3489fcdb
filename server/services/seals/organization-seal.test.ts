/**
 * An organization's own seal (docs/pdf-finalization.md, "Seals"): uploaded through the
 * dashboard's procedures with seals made by openssl (RSA and ECDSA P-256, with a CA chain) or
 * node-forge (the odd ones), checked, stored sealed with SECRET_KEY, and used for that
 * organization's final PDFs only; pdfsig names the signer. Refusals say why in a sentence,
 * with a stable code, and change nothing.
 */
import { eq } from "drizzle-orm";
import { TRPCError } from "@trpc/server";
import { resetEnv } from "@/server/env";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { readsAsPlainWords } from "@/lib/wording/plain-words";
import { userContext } from "@/server/auth/session";
import { organizationSeals, pdfAssets, signingProcesses } from "@/server/db/schema";
import { runDueJobs } from "@/server/jobs/local-runner";
import { forgeSeal, opensslSeal, type TestSeal } from "@/server/pdf/seal/testing/openssl-p12";
import { pdfSignatures } from "@/server/pdf/stamp/testing/poppler";
import { getStorage } from "@/server/storage/storage";
import { resetRateLimiter } from "@/server/throttle/rate-limiter";
import { appRouter } from "@/server/trpc/app-router";
import { createCallerFactory } from "@/server/trpc/init";
import { createTestDatabase, type TestDatabase } from "@/tests/support/database";
import { createMember, seedOrganization, type SeededOrganization } from "@/tests/support/fixtures";
import { oneSignerProcess, readyAsset, signer } from "@/tests/support/signing";
import { installationSealCertificate } from "./organization-seal";

const createCaller = createCallerFactory(appRouter);
let database: TestDatabase;
let org: SeededOrganization;
let other: SeededOrganization;
let ecSeal: TestSeal;
let rsaSeal: TestSeal;

const dashboard = async (userId: string) => createCaller({ db: database.db, session: await userContext(database.db, userId) });
const upload = (seal: TestSeal, password = seal.password) => ({ p12Base64: seal.p12.toString("base64"), password });

/** The refusal's code and sentence. */
async function refusal(promise: Promise<unknown>): Promise<{ code: string; message: string }> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!(error instanceof TRPCError)) throw new Error(`expected a refusal, got ${String(error)}`);
  expect(readsAsPlainWords(error.message)).toBe(true);
  return { code: (error.cause as { code?: string } | undefined)?.code ?? error.code, message: error.message };
}

const storedSeal = async (organizationId: string) => (await database.db.select().from(organizationSeals).where(eq(organizationSeals.organizationId, organizationId)))[0];

beforeAll(async () => {
  database = await createTestDatabase();
  org = await seedOrganization(database.db, { plan: "PRO", name: "Acme" });
  other = await seedOrganization(database.db, { plan: "PRO", name: "Other" });
  ecSeal = opensslSeal({ keyType: "ec", commonName: "Acme EC seal" });
  rsaSeal = opensslSeal({ keyType: "rsa", commonName: "Acme RSA seal" });
});
afterAll(() => database.close());
beforeEach(() => resetRateLimiter());

describe("an organization's own seal in Settings", () => {
  it("says which time-stamp server seals carry a time from, and when there is none", async () => {
    const owner = await dashboard(org.userId);
    expect((await owner.seals.settings()).timestampAuthority).toBeNull();
    process.env.TSA_URL = "https://tsa.example.test:8443/tsr";
    resetEnv();
    try {
      expect((await owner.seals.settings()).timestampAuthority).toBe("tsa.example.test:8443");
    } finally {
      delete process.env.TSA_URL;
      resetEnv();
    }
  });

  it("takes an RSA seal, then an ECDSA one in its place, shows subject, issuer and dates, and stores the file only encrypted", async () => {
    const owner = await dashboard(org.userId);
    const before = await owner.seals.settings();
    expect(before).toMatchObject({ inUse: "installation", own: null, installation: { name: expect.any(String), selfSigned: true } });

    const rsa = await owner.seals.upload(upload(rsaSeal));
    expect(rsa).toMatchObject({
      inUse: "organization",
      own: { name: "Acme RSA seal", subject: "CN=Acme RSA seal, O=Signet tests", issuerName: "Acme RSA seal CA", keyDescription: "RSA 2048", selfSigned: false, expiry: "valid" },
    });
    const ec = await owner.seals.upload(upload(ecSeal));
    expect(ec.own).toMatchObject({ name: "Acme EC seal", issuer: "CN=Acme EC seal CA", keyDescription: "ECDSA P-256", selfSigned: false });
    expect(Date.parse(ec.own!.notAfter) - Date.now()).toBeGreaterThan(300 * 86_400_000);
    expect(JSON.stringify(ec)).not.toContain(ecSeal.password);

    const stored = await storedSeal(org.organizationId);
    expect(stored).toMatchObject({ subject: "CN=Acme EC seal, O=Signet tests", uploadedBy: org.userId });
    expect(stored!.p12Encrypted).toMatch(/^v1\./);
    expect(stored!.p12Encrypted).not.toContain(ecSeal.p12.toString("base64").slice(0, 40));
    expect(stored!.passwordEncrypted).not.toContain(ecSeal.password);
  });

  it("refuses a wrong password, a key beside another key's certificate, an expired or not yet valid certificate and one that may only sign certificates, each with a sentence, and changes nothing", async () => {
    const owner = await dashboard(org.userId);
    await owner.seals.upload(upload(ecSeal));
    const kept = await storedSeal(org.organizationId);

    expect(await refusal(owner.seals.upload(upload(rsaSeal, "not the password")))).toEqual({
      code: "SEAL_PASSWORD_WRONG",
      message: "The password does not open this seal file. Check the password and try again.",
    });
    expect(await refusal(owner.seals.upload(upload(forgeSeal({ commonName: "Mismatched", mismatchedKey: true }))))).toEqual({
      code: "SEAL_CERTIFICATE_REFUSED",
      message: "The private key in this file does not belong to its certificate. Export the seal's certificate together with its own key.",
    });
    const expired = forgeSeal({ commonName: "Old", notBefore: new Date("2024-01-01T00:00:00Z"), notAfter: new Date("2025-01-01T00:00:00Z") });
    expect(await refusal(owner.seals.upload(upload(expired)))).toEqual({
      code: "SEAL_CERTIFICATE_REFUSED",
      message: "This seal's certificate expired on 1 January 2025. Upload a current seal.",
    });
    const early = forgeSeal({ commonName: "Early", notBefore: new Date(Date.now() + 10 * 86_400_000), notAfter: new Date(Date.now() + 400 * 86_400_000) });
    expect((await refusal(owner.seals.upload(upload(early)))).message).toMatch(/^This seal's certificate is valid only from \d+ \w+ \d{4}\./);
    const caOnly = forgeSeal({ commonName: "CA only", keyUsage: { keyCertSign: true } });
    expect(await refusal(owner.seals.upload(upload(caOnly)))).toEqual({
      code: "SEAL_CERTIFICATE_REFUSED",
      message: "This seal's certificate is not allowed to sign documents: its key usage allows neither digital signatures nor non-repudiation.",
    });
    const weakKey = "This seal's key cannot be used: Signet seals with RSA keys of 2048 bits or more, or with elliptic-curve keys on the P-256 curve.";
    expect(await refusal(owner.seals.upload(upload(forgeSeal({ commonName: "Weak", keyBits: 1024 }))))).toEqual({ code: "SEAL_CERTIFICATE_REFUSED", message: weakKey });
    expect(await refusal(owner.seals.upload(upload(opensslSeal({ keyType: "ec", curve: "P-384", commonName: "Other curve" }))))).toEqual({ code: "SEAL_CERTIFICATE_REFUSED", message: weakKey });
    expect((await refusal(owner.seals.upload({ ...upload(rsaSeal), password: "x".repeat(1001) }))).code).toBe("BAD_REQUEST");
    expect(await refusal(owner.seals.upload({ p12Base64: Buffer.from("not a seal").toString("base64"), password: "x" }))).toMatchObject({ code: "SEAL_CERTIFICATE_REFUSED" });
    expect((await refusal(owner.seals.upload({ p12Base64: "***", password: "x" }))).code).toBe("BAD_REQUEST");
    expect((await refusal(owner.seals.upload({ p12Base64: "A".repeat(100_000), password: "x" }))).code).toBe("BAD_REQUEST");

    expect(await storedSeal(org.organizationId)).toEqual(kept);
  });

  it("is another organization's business only: it sees the installation's seal, cannot remove ours (404), and members cannot touch it", async () => {
    const owner = await dashboard(org.userId);
    await owner.seals.upload(upload(ecSeal));
    const stranger = await dashboard(other.userId);
    expect(await stranger.seals.settings()).toMatchObject({ inUse: "installation", own: null });
    expect((await refusal(stranger.seals.remove())).code).toBe("NOT_FOUND");
    const member = await createMember(database.db, org);
    const memberCaller = await dashboard(member.userId);
    expect((await refusal(memberCaller.seals.settings())).code).toBe("INSUFFICIENT_ROLE");
    expect((await refusal(memberCaller.seals.upload(upload(rsaSeal)))).code).toBe("INSUFFICIENT_ROLE");
    expect((await refusal(memberCaller.seals.remove())).code).toBe("INSUFFICIENT_ROLE");
    expect((await storedSeal(org.organizationId))?.subject).toBe("CN=Acme EC seal, O=Signet tests");
  });
});

describe("final PDFs sealed with the organization's own seal", () => {
  async function finalSignatures(owner: SeededOrganization): Promise<{ document: string; certificate: string; process: typeof signingProcesses.$inferSelect }> {
    const assetId = await readyAsset(database.db, owner.adminKey, 1);
    const { id, token } = await oneSignerProcess(database.db, owner.adminKey, assetId, { subject: "Sealed", signerName: "Ada" });
    expect((await signer.submit(token, { signature: { type: "TYPED", text: "Ada" }, consent: true })).status).toBe(200);
    await runDueJobs(database.db);
    const [process] = await database.db.select().from(signingProcesses).where(eq(signingProcesses.id, id));
    const read = async (assetId: string | null) => {
      const [asset] = await database.db.select().from(pdfAssets).where(eq(pdfAssets.id, assetId!));
      return pdfSignatures(await getStorage().readBytes(asset!.storageKey));
    };
    if (process!.finalizationStatus !== "DONE") return { document: "", certificate: "", process: process! };
    return { document: await read(process!.signedPdfAssetId), certificate: await read(process!.certificatePdfAssetId), process: process! };
  }

  it("seals organization A's files with its ECDSA seal, and B's with the installation's", async () => {
    await (await dashboard(org.userId)).seals.upload(upload(ecSeal));
    const ours = await finalSignatures(org);
    for (const output of [ours.document, ours.certificate]) {
      expect(output).toContain("Signer Certificate Common Name: Acme EC seal");
      expect(output).toContain("Signature Validation: Signature is Valid.");
    }
    const installation = await installationSealCertificate();
    const installationName = /CN=([^,]+)/.exec(installation.subject)![1]!;
    const theirs = await finalSignatures(other);
    expect(theirs.document).toContain(`Signer Certificate Common Name: ${installationName}`);
    expect(theirs.document).toContain("Signature Validation: Signature is Valid.");
    expect(theirs.document).not.toContain("Acme EC seal");

    // Removed: A is back on the installation's seal.
    await (await dashboard(org.userId)).seals.remove();
    expect((await finalSignatures(org)).document).toContain(`Signer Certificate Common Name: ${installationName}`);
  });

  it("fails for good, in plain words, when the organization's own seal no longer opens, and never falls back", async () => {
    await (await dashboard(org.userId)).seals.upload(upload(rsaSeal));
    // As a changed SECRET_KEY leaves it: sealed values that no longer open.
    await database.db.update(organizationSeals).set({ passwordEncrypted: "v1.AAAA.AAAA.AAAA" }).where(eq(organizationSeals.organizationId, org.organizationId));
    const { process } = await finalSignatures(org);
    expect(process).toMatchObject({ status: "IN_PROGRESS", finalizationStatus: "FAILED", signedPdfAssetId: null });
    expect(process.finalizationError).toBe(
      "The organization's own document seal could not be opened, so the final files were not sealed. An owner or admin can upload the seal again, or remove it to use the installation's seal, in Settings; then retry finishing the process.",
    );
    await (await dashboard(org.userId)).seals.remove();
  });
});
