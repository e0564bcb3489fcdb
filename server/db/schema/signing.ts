import { relations, sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { ReminderSchedule } from "../../../lib/schemas/reminders";
import { FIELD_AUTOFILLS } from "../../../lib/signing/field-autofill";
import { FINALIZATION_STATUSES, PROCESS_STATUSES, SIGNER_STATUSES } from "../../../lib/signing/statuses";
import type { StoredObserver } from "../../../lib/signing/observers";
import { apiKeys } from "./api-keys";
import { organizations, users } from "./organizations";
import { pdfAssets } from "./pdf-assets";
import { bulkSends } from "./bulk-sends";
import { onlineForms } from "./online-forms";
import { templates } from "./templates";

export const processStatusEnum = pgEnum("process_status", PROCESS_STATUSES);
export const processOriginEnum = pgEnum("process_origin", ["TEMPLATE", "DIRECT"]);
export const DISPATCH_MODES = ["EMAIL", "KIOSK", "CURRENT_USER", "PRIVATE_LINK"] as const;
export const dispatchModeEnum = pgEnum("dispatch_mode", DISPATCH_MODES);
export const AUTH_POLICIES = ["AES_OTP", "SES_LINK_ONLY"] as const;
export const authPolicyEnum = pgEnum("auth_policy", AUTH_POLICIES);
export const contentKindEnum = pgEnum("content_kind", ["PDF", "FORM"]);
export const finalizationStatusEnum = pgEnum("finalization_status", FINALIZATION_STATUSES);
export const signerStatusEnum = pgEnum("signer_status", SIGNER_STATUSES);
export const FIELD_TYPES = ["TEXT", "DATE", "CHECKBOX", "SIGNATURE"] as const;
export const fieldTypeEnum = pgEnum("field_type", FIELD_TYPES);
export const fieldAutofillEnum = pgEnum("field_autofill", FIELD_AUTOFILLS);
export const signatureTypeEnum = pgEnum("signature_type", ["DRAWN", "TYPED"]);

/**
 * A field's value in jsonb: a string or a boolean. Both drivers hand jsonb over already parsed,
 * and drizzle's own jsonb type parses strings once more, which turned the text "4711" into a
 * number and "null" into nothing; this type takes the driver's value as it is.
 */
const fieldValueJsonb = customType<{ data: string | boolean | null; driverData: unknown }>({
  dataType: () => "jsonb",
  toDriver: (value) => JSON.stringify(value),
  fromDriver: (value) => value as string | boolean | null,
});

export const signingProcesses = pgTable(
  "signing_processes",
  {
    id: uuid().primaryKey().defaultRandom(),
    organizationId: uuid()
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    // MEMBER keys see only the processes of the user behind them.
    createdByUserId: uuid()
      .notNull()
      .references(() => users.id),
    createdByApiKeyId: uuid().references(() => apiKeys.id, { onDelete: "set null" }),
    status: processStatusEnum().notNull(),
    origin: processOriginEnum().notNull(),
    dispatchMode: dispatchModeEnum().notNull(),
    authPolicy: authPolicyEnum().notNull(),
    contentKind: contentKindEnum().notNull().default("PDF"),
    subject: text().notNull(),
    message: text(),
    sourcePdfAssetId: uuid().references(() => pdfAssets.id),
    // Set for origin TEMPLATE: the template and the version the process was started from.
    templateId: uuid().references(() => templates.id, { onDelete: "set null" }),
    templateVersion: integer(),
    // Set for contentKind FORM: the online form this process signs.
    onlineFormId: uuid().references((): AnyPgColumn => onlineForms.id, { onDelete: "set null" }),
    // Set when a bulk send created it (API.md, "Bulk sends").
    bulkSendId: uuid().references((): AnyPgColumn => bulkSends.id, { onDelete: "set null" }),
    // SHA-256 of the document to sign (the source PDF, prefills applied) until completion.
    documentSha256: text().notNull(),
    expiresAt: timestamp({ withTimezone: true, precision: 3 }).notNull(),
    // The automatic reminders in force (the request's, the template's or the organization's); null: none.
    reminders: jsonb().$type<ReminderSchedule>(),
    sentAt: timestamp({ withTimezone: true, precision: 3 }).notNull(),
    completedAt: timestamp({ withTimezone: true, precision: 3 }),
    declinedAt: timestamp({ withTimezone: true, precision: 3 }),
    voidedAt: timestamp({ withTimezone: true, precision: 3 }),
    voidReason: text(),
    expiredAt: timestamp({ withTimezone: true, precision: 3 }),
    // The audit trail's length and last hash, written with each event, so that a trail whose
    // last events were deleted no longer verifies (the chain alone cannot tell).
    auditLength: integer().notNull().default(0),
    auditHeadHash: text().notNull().default("0".repeat(64)),
    // Erasure (docs/operations.md, "Retention and erasure"): when the personal data and files
    // were removed, and the name of who asked (the retention job is "Signet").
    erasedAt: timestamp({ withTimezone: true, precision: 3 }),
    erasedBy: text(),
    // Under a legal hold the process may not be erased, by request or by retention.
    legalHold: boolean().notNull().default(false),
    // People who never sign but get the outcome (server/services/observers), in the order given.
    observers: jsonb().$type<StoredObserver[]>().notNull().default([]),
    finalizationStatus: finalizationStatusEnum().notNull().default("NONE"),
    finalizationError: text(),
    signedPdfAssetId: uuid().references(() => pdfAssets.id),
    certificatePdfAssetId: uuid().references(() => pdfAssets.id),
    createdAt: timestamp({ withTimezone: true, precision: 3 }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [
    // The list's order (newest first, id breaking ties) read backwards, with and without its filters
    // (list-signing-processes.ts; docs/performance.md, "Scale").
    index("signing_processes_org_created_idx").on(table.organizationId, table.createdAt, table.id),
    index("signing_processes_org_status_created_idx").on(table.organizationId, table.status, table.createdAt, table.id),
    index("signing_processes_template_created_idx")
      .on(table.templateId, table.createdAt, table.id)
      .where(sql`${table.templateId} is not null`),
    // `q` (ILIKE '%q%' on the subject) has a trigram index, signing_processes_subject_trgm_idx, written
    // by hand in drizzle/0038 because the pg_trgm extension must be created before it.
    index("signing_processes_bulk_send_idx").on(table.bulkSendId).where(sql`${table.bulkSendId} is not null`),
    index("signing_processes_active_expiry_idx")
      .on(table.expiresAt)
      .where(sql`${table.status} in ('SENT', 'IN_PROGRESS')`),
    // The kept counts' correction (process-counts.ts): an organization's open processes past their deadline.
    index("signing_processes_org_open_expiry_idx")
      .on(table.organizationId, table.expiresAt)
      .where(sql`${table.status} in ('SENT', 'IN_PROGRESS') and ${table.finalizationStatus} = 'NONE'`),
  ],
);

export const signers = pgTable(
  "signers",
  {
    id: uuid().primaryKey().defaultRandom(),
    signingProcessId: uuid()
      .notNull()
      .references(() => signingProcesses.id, { onDelete: "cascade" }),
    signOrder: integer().notNull(),
    roleLabel: text(),
    // Empty once the process is erased (required while it is live).
    name: text().notNull(),
    email: text(),
    phoneE164: text(),
    locale: text().notNull().default("en"),
    // Whether someone chose `locale` (the sender, or the signer on the signing page); when not,
    // it is the organization's default and the signing page follows the browser instead.
    localeExplicit: boolean().notNull().default(false),
    // Set for CURRENT_USER: the dashboard user who signs.
    userId: uuid().references(() => users.id),
    status: signerStatusEnum().notNull(),
    // The link's token is stored as SHA-256 for lookup, and encrypted so the link can be sent again.
    tokenHash: text().notNull(),
    tokenEncrypted: text().notNull(),
    invitedAt: timestamp({ withTimezone: true, precision: 3 }),
    openedAt: timestamp({ withTimezone: true, precision: 3 }),
    // Reminders sent to this signer (manual and automatic), the last one's time, and the last
    // manual one's, which holds back both kinds for an hour (docs/signing.md, "Reminders").
    reminderCount: integer().notNull().default(0),
    lastRemindedAt: timestamp({ withTimezone: true, precision: 3 }),
    lastManualReminderAt: timestamp({ withTimezone: true, precision: 3 }),
    otpVerifiedAt: timestamp({ withTimezone: true, precision: 3 }),
    completedAt: timestamp({ withTimezone: true, precision: 3 }),
    declinedAt: timestamp({ withTimezone: true, precision: 3 }),
    declineReason: text(),
    signatureType: signatureTypeEnum(),
    signatureText: text(),
    signatureImageKey: text(),
    consentAt: timestamp({ withTimezone: true, precision: 3 }),
    signedIp: text(),
    signedUserAgent: text(),
    // Forms: what was accepted from this signer (answers, visible blocks, statement, time) and
    // the SHA-256 of its canonical JSON, which the audit trail records too.
    formSubmissionJson: jsonb().$type<Record<string, unknown>>(),
    formSubmissionSha256: text(),
    createdAt: timestamp({ withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("signers_process_order_unique").on(table.signingProcessId, table.signOrder),
    uniqueIndex("signers_token_hash_unique").on(table.tokenHash),
    // "Waiting for my signature" and the Overview start from the caller's own slots.
    index("signers_user_idx").on(table.userId).where(sql`${table.userId} is not null`),
  ],
);

export const signingFields = pgTable(
  "signing_fields",
  {
    id: uuid().primaryKey().defaultRandom(),
    signingProcessId: uuid()
      .notNull()
      .references(() => signingProcesses.id, { onDelete: "cascade" }),
    signerId: uuid()
      .notNull()
      .references(() => signers.id, { onDelete: "cascade" }),
    position: integer().notNull(),
    // The template's API field key (fieldPrefills), null for direct processes.
    key: text(),
    type: fieldTypeEnum().notNull(),
    label: text().notNull(),
    required: boolean().notNull(),
    // Filled in by the service, not the signer (lib/signing/field-autofill.ts).
    autofill: fieldAutofillEnum(),
    page: integer().notNull(),
    x: doublePrecision().notNull(),
    y: doublePrecision().notNull(),
    w: doublePrecision().notNull(),
    h: doublePrecision().notNull(),
    prefill: fieldValueJsonb(),
    value: fieldValueJsonb(),
  },
  (table) => [index("signing_fields_process_idx").on(table.signingProcessId, table.position)],
);

/**
 * The automatic reminders that were decided (sent or skipped), one row per signer and number:
 * the unique key makes each one happen at most once, whichever runner or retry gets there.
 */
export const automaticReminders = pgTable(
  "automatic_reminders",
  {
    signerId: uuid()
      .notNull()
      .references(() => signers.id, { onDelete: "cascade" }),
    number: integer().notNull(),
    sent: boolean().notNull(),
    decidedAt: timestamp({ withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("automatic_reminders_signer_number_unique").on(table.signerId, table.number)],
);

/** One-time codes sent by SMS; only the SHA-256 of a code is kept. */
export const otpCodes = pgTable(
  "otp_codes",
  {
    id: uuid().primaryKey().defaultRandom(),
    signerId: uuid()
      .notNull()
      .references(() => signers.id, { onDelete: "cascade" }),
    codeHash: text().notNull(),
    sentTo: text().notNull(),
    sentAt: timestamp({ withTimezone: true, precision: 3 }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true, precision: 3 }).notNull(),
    failedAttempts: integer().notNull().default(0),
    burnedAt: timestamp({ withTimezone: true, precision: 3 }),
    verifiedAt: timestamp({ withTimezone: true, precision: 3 }),
  },
  (table) => [index("otp_codes_signer_idx").on(table.signerId, table.sentAt)],
);

/**
 * The hash-chained audit trail (API.md, "Audit events"). A trigger in the migration makes the
 * table append-only in the database itself.
 */
export const auditEvents = pgTable(
  "audit_events",
  {
    id: uuid().primaryKey().defaultRandom(),
    signingProcessId: uuid()
      .notNull()
      .references(() => signingProcesses.id),
    sequence: integer().notNull(),
    type: text().notNull(),
    occurredAt: timestamp({ withTimezone: true, precision: 3 }).notNull(),
    actorKind: text().notNull(),
    actorId: text(),
    actorName: text(),
    ip: text(),
    userAgent: text(),
    documentSha256: text(),
    details: jsonb().$type<Record<string, unknown>>().notNull(),
    prevHash: text().notNull(),
    hash: text().notNull(),
    // 1: the hash covers the plain values. 2: personal values enter the hash as commitments
    // sha256(salt + canonical JSON of the value), keyed by JSON pointer; the salt sits beside the
    // values and is deleted with them (server/services/audit/personal-commitments.ts).
    hashVersion: integer().notNull().default(1),
    personalSalt: text(),
    commitments: jsonb().$type<Record<string, string>>(),
    // A version 1 event whose personal values were erased: its hash can no longer be recomputed,
    // the process.erased event records a digest of the rest (docs/operations.md).
    personalErased: boolean().notNull().default(false),
  },
  (table) => [
    uniqueIndex("audit_events_process_sequence_unique").on(table.signingProcessId, table.sequence),
    // The Overview's recent activity reads the newest events first (docs/performance.md, "Scale").
    index("audit_events_occurred_idx").on(table.occurredAt, table.sequence),
  ],
);

/**
 * Domain events (signing.sent, signer.completed, ...), written in the same transaction as the
 * state change that causes them. Webhook delivery reads from here.
 */
export const domainEvents = pgTable(
  "domain_events",
  {
    id: uuid().primaryKey().defaultRandom(),
    organizationId: uuid()
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    type: text().notNull(),
    signingProcessId: uuid().references(() => signingProcesses.id, { onDelete: "cascade" }),
    signerId: uuid().references(() => signers.id, { onDelete: "cascade" }),
    // bulk_send.completed names its bulk send instead of a process.
    bulkSendId: uuid().references((): AnyPgColumn => bulkSends.id, { onDelete: "cascade" }),
    createdAt: timestamp({ withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [index("domain_events_org_created_idx").on(table.organizationId, table.createdAt)],
);

export const signingProcessesRelations = relations(signingProcesses, ({ many, one }) => ({
  signers: many(signers),
  fields: many(signingFields),
  sourceAsset: one(pdfAssets, { fields: [signingProcesses.sourcePdfAssetId], references: [pdfAssets.id] }),
  certificateAsset: one(pdfAssets, { fields: [signingProcesses.certificatePdfAssetId], references: [pdfAssets.id] }),
  onlineForm: one(onlineForms, { fields: [signingProcesses.onlineFormId], references: [onlineForms.id] }),
}));

export const signersRelations = relations(signers, ({ one, many }) => ({
  process: one(signingProcesses, { fields: [signers.signingProcessId], references: [signingProcesses.id] }),
  fields: many(signingFields),
}));

export const signingFieldsRelations = relations(signingFields, ({ one }) => ({
  process: one(signingProcesses, { fields: [signingFields.signingProcessId], references: [signingProcesses.id] }),
  signer: one(signers, { fields: [signingFields.signerId], references: [signers.id] }),
}));

export type SigningProcess = typeof signingProcesses.$inferSelect;
export type Signer = typeof signers.$inferSelect;
export type SigningField = typeof signingFields.$inferSelect;
export type AuditEventRow = typeof auditEvents.$inferSelect;
export type ProcessStatus = (typeof PROCESS_STATUSES)[number];
export type SignerStatus = (typeof SIGNER_STATUSES)[number];
export type DispatchMode = (typeof DISPATCH_MODES)[number];
export type AuthPolicy = (typeof AUTH_POLICIES)[number];
export type FieldType = (typeof FIELD_TYPES)[number];
