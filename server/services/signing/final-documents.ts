/**
 * The two final PDFs of a process whose signers have all signed, each built in its own
 * finalization step: the source stamped with every value and signature, and the completion
 * certificate, which names the sealed signed document by its SHA-256. Both are sealed afterwards.
 */
import { asc, eq } from "drizzle-orm";
import { resolveLanguage } from "@/lib/i18n/resolve-language";
import type { Db } from "../../db/client";
import { organizations, pdfAssets, signers, signingFields, type Organization, type PdfAsset, type SigningProcess } from "../../db/schema";
import { renderCompletionCertificate } from "../../pdf/certificate/render-certificate";
import { stampDocument } from "../../pdf/stamp/stamp-document";
import { getStorage } from "../../storage/storage";
import { readAuditTrail } from "../audit/list-audit-events";
import { maskPhone } from "../signer/signer-session";
import { FinalizationImpossibleError } from "./finalization-errors";
import { currentFieldValue } from "./signing-field-record";

type Signature = { type: "DRAWN"; imagePng: Uint8Array } | { type: "TYPED"; text: string } | null;

async function loadOrganization(db: Db, process: SigningProcess): Promise<Organization> {
  const [organization] = await db.select().from(organizations).where(eq(organizations.id, process.organizationId));
  if (!organization) throw new FinalizationImpossibleError(`The organization of signing process ${process.id} no longer exists`);
  return organization;
}

async function loadSourceAsset(db: Db, process: SigningProcess): Promise<PdfAsset> {
  const [asset] = process.sourcePdfAssetId ? await db.select().from(pdfAssets).where(eq(pdfAssets.id, process.sourcePdfAssetId)) : [];
  if (!asset) throw new FinalizationImpossibleError(`The source PDF of signing process ${process.id} no longer exists`);
  return asset;
}

const loadSigners = (db: Db, process: SigningProcess) =>
  db.select().from(signers).where(eq(signers.signingProcessId, process.id)).orderBy(asc(signers.signOrder));

/** The source PDF with every field value and adopted signature stamped in, flattened. */
export async function buildStampedDocument(
  db: Db,
  process: SigningProcess,
): Promise<{ stamped: Uint8Array; organization: Organization; signerNames: string[] }> {
  const storage = getStorage();
  const organization = await loadOrganization(db, process);
  const asset = await loadSourceAsset(db, process);
  const signerRows = await loadSigners(db, process);
  const fieldRows = await db
    .select()
    .from(signingFields)
    .where(eq(signingFields.signingProcessId, process.id))
    .orderBy(asc(signingFields.position));

  const signatures = new Map<string, Signature>();
  for (const signer of signerRows) {
    if (signer.signatureType === "DRAWN" && signer.signatureImageKey) {
      signatures.set(signer.id, { type: "DRAWN", imagePng: await storage.readBytes(signer.signatureImageKey) });
    } else if (signer.signatureType === "TYPED" && signer.signatureText) {
      signatures.set(signer.id, { type: "TYPED", text: signer.signatureText });
    } else {
      signatures.set(signer.id, null);
    }
  }

  const stamped = await stampDocument(await storage.readBytes(asset.storageKey), {
    fields: fieldRows.map((field) => {
      const box = { page: field.page, x: field.x, y: field.y, w: field.w, h: field.h };
      const value = currentFieldValue(field);
      switch (field.type) {
        case "SIGNATURE":
          return { ...box, type: "SIGNATURE" as const, signature: signatures.get(field.signerId) ?? null };
        case "CHECKBOX":
          return { ...box, type: "CHECKBOX" as const, value: value === true };
        default:
          return { ...box, type: field.type, value: value === null ? null : String(value) };
      }
    }),
  });
  return { stamped, organization, signerNames: signerRows.map((signer) => signer.name) };
}

/** The completion certificate: signers, their evidence, the audit trail and its chain check. */
export async function buildCompletionCertificate(
  db: Db,
  process: SigningProcess,
  input: { signedSha256: string; completedAt: Date },
): Promise<{ certificate: Uint8Array; organization: Organization }> {
  const organization = await loadOrganization(db, process);
  const asset = await loadSourceAsset(db, process);
  const signerRows = await loadSigners(db, process);
  const { items: trail, chain } = await readAuditTrail(db, process.id);
  const certificate = await renderCompletionCertificate({
    process: {
      id: process.id,
      subject: process.subject,
      organizationName: organization.name,
      createdAt: process.createdAt,
      completedAt: input.completedAt,
      language: resolveLanguage(organization.defaultLanguage),
    },
    sourceSha256: asset.sha256,
    finalSha256: input.signedSha256,
    signers: signerRows.map((signer) => ({
      name: signer.name,
      email: signer.email,
      phoneMasked: process.authPolicy === "AES_OTP" ? maskPhone(signer.phoneE164) : null,
      roleLabel: signer.roleLabel,
      signOrder: signer.signOrder,
      authPolicy: process.authPolicy,
      otpVerifiedAt: signer.otpVerifiedAt,
      openedAt: signer.openedAt,
      signedAt: signer.completedAt,
      ip: signer.signedIp,
      userAgent: signer.signedUserAgent,
      signatureType: signer.signatureType,
    })),
    auditEvents: trail.map((event) => ({
      sequence: event.sequence,
      type: event.type,
      occurredAt: new Date(event.occurredAt),
      actorName: event.actor.name,
      ip: event.ip,
      hash: event.hash,
      prevHash: event.prevHash,
    })),
    chain,
  });
  return { certificate, organization };
}
