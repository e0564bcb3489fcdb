import { asc, eq, inArray, sql } from "drizzle-orm";
import { z } from "zod";
import { reminderScheduleSchema, type ReminderSchedule } from "@/lib/schemas/reminders";
import { effectiveProcessStatus, effectiveSignerStatus, FINALIZATION_STATUSES, PROCESS_STATUSES, SIGNER_STATUSES } from "@/lib/signing/statuses";
import type { Db, Tx } from "../../db/client";
import { prepared } from "../../db/prepared";
import { AUTH_POLICIES, DISPATCH_MODES, onlineForms, pdfAssets, signers, signingFields, signingProcesses, type Signer, type SigningField, type SigningProcess } from "../../db/schema";
import { toObserverRecords, type ObserverRecord } from "../observers/stored-observers";
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
  reminderCount: z.number().int(),
  lastRemindedAt: timestamp.nullable(),
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
  reminders: reminderScheduleSchema.nullable(),
  sentAt: timestamp,
  completedAt: timestamp.nullable(),
  declinedAt: timestamp.nullable(),
  voidedAt: timestamp.nullable(),
  voidReason: z.string().nullable(),
  expiredAt: timestamp.nullable(),
  erasedAt: timestamp.nullable(),
  erasedBy: z.string().nullable(),
  legalHold: z.boolean(),
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
  bulkSendId: z.uuid().nullable(),
  formContentSha256: z.string().nullable(),
  signedDocumentSha256: z.string().nullable(),
  certificateSha256: z.string().nullable(),
  finalization: z.object({ status: z.enum(FINALIZATION_STATUSES), error: z.string().nullable() }),
  signerSlots: z.array(signerSlotRecordSchema),
  observers: z.array(z.object({ name: z.string(), email: z.string(), locale: z.string() })),
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
  /** Reminders sent so far (manual and automatic), and when the last one went. */
  reminderCount: number;
  lastRemindedAt: string | null;
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
  /** The automatic reminders in force; null: none. */
  reminders: ReminderSchedule | null;
  sentAt: string;
  completedAt: string | null;
  declinedAt: string | null;
  voidedAt: string | null;
  voidReason: string | null;
  expiredAt: string | null;
  /** Erasure (docs/api.md, "Erasure"): when, by whom (a name, or "Signet" for retention). */
  erasedAt: string | null;
  erasedBy: string | null;
  /** Under a legal hold the process may not be erased. */
  legalHold: boolean;
  createdAt: string;
  updatedAt: string;
  sourcePdfAssetId: string | null;
  sourceAsset: { id: string; originalFileName: string; sha256: string; sizeBytes: number; pageCount: number } | null;
  documentSha256: string;
  templateId: string | null;
  templateVersion: number | null;
  onlineFormId: string | null;
  /** The bulk send that created it (API.md, "Bulk sends"); null otherwise. */
  bulkSendId: string | null;
  /** Forms: the SHA-256 of the canonical JSON of the frozen definition; null for PDFs. */
  formContentSha256: string | null;
  /** The SHA-256 of the sealed signed PDF and of the completion certificate; null until COMPLETED. */
  signedDocumentSha256: string | null;
  certificateSha256: string | null;
  finalization: { status: SigningProcess["finalizationStatus"]; error: string | null };
  signerSlots: SignerSlotRecord[];
  observers: ObserverRecord[];
  fields: FieldRecord[];
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** The columns of a signer a record shows; the token, signature and submission stay unread. */
const signerSlotColumns = {
  id: signers.id,
  signingProcessId: signers.signingProcessId,
  signOrder: signers.signOrder,
  roleLabel: signers.roleLabel,
  name: signers.name,
  email: signers.email,
  phoneE164: signers.phoneE164,
  locale: signers.locale,
  status: signers.status,
  invitedAt: signers.invitedAt,
  openedAt: signers.openedAt,
  completedAt: signers.completedAt,
  declinedAt: signers.declinedAt,
  declineReason: signers.declineReason,
  reminderCount: signers.reminderCount,
  lastRemindedAt: signers.lastRemindedAt,
};
type SignerSlotRow = Pick<Signer, keyof typeof signerSlotColumns>;

function toSignerSlot(signer: SignerSlotRow, process: SigningProcess, now: Date): SignerSlotRecord {
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
    reminderCount: signer.reminderCount,
    lastRemindedAt: iso(signer.lastRemindedAt),
  };
}

/** The source document as a record shows it. */
export type SourceAssetSummary = NonNullable<SigningProcessRecord["sourceAsset"]>;

/**
 * What a record shows besides the process row: its signers and fields, its source document, the
 * form's hash and the certificate's (absent for a process that has none yet).
 */
export interface SigningProcessRecordRows {
  signers: SignerSlotRow[];
  fields: SigningField[];
  asset: SourceAssetSummary | undefined;
  formContentSha256: string | null;
  certificateSha256?: string | null;
}

const sourceAssetColumns = {
  id: pdfAssets.id,
  originalFileName: pdfAssets.originalFileName,
  sha256: pdfAssets.sha256,
  sizeBytes: pdfAssets.sizeBytes,
  pageCount: pdfAssets.pageCount,
};

/** The record of a process from rows already in hand; signers in sign order, fields in position order. */
export function buildSigningProcessRecord(process: SigningProcess, rows: SigningProcessRecordRows, now = new Date()): SigningProcessRecord {
  const orderOf = new Map(rows.signers.map((signer) => [signer.id, signer.signOrder]));
  // The final files are kept one by one while finalization runs; the record names them once the
  // process is COMPLETED, when completion has made documentSha256 the sealed PDF's hash.
  const completed = process.status === "COMPLETED";
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
    reminders: process.reminders ?? null,
    sentAt: process.sentAt.toISOString(),
    completedAt: iso(process.completedAt),
    declinedAt: iso(process.declinedAt),
    voidedAt: iso(process.voidedAt),
    voidReason: process.voidReason,
    expiredAt: iso(process.expiredAt),
    erasedAt: iso(process.erasedAt),
    erasedBy: process.erasedBy,
    legalHold: process.legalHold,
    createdAt: process.createdAt.toISOString(),
    updatedAt: process.updatedAt.toISOString(),
    sourcePdfAssetId: process.sourcePdfAssetId,
    sourceAsset: rows.asset ?? null,
    documentSha256: process.documentSha256,
    templateId: process.templateId,
    templateVersion: process.templateVersion,
    onlineFormId: process.onlineFormId,
    bulkSendId: process.bulkSendId,
    // Not documentSha256: that becomes the sealed PDF's hash when the process completes.
    formContentSha256: rows.formContentSha256,
    signedDocumentSha256: completed ? process.documentSha256 : null,
    certificateSha256: completed ? (rows.certificateSha256 ?? null) : null,
    finalization: { status: process.finalizationStatus, error: process.finalizationError },
    signerSlots: rows.signers.map((signer) => toSignerSlot(signer, process, now)),
    observers: toObserverRecords(process.observers),
    fields: rows.fields.map((field) => ({
      ...toSignerFieldRecord(field),
      signerId: field.signerId,
      key: field.key,
      assignedSignerSignOrder: orderOf.get(field.signerId)!,
    })),
  };
}

/** Builds the full records of several processes with five queries at most, whatever their number. */
export async function toSigningProcessRecords(db: Db | Tx, processes: SigningProcess[]): Promise<SigningProcessRecord[]> {
  if (processes.length === 0) return [];
  const ids = processes.map((process) => process.id);
  const assetIds = processes.map((process) => process.sourcePdfAssetId).filter((id): id is string => id !== null);
  const formIds = processes.map((process) => process.onlineFormId).filter((id): id is string => id !== null);
  const certificateIds = processes.map((process) => process.certificatePdfAssetId).filter((id): id is string => id !== null);
  const [signerRows, fieldRows, assetRows, formRows, certificateRows] = await Promise.all([
    db.select(signerSlotColumns).from(signers).where(inArray(signers.signingProcessId, ids)).orderBy(asc(signers.signOrder)),
    db.select().from(signingFields).where(inArray(signingFields.signingProcessId, ids)).orderBy(asc(signingFields.position)),
    assetIds.length > 0 ? db.select(sourceAssetColumns).from(pdfAssets).where(inArray(pdfAssets.id, assetIds)) : Promise.resolve([]),
    formIds.length > 0
      ? db.select({ id: onlineForms.id, formContentSha256: onlineForms.formContentSha256 }).from(onlineForms).where(inArray(onlineForms.id, formIds))
      : Promise.resolve([]),
    certificateIds.length > 0 ? db.select({ id: pdfAssets.id, sha256: pdfAssets.sha256 }).from(pdfAssets).where(inArray(pdfAssets.id, certificateIds)) : Promise.resolve([]),
  ]);
  const now = new Date();
  return processes.map((process) =>
    buildSigningProcessRecord(
      process,
      {
        signers: signerRows.filter((signer) => signer.signingProcessId === process.id),
        fields: fieldRows.filter((field) => field.signingProcessId === process.id),
        asset: assetRows.find((row) => row.id === process.sourcePdfAssetId),
        formContentSha256: formRows.find((form) => form.id === process.onlineFormId)?.formContentSha256 ?? null,
        certificateSha256: certificateRows.find((asset) => asset.id === process.certificatePdfAssetId)?.sha256 ?? null,
      },
      now,
    ),
  );
}

// One process, the common case (every read and every change answers one record): the same
// rows by statements prepared once per handle (server/db/prepared.ts).
const signersOfProcess = (db: Db | Tx) =>
  db.select(signerSlotColumns).from(signers).where(eq(signers.signingProcessId, sql.placeholder("processId"))).orderBy(asc(signers.signOrder)).prepare("record_signers");
const fieldsOfProcess = (db: Db | Tx) =>
  db.select().from(signingFields).where(eq(signingFields.signingProcessId, sql.placeholder("processId"))).orderBy(asc(signingFields.position)).prepare("record_fields");
const sourceAsset = (db: Db | Tx) => db.select(sourceAssetColumns).from(pdfAssets).where(eq(pdfAssets.id, sql.placeholder("id"))).prepare("record_asset");
const formHash = (db: Db | Tx) =>
  db.select({ formContentSha256: onlineForms.formContentSha256 }).from(onlineForms).where(eq(onlineForms.id, sql.placeholder("id"))).prepare("record_form");
const assetHash = (db: Db | Tx) => db.select({ sha256: pdfAssets.sha256 }).from(pdfAssets).where(eq(pdfAssets.id, sql.placeholder("id"))).prepare("record_asset_hash");

export async function toSigningProcessRecord(db: Db | Tx, process: SigningProcess): Promise<SigningProcessRecord> {
  const [signerRows, fieldRows, assetRows, formRows, certificateRows] = await Promise.all([
    prepared(db, "record-signers", signersOfProcess).execute({ processId: process.id }),
    prepared(db, "record-fields", fieldsOfProcess).execute({ processId: process.id }),
    process.sourcePdfAssetId ? prepared(db, "record-asset", sourceAsset).execute({ id: process.sourcePdfAssetId }) : Promise.resolve([]),
    process.onlineFormId ? prepared(db, "record-form", formHash).execute({ id: process.onlineFormId }) : Promise.resolve([]),
    process.certificatePdfAssetId ? prepared(db, "record-asset-hash", assetHash).execute({ id: process.certificatePdfAssetId }) : Promise.resolve([]),
  ]);
  return buildSigningProcessRecord(process, {
    signers: signerRows,
    fields: fieldRows,
    asset: assetRows[0],
    formContentSha256: formRows[0]?.formContentSha256 ?? null,
    certificateSha256: certificateRows[0]?.sha256 ?? null,
  });
}

const signerSlotColumnNames = Object.fromEntries(Object.keys(signerSlotColumns).map((name) => [name, true])) as Record<keyof typeof signerSlotColumns, true>;
const sourceAssetColumnNames = Object.fromEntries(Object.keys(sourceAssetColumns).map((name) => [name, true])) as Record<keyof typeof sourceAssetColumns, true>;

/**
 * A process of an organization with every row its record shows, in one statement (drizzle's
 * relational query: the rows come back as JSON beside the process), prepared once per handle.
 * A read is the API's most frequent request, and each statement is a round trip.
 */
export const processWithRecordRows = (db: Db) =>
  db.query.signingProcesses
    .findFirst({
      where: (process, { and, eq }) => and(eq(process.id, sql.placeholder("id")), eq(process.organizationId, sql.placeholder("organizationId"))),
      with: {
        signers: { columns: signerSlotColumnNames, orderBy: (signer, { asc }) => [asc(signer.signOrder)] },
        fields: { orderBy: (field, { asc }) => [asc(field.position)] },
        sourceAsset: { columns: sourceAssetColumnNames },
        onlineForm: { columns: { formContentSha256: true } },
        certificateAsset: { columns: { sha256: true } },
      },
    })
    .prepare("process_with_record_rows");

export async function reloadSigningProcess(db: Db | Tx, id: string): Promise<SigningProcess> {
  const [process] = await db.select().from(signingProcesses).where(eq(signingProcesses.id, id));
  return process!;
}
