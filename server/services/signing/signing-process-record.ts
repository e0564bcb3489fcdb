import { asc, eq, inArray } from "drizzle-orm";
import { z } from "zod";
import { effectiveProcessStatus, effectiveSignerStatus, FINALIZATION_STATUSES, PROCESS_STATUSES, SIGNER_STATUSES } from "@/lib/signing/statuses";
import type { Db, Tx } from "../../db/client";
import { AUTH_POLICIES, DISPATCH_MODES, onlineForms, pdfAssets, signers, signingFields, signingProcesses, type Signer, type SigningProcess } from "../../db/schema";
import { signerFieldRecordSchema, toSignerFieldRecord, type SignerFieldRecord } from "./signing-field-record";

const timestamp = z.iso.datetime();

export const signerSlotRecordSchema = z.object({
  id: z.uuid(),
  signOrder: z.number().int(),
  roleLabel: z.string().nullable(),
  name: z.string(),
  email: z.string().nullable(),
  phoneE164: z.string().nullable(),
  locale: z.string(),
  status: z.enum(SIGNER_STATUSES),
  invitedAt: timestamp.nullable(),
  openedAt: timestamp.nullable(),
  completedAt: timestamp.nullable(),
  declinedAt: timestamp.nullable(),
  declineReason: z.string().nullable(),
});

/** The signing process record (API.md, "Signing processes"); webhooks carry the same snapshot. */
export const signingProcessRecordSchema = z.object({
  id: z.uuid(),
  status: z.enum(PROCESS_STATUSES),
  origin: z.enum(["TEMPLATE", "DIRECT"]),
  dispatchMode: z.enum(DISPATCH_MODES),
  authPolicy: z.enum(AUTH_POLICIES),
  contentKind: z.enum(["PDF", "FORM"]),
  subject: z.string(),
  message: z.string().nullable(),
  expiresAt: timestamp,
  sentAt: timestamp,
  completedAt: timestamp.nullable(),
  declinedAt: timestamp.nullable(),
  voidedAt: timestamp.nullable(),
  voidReason: z.string().nullable(),
  expiredAt: timestamp.nullable(),
  createdAt: timestamp,
  updatedAt: timestamp,
  sourcePdfAssetId: z.uuid().nullable(),
  sourceAsset: z
    .object({ id: z.uuid(), originalFileName: z.string(), sha256: z.string(), sizeBytes: z.number().int(), pageCount: z.number().int() })
    .nullable(),
  documentSha256: z.string(),
  templateId: z.uuid().nullable(),
  templateVersion: z.number().int().nullable(),
  onlineFormId: z.uuid().nullable(),
  formContentSha256: z.string().nullable(),
  finalization: z.object({ status: z.enum(FINALIZATION_STATUSES), error: z.string().nullable() }),
  signerSlots: z.array(signerSlotRecordSchema),
  fields: z.array(signerFieldRecordSchema.extend({ signerId: z.uuid(), assignedSignerSignOrder: z.number().int(), key: z.string().nullable() })),
});

export interface SignerSlotRecord {
  id: string;
  signOrder: number;
  roleLabel: string | null;
  name: string;
  email: string | null;
  phoneE164: string | null;
  locale: string;
  status: Signer["status"];
  invitedAt: string | null;
  openedAt: string | null;
  completedAt: string | null;
  declinedAt: string | null;
  declineReason: string | null;
}

export interface FieldRecord extends SignerFieldRecord {
  signerId: string;
  /** The template's API field key (fieldPrefills); null for direct processes. */
  key: string | null;
  assignedSignerSignOrder: number;
}

export interface SigningProcessRecord {
  id: string;
  status: SigningProcess["status"];
  origin: SigningProcess["origin"];
  dispatchMode: SigningProcess["dispatchMode"];
  authPolicy: SigningProcess["authPolicy"];
  contentKind: SigningProcess["contentKind"];
  subject: string;
  message: string | null;
  expiresAt: string;
  sentAt: string;
  completedAt: string | null;
  declinedAt: string | null;
  voidedAt: string | null;
  voidReason: string | null;
  expiredAt: string | null;
  createdAt: string;
  updatedAt: string;
  sourcePdfAssetId: string | null;
  sourceAsset: { id: string; originalFileName: string; sha256: string; sizeBytes: number; pageCount: number } | null;
  documentSha256: string;
  templateId: string | null;
  templateVersion: number | null;
  onlineFormId: string | null;
  /** Forms: the SHA-256 of the canonical JSON of the frozen definition; null for PDFs. */
  formContentSha256: string | null;
  finalization: { status: SigningProcess["finalizationStatus"]; error: string | null };
  signerSlots: SignerSlotRecord[];
  fields: FieldRecord[];
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

function toSignerSlot(signer: Signer, process: SigningProcess, now: Date): SignerSlotRecord {
  return {
    id: signer.id,
    signOrder: signer.signOrder,
    roleLabel: signer.roleLabel,
    name: signer.name,
    email: signer.email,
    phoneE164: signer.phoneE164,
    locale: signer.locale,
    status: effectiveSignerStatus(signer.status, process, now),
    invitedAt: iso(signer.invitedAt),
    openedAt: iso(signer.openedAt),
    completedAt: iso(signer.completedAt),
    declinedAt: iso(signer.declinedAt),
    declineReason: signer.declineReason,
  };
}

/** Builds the full records of several processes with three queries, whatever their number. */
export async function toSigningProcessRecords(db: Db | Tx, processes: SigningProcess[]): Promise<SigningProcessRecord[]> {
  if (processes.length === 0) return [];
  const ids = processes.map((process) => process.id);
  const assetIds = processes.map((process) => process.sourcePdfAssetId).filter((id): id is string => id !== null);
  const formIds = processes.map((process) => process.onlineFormId).filter((id): id is string => id !== null);
  const [signerRows, fieldRows, assetRows, formRows] = await Promise.all([
    db.select().from(signers).where(inArray(signers.signingProcessId, ids)).orderBy(asc(signers.signOrder)),
    db.select().from(signingFields).where(inArray(signingFields.signingProcessId, ids)).orderBy(asc(signingFields.position)),
    assetIds.length > 0 ? db.select().from(pdfAssets).where(inArray(pdfAssets.id, assetIds)) : Promise.resolve([]),
    formIds.length > 0
      ? db.select({ id: onlineForms.id, formContentSha256: onlineForms.formContentSha256 }).from(onlineForms).where(inArray(onlineForms.id, formIds))
      : Promise.resolve([]),
  ]);
  const now = new Date();
  return processes.map((process) => {
    const processSigners = signerRows.filter((signer) => signer.signingProcessId === process.id);
    const orderOf = new Map(processSigners.map((signer) => [signer.id, signer.signOrder]));
    const asset = assetRows.find((row) => row.id === process.sourcePdfAssetId);
    return {
      id: process.id,
      // As it is now: an overdue process reads EXPIRED before the sweep records it.
      status: effectiveProcessStatus(process, now),
      origin: process.origin,
      dispatchMode: process.dispatchMode,
      authPolicy: process.authPolicy,
      contentKind: process.contentKind,
      subject: process.subject,
      message: process.message,
      expiresAt: process.expiresAt.toISOString(),
      sentAt: process.sentAt.toISOString(),
      completedAt: iso(process.completedAt),
      declinedAt: iso(process.declinedAt),
      voidedAt: iso(process.voidedAt),
      voidReason: process.voidReason,
      expiredAt: iso(process.expiredAt),
      createdAt: process.createdAt.toISOString(),
      updatedAt: process.updatedAt.toISOString(),
      sourcePdfAssetId: process.sourcePdfAssetId,
      sourceAsset: asset
        ? { id: asset.id, originalFileName: asset.originalFileName, sha256: asset.sha256, sizeBytes: asset.sizeBytes, pageCount: asset.pageCount }
        : null,
      documentSha256: process.documentSha256,
      templateId: process.templateId,
      templateVersion: process.templateVersion,
      onlineFormId: process.onlineFormId,
      // Not documentSha256: that becomes the sealed PDF's hash when the process completes.
      formContentSha256: formRows.find((form) => form.id === process.onlineFormId)?.formContentSha256 ?? null,
      finalization: { status: process.finalizationStatus, error: process.finalizationError },
      signerSlots: processSigners.map((signer) => toSignerSlot(signer, process, now)),
      fields: fieldRows
        .filter((field) => field.signingProcessId === process.id)
        .map((field) => ({
          ...toSignerFieldRecord(field),
          signerId: field.signerId,
          key: field.key,
          assignedSignerSignOrder: orderOf.get(field.signerId)!,
        })),
    };
  });
}

export async function toSigningProcessRecord(db: Db | Tx, process: SigningProcess): Promise<SigningProcessRecord> {
  const [record] = await toSigningProcessRecords(db, [process]);
  return record!;
}

export async function reloadSigningProcess(db: Db | Tx, id: string): Promise<SigningProcess> {
  const [process] = await db.select().from(signingProcesses).where(eq(signingProcesses.id, id));
  return process!;
}
