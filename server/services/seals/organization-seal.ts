/**
 * Settings, "Document seal" (docs/pdf-finalization.md, "Seals"): an organization may seal its
 * final PDFs with its own certificate instead of the installation's. Owners and admins upload a
 * PKCS#12 and its password; it is checked (it opens, its key belongs to its certificate, the
 * certificate is valid today and may sign, the key is RSA of 2048 bits or more or ECDSA P-256),
 * sealed with SECRET_KEY and stored, one per organization. Nobody reads the key back: Settings
 * shows the certificate's subject, issuer and dates. Removing it returns to the installation's.
 */
import { eq } from "drizzle-orm";
import { z } from "zod";
import type { uploadOrganizationSealSchema } from "@/lib/schemas/seals";
import { open, seal } from "../../crypto/secret-box";
import type { Db, Tx } from "../../db/client";
import { organizationSeals, users, type OrganizationSeal } from "../../db/schema";
import { env } from "../../env";
import { AppError } from "../../errors";
import { loadSealCertificate, type SealCertificate } from "../../pdf/seal/seal-certificate";
import { openSealKey, SealCertificateError, type SealKey } from "../../pdf/seal/seal-key";
import type { ServiceContext } from "../context";
import type { ActivityFields } from "../activity/record-activity";
import { sealDate, sealExpiry } from "./seal-warnings";
import { logger } from "@/server/log/logger.mjs";

const P12_PURPOSE = "organization-seal-p12";
const PASSWORD_PURPOSE = "organization-seal-password";

const sealInfoSchema = z.object({
  /** The certificate's common name, or its whole subject when it has none. */
  name: z.string(),
  subject: z.string(),
  issuerName: z.string(),
  issuer: z.string(),
  keyDescription: z.string(),
  notBefore: z.iso.datetime(),
  notAfter: z.iso.datetime(),
  fingerprintSha256: z.string(),
  selfSigned: z.boolean(),
  expiry: z.enum(["valid", "expiresSoon", "expired"]),
});

export const organizationSealSettingsSchema = z.object({
  /** Whose seal the organization's final PDFs carry now. */
  inUse: z.enum(["installation", "organization"]),
  own: sealInfoSchema.extend({ uploadedAt: z.iso.datetime(), uploadedByName: z.string().nullable() }).nullable(),
  /** Null when the installation's seal cannot be opened (the server log says why). */
  installation: sealInfoSchema.nullable(),
  /** The time-stamp server's host when TSA_URL is set: seals then carry its time and long-term validation data. */
  timestampAuthority: z.string().nullable(),
});
export type OrganizationSealSettings = z.output<typeof organizationSealSettingsSchema>;

export const commonNameOf = (distinguishedName: string) => /(?:^|, )CN=([^,]+)/.exec(distinguishedName)?.[1]?.trim() ?? distinguishedName;

const keyDescriptionOf = (key: Pick<SealKey, "keyType" | "keyBits">) => (key.keyType === "ec" ? "ECDSA P-256" : `RSA ${key.keyBits}`);

function requireSealManager(ctx: ServiceContext): void {
  if (ctx.actor.kind === "API_KEY") throw new AppError("SESSION_REQUIRED", "The document seal is managed in the dashboard's Settings, not with an API key");
  if (ctx.actor.kind !== "SYSTEM" && ctx.actor.role !== "ADMIN") throw new AppError("INSUFFICIENT_ROLE", "Only owners and admins can manage the document seal");
}

/** The installation's seal: SEAL_P12_BASE64, or the self-signed one generated in DATA_DIR. */
export function installationSealCertificate(): Promise<SealCertificate> {
  const config = env();
  return loadSealCertificate({ p12Base64: config.SEAL_P12_BASE64, p12Password: config.SEAL_P12_PASSWORD, dataDir: config.DATA_DIR });
}

function infoOf(
  key: { subject: string; issuer: string; keyDescription: string; notBefore: Date; notAfter: Date; fingerprintSha256: string; selfSigned: boolean },
  now: Date,
): z.output<typeof sealInfoSchema> {
  return {
    name: commonNameOf(key.subject),
    subject: key.subject,
    issuerName: commonNameOf(key.issuer),
    issuer: key.issuer,
    keyDescription: key.keyDescription,
    notBefore: key.notBefore.toISOString(),
    notAfter: key.notAfter.toISOString(),
    fingerprintSha256: key.fingerprintSha256,
    selfSigned: key.selfSigned,
    expiry: sealExpiry(key.notAfter, now),
  };
}

async function installationInfo(now: Date): Promise<z.output<typeof sealInfoSchema> | null> {
  try {
    const certificate = await installationSealCertificate();
    const key = openSealKey(certificate.p12, certificate.password);
    return infoOf({ ...key, keyDescription: keyDescriptionOf(key) }, now);
  } catch (error) {
    logger().error(`[signet] the installation's seal could not be opened: ${(error as Error).message}`);
    return null;
  }
}

export async function getOrganizationSealSettings(ctx: ServiceContext): Promise<OrganizationSealSettings> {
  requireSealManager(ctx);
  const now = new Date();
  const [row] = await ctx.db
    .select({ seal: organizationSeals, uploadedByName: users.name })
    .from(organizationSeals)
    .leftJoin(users, eq(users.id, organizationSeals.uploadedBy))
    .where(eq(organizationSeals.organizationId, ctx.organizationId));
  return {
    inUse: row ? "organization" : "installation",
    own: row ? { ...infoOf(row.seal, now), uploadedAt: row.seal.uploadedAt.toISOString(), uploadedByName: row.uploadedByName } : null,
    installation: await installationInfo(now),
    timestampAuthority: env().TSA_URL ? new URL(env().TSA_URL!).host : null,
  };
}

/** A PKCS#12 that opens, with a key that may seal today, or the sentence saying why not. */
export function checkedSealKey(p12: Uint8Array, password: string, now: Date): Readonly<SealKey> {
  let key: Readonly<SealKey>;
  try {
    key = openSealKey(p12, password);
  } catch (error) {
    if (!(error instanceof SealCertificateError)) throw error;
    if (error.problem === "wrongPassword") throw new AppError("SEAL_PASSWORD_WRONG", "The password does not open this seal file. Check the password and try again.");
    throw new AppError("SEAL_CERTIFICATE_REFUSED", REFUSALS[error.problem]);
  }
  if (key.keyType === "rsa" && key.keyBits < 2048) throw new AppError("SEAL_CERTIFICATE_REFUSED", REFUSALS.unsupportedKey);
  if (key.notBefore.getTime() > now.getTime()) {
    throw new AppError("SEAL_CERTIFICATE_REFUSED", `This seal's certificate is valid only from ${sealDate(key.notBefore)}. Upload it on that day, or use another seal.`);
  }
  if (key.notAfter.getTime() <= now.getTime()) {
    throw new AppError("SEAL_CERTIFICATE_REFUSED", `This seal's certificate expired on ${sealDate(key.notAfter)}. Upload a current seal.`);
  }
  if (key.keyUsage && !key.keyUsage.includes("digitalSignature") && !key.keyUsage.includes("nonRepudiation")) {
    throw new AppError("SEAL_CERTIFICATE_REFUSED", "This seal's certificate is not allowed to sign documents: its key usage allows neither digital signatures nor non-repudiation.");
  }
  return key;
}

const REFUSALS: Record<Exclude<SealCertificateError["problem"], "wrongPassword">, string> = {
  unreadable: "This file is not a seal file (one usually ending in .p12 or .pfx), or it is damaged.",
  noKey: "This file holds no private key. Export the seal together with its private key.",
  keyMismatch: "The private key in this file does not belong to its certificate. Export the seal's certificate together with its own key.",
  unsupportedKey: "This seal's key cannot be used: Signet seals with RSA keys of 2048 bits or more, or with elliptic-curve keys on the P-256 curve.",
};

/** The seal's fields as the activity log compares them: what identifies it, never the key. */
export function sealActivityFields(row: Pick<OrganizationSeal, "subject" | "issuer" | "notAfter" | "fingerprintSha256"> | undefined): ActivityFields | null {
  return row ? { subject: row.subject, certificateIssuer: row.issuer, notAfter: row.notAfter.toISOString(), fingerprintSha256: row.fingerprintSha256 } : null;
}

export async function currentSealFields(ctx: ServiceContext): Promise<ActivityFields | null> {
  const [row] = await ctx.db.select().from(organizationSeals).where(eq(organizationSeals.organizationId, ctx.organizationId));
  return sealActivityFields(row);
}

export async function uploadOrganizationSeal(ctx: ServiceContext, input: z.output<typeof uploadOrganizationSealSchema>): Promise<OrganizationSealSettings> {
  requireSealManager(ctx);
  const p12 = Buffer.from(input.p12Base64, "base64");
  const key = checkedSealKey(p12, input.password, new Date());
  const values = {
    p12Encrypted: seal(p12.toString("base64"), P12_PURPOSE),
    passwordEncrypted: seal(input.password, PASSWORD_PURPOSE),
    subject: key.subject,
    issuer: key.issuer,
    keyDescription: keyDescriptionOf(key),
    notBefore: key.notBefore,
    notAfter: key.notAfter,
    fingerprintSha256: key.fingerprintSha256,
    selfSigned: key.selfSigned,
    uploadedAt: new Date(),
    uploadedBy: ctx.actor.kind === "USER" ? ctx.actor.id : null,
  };
  await ctx.db
    .insert(organizationSeals)
    .values({ organizationId: ctx.organizationId, ...values })
    .onConflictDoUpdate({ target: organizationSeals.organizationId, set: values });
  return getOrganizationSealSettings(ctx);
}

export async function removeOrganizationSeal(ctx: ServiceContext): Promise<OrganizationSealSettings> {
  requireSealManager(ctx);
  const removed = await ctx.db.delete(organizationSeals).where(eq(organizationSeals.organizationId, ctx.organizationId)).returning({ organizationId: organizationSeals.organizationId });
  if (removed.length === 0) throw new AppError("NOT_FOUND", "Your organization has no seal of its own; its documents are sealed with the installation's seal");
  return getOrganizationSealSettings(ctx);
}

/** Finalization could not open an organization's own seal: a retry will not mend it. */
export class OrganizationSealUnusableError extends Error {
  override name = "OrganizationSealUnusableError";
}

/**
 * The seal an organization's final PDFs carry: its own when it has one, else the installation's.
 * Its own seal that does not open (SECRET_KEY changed, say) is an error, never a quiet fallback.
 */
export async function sealCertificateFor(db: Db | Tx, organizationId: string): Promise<{ p12: Uint8Array; password: string }> {
  const [row] = await db.select().from(organizationSeals).where(eq(organizationSeals.organizationId, organizationId));
  if (!row) return installationSealCertificate();
  try {
    const p12 = Buffer.from(open(row.p12Encrypted, P12_PURPOSE), "base64");
    const password = open(row.passwordEncrypted, PASSWORD_PURPOSE);
    openSealKey(p12, password);
    return { p12, password };
  } catch (error) {
    logger().error(`[signet] organization ${organizationId}: its own seal could not be opened: ${(error as Error).message}`);
    throw new OrganizationSealUnusableError(
      "The organization's own document seal could not be opened, so the final files were not sealed. An owner or admin can upload the seal again, or remove it to use the installation's seal, in Settings; then retry finishing the process.",
    );
  }
}
