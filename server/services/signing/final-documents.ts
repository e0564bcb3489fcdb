/**
 * Builds the two final PDFs of a process whose signers have all signed: the source stamped with
 * every value and signature, and the completion certificate. Both are sealed afterwards.
 */
import { createHash } from "node:crypto";
import { asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { auditEvents, organizations, pdfAssets, signers, signingFields, type SigningProcess } from "../../db/schema";
import { renderCompletionCertificate } from "../../pdf/certificate/render-certificate";
import { stampDocument } from "../../pdf/stamp/stamp-document";
import { getStorage } from "../../storage/storage";
import { resolveLanguage } from "@/lib/i18n/resolve-language";
import { toAuditEvent } from "../audit/append-audit-event";
import { verifyChain } from "../audit/audit-chain";
import { maskPhone } from "../signer/signer-session";
import { currentFieldValue } from "./signing-field-record";

export const sha256Hex = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

export interface FinalDocuments {
  stamped: Uint8Array;
  stampedSha256: string;
  certificate: Uint8Array;
  organizationName: string;
  language: ReturnType<typeof resolveLanguage>;
  signerNames: string[];
}

export async function buildFinalDocuments(db: Db, process: SigningProcess, completedAt: Date): Promise<FinalDocuments> {
  const storage = getStorage();
  const [org] = await db.select().from(organizations).where(eq(organizations.id, process.organizationId));
  const [asset] = await db.select().from(pdfAssets).where(eq(pdfAssets.id, process.sourcePdfAssetId!));
  const signerRows = await db.select().from(signers).where(eq(signers.signingProcessId, process.id)).orderBy(asc(signers.signOrder));
  const fieldRows = await db
    .select()
    .from(signingFields)
    .where(eq(signingFields.signingProcessId, process.id))
    .orderBy(asc(signingFields.position));

  const signatures = new Map<string, { type: "DRAWN"; imagePng: Uint8Array } | { type: "TYPED"; text: string } | null>();
  for (const signer of signerRows) {
    if (signer.signatureType === "DRAWN" && signer.signatureImageKey) {
      signatures.set(signer.id, { type: "DRAWN", imagePng: await storage.readBytes(signer.signatureImageKey) });
    } else if (signer.signatureType === "TYPED" && signer.signatureText) {
      signatures.set(signer.id, { type: "TYPED", text: signer.signatureText });
    } else {
      signatures.set(signer.id, null);
    }
  }

  const source = await storage.readBytes(asset!.storageKey);
  const stamped = await stampDocument(source, {
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
  const stampedSha256 = sha256Hex(stamped);

  const trail = (
    await db.select().from(auditEvents).where(eq(auditEvents.signingProcessId, process.id)).orderBy(asc(auditEvents.sequence))
  ).map(toAuditEvent);
  const chain = verifyChain(process.id, trail);
  const language = resolveLanguage(org!.defaultLanguage);
  const certificate = await renderCompletionCertificate({
    process: {
      id: process.id,
      subject: process.subject,
      organizationName: org!.name,
      createdAt: process.createdAt,
      completedAt,
      language,
    },
    sourceSha256: asset!.sha256,
    finalSha256: stampedSha256,
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
  return { stamped, stampedSha256, certificate, organizationName: org!.name, language, signerNames: signerRows.map((signer) => signer.name) };
}
