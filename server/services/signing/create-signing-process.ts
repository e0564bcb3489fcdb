import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { resolveLanguage } from "@/lib/i18n/resolve-language";
import type { z } from "zod";
import type { createSigningProcessSchema } from "@/lib/schemas/signing-processes";
import type { ObserverInput } from "@/lib/schemas/observers";
import type { FieldAutofill } from "@/lib/signing/field-autofill";
import type { ReminderSchedule } from "@/lib/schemas/reminders";
import type { Db, Tx } from "../../db/client";
import { prepared } from "../../db/prepared";
import { auditEvents, pdfAssets, signers, signingFields, signingProcesses, users, type Organization, type PdfAsset, type Signer, type SigningField, type SigningProcess } from "../../db/schema";
import { AppError, notFound } from "../../errors";
import { auditActorOf, chainAuditEvents, NEW_AUDIT_TRAIL } from "../audit/append-audit-event";
import { actingUserId, requireAdmin, type ServiceContext } from "../context";
import { recordDomainEvent } from "../events/record-domain-event";
import { toStoredObservers } from "../observers/stored-observers";
import { loadWritableOrganization } from "../organizations/writable-organization";
import { enforceQuota, PLAN_LIMITS } from "../plans";
import { activeSignerColumns, queueInvitation, signerInvitedEvent } from "./activate-signer";
import { effectiveReminders } from "./reminders";
import { countProcessesThisMonth } from "./monthly-process-count";
import { issueSignerToken } from "./signer-tokens";
import { buildSigningProcessRecord, type SigningProcessRecord, type SourceAssetSummary } from "./signing-process-record";

type ValidInput = z.output<typeof createSigningProcessSchema>;
type DispatchMode = SigningProcess["dispatchMode"];
type AuthPolicy = ValidInput["authPolicy"];

/** AES_OTP needs a paid plan: the error a process of this policy would meet, or null. */
export function planFeatureError(plan: Organization["plan"], authPolicy: AuthPolicy): AppError | null {
  if (authPolicy !== "AES_OTP" || PLAN_LIMITS[plan].smsSigning) return null;
  return new AppError("PLAN_FEATURE_UNAVAILABLE", "SMS-verified signing (AES_OTP) needs the PRO or ENTERPRISE plan; use SES_LINK_ONLY", {
    feature: "AES_OTP",
    plan,
  });
}

/** AES_OTP needs a paid plan; every new process counts toward the monthly volume. */
export async function enforceSigningPlan(ctx: ServiceContext, org: Organization, authPolicy: AuthPolicy, db: Db | Tx = ctx.db): Promise<void> {
  const unavailable = planFeatureError(org.plan, authPolicy);
  if (unavailable) throw unavailable;
  enforceQuota(org.plan, "signingProcessesPerMonth", await countProcessesThisMonth(db, org.id), 1);
}

function checkFieldsFitTheDocument(input: ValidInput, asset: PdfAsset): void {
  const problems: string[] = [];
  input.fields.forEach((field, index) => {
    const page = asset.pages[field.page];
    if (!page) {
      problems.push(`fields.${index}.page must be below the document's page count (${asset.pageCount})`);
      return;
    }
    if (field.x + field.w > page.width + 0.01 || field.y + field.h > page.height + 0.01) {
      problems.push(`fields.${index} must lie within page ${field.page} (${page.width} x ${page.height} points)`);
    }
  });
  if (problems.length > 0) throw new AppError("VALIDATION_FAILED", problems);
}

export async function loadReadyAsset(ctx: ServiceContext, assetId: string): Promise<PdfAsset> {
  const [asset] = await prepared(ctx.db, "own-pdf-asset", ownPdfAsset).execute({ id: assetId, organizationId: ctx.organizationId });
  if (!asset) throw notFound("PDF asset");
  if (asset.processingStatus !== "READY") {
    throw new AppError("ASSET_NOT_READY", `The PDF asset is ${asset.processingStatus}; wait until processing is READY`, {
      processingStatus: asset.processingStatus,
    });
  }
  return asset;
}

function ownPdfAsset(db: Db) {
  return db
    .select()
    .from(pdfAssets)
    .where(and(eq(pdfAssets.id, sql.placeholder("id")), eq(pdfAssets.organizationId, sql.placeholder("organizationId"))))
    .prepare("own_pdf_asset");
}

/**
 * A signer's stored locale: the tag the sender chose, as sent (rendering finds the closest
 * language we speak, lib/i18n/resolve-language.ts), else the organization's language. Only a
 * chosen one is marked explicit: without it the signing page follows the signer's browser
 * (lib/i18n/signer-language.ts), while emails and SMS, which have no browser, use the stored one.
 */
function signerLocale(requested: string | undefined, organizationLanguage: string) {
  return requested ? { locale: requested, localeExplicit: true } : { locale: resolveLanguage(organizationLanguage), localeExplicit: false };
}

/** CURRENT_USER signs as the user behind the key or session, whatever the request says. */
async function currentUserSigner(tx: Tx, userId: string) {
  const [user] = await tx.select().from(users).where(eq(users.id, userId));
  if (!user) throw notFound("User");
  return user;
}

/**
 * Creates a direct signing process from a READY asset the caller names, with the fields placed
 * on it (API.md, "Signing processes").
 */
export async function createSigningProcess(ctx: ServiceContext, input: ValidInput): Promise<SigningProcessRecord> {
  requireAdmin(ctx);
  const org = await loadWritableOrganization(ctx);
  const asset = await loadReadyAsset(ctx, input.sourcePdfAssetId);
  checkFieldsFitTheDocument(input, asset);
  await enforceSigningPlan(ctx, org, input.authPolicy);
  return insertSigningProcess(ctx, org, {
    origin: "DIRECT",
    dispatchMode: input.dispatchMode,
    authPolicy: input.authPolicy,
    subject: input.subject,
    message: input.message ?? null,
    expiresAt: input.expiresAt,
    reminders: input.reminders,
    content: { kind: "PDF", asset },
    signers: input.signers,
    fields: input.fields.map(({ assignedSignerSignOrder, ...field }) => ({ ...field, signOrder: assignedSignerSignOrder })),
    observers: input.observers,
  });
}

export interface NewSigningProcess {
  origin: "DIRECT" | "TEMPLATE";
  template?: { id: string; version: number };
  dispatchMode: DispatchMode;
  authPolicy: AuthPolicy;
  subject: string;
  message: string | null;
  expiresAt: string;
  /** The request's automatic reminders (null: none); left out, the template's or the organization's default. */
  reminders?: ReminderSchedule | null;
  /** A template's default, used when the request names none. */
  templateReminders?: ReminderSchedule | null;
  /** What is signed: a PDF exactly as the signers will see it, or an online form's frozen content. */
  content: { kind: "PDF"; asset: PdfAsset } | { kind: "FORM"; onlineFormId: string; formContentSha256: string };
  signers: { signOrder: number; name: string; email?: string; phoneE164?: string; roleLabel?: string; locale?: string }[];
  fields: {
    signOrder: number;
    key?: string;
    type: ValidInput["fields"][number]["type"];
    label: string;
    required: boolean;
    autofill?: FieldAutofill;
    page: number;
    x: number;
    y: number;
    w: number;
    h: number;
    prefill?: string | boolean | null;
  }[];
  /** Told the outcome, never asked to sign; none when absent. */
  observers?: readonly ObserverInput[];
  /** The bulk send whose row this process is. */
  bulkSendId?: string;
}

/**
 * Writes a signing process, already SENT, in its own transaction, and answers its record
 * (writeSigningProcess does the work).
 */
export async function insertSigningProcess(ctx: ServiceContext, org: Organization, input: NewSigningProcess): Promise<SigningProcessRecord> {
  const written = await ctx.db.transaction((tx) => writeSigningProcessRows(tx, ctx, org, input));
  // The rows just written are the record: reading them back would cost four more round trips.
  const { content } = input;
  return buildSigningProcessRecord(written.process, {
    signers: written.signers,
    fields: written.fields,
    asset: content.kind === "PDF" ? sourceAssetSummary(content.asset) : undefined,
    formContentSha256: content.kind === "FORM" ? content.formContentSha256 : null,
  });
}

function sourceAssetSummary({ id, originalFileName, sha256, sizeBytes, pageCount }: PdfAsset): SourceAssetSummary {
  return { id, originalFileName, sha256, sizeBytes, pageCount };
}

/**
 * Writes a signing process, already SENT, inside the caller's transaction: signers in order (the
 * first one READY and invited per dispatch mode), fields, the audit trail's first events and
 * signing.sent. The caller has checked the input, the plan and the content.
 */
export async function writeSigningProcess(tx: Tx, ctx: ServiceContext, org: Organization, input: NewSigningProcess): Promise<SigningProcess> {
  return (await writeSigningProcessRows(tx, ctx, org, input)).process;
}

/** writeSigningProcess, answering every row it wrote as it is at the end. */
async function writeSigningProcessRows(
  tx: Tx,
  ctx: ServiceContext,
  org: Organization,
  input: NewSigningProcess,
): Promise<{ process: SigningProcess; signers: Signer[]; fields: SigningField[] }> {
  const creatorId = actingUserId(ctx.actor);
  if (!creatorId) throw new AppError("VALIDATION_FAILED", ["a signing process needs a user or API key to create it"]);
  const { content } = input;
  const now = new Date();
  // Ids made here, not by the database: the trail's opening events name the process and its
  // signers, so they are hashed before any row is written and the process row is written with
  // the trail's head (no lock and no second write of a trail that starts here).
  const processId = randomUUID();
  const documentSha256 = content.kind === "PDF" ? content.asset.sha256 : content.formContentSha256;
  const expiresAt = new Date(input.expiresAt);
  const me = input.dispatchMode === "CURRENT_USER" ? await currentUserSigner(tx, creatorId) : null;
  const signerValues = input.signers.map((signer) => ({
    id: randomUUID(),
    signingProcessId: processId,
    signOrder: signer.signOrder,
    roleLabel: signer.roleLabel ?? null,
    name: me?.name ?? signer.name,
    email: me?.email ?? signer.email ?? null,
    phoneE164: signer.phoneE164 ?? null,
    ...signerLocale(signer.locale, org.defaultLanguage),
    userId: me?.id ?? null,
    // The first signer is activated as it is written (activateSigner's update, saved).
    ...(signer.signOrder === 1 ? activeSignerColumns(input.dispatchMode, now) : { status: "PENDING" as const, invitedAt: null }),
    ...issueSignerToken(),
  }));
  const firstValues = signerValues.find((signer) => signer.signOrder === 1)!;

  const actor = auditActorOf(ctx.actor);
  const audit = { signingProcessId: processId, actor, origin: ctx.origin, documentSha256 };
  const createdEvent = {
    ...audit,
    type: "process.created" as const,
    details: {
      origin: input.origin,
      ...(input.template && { templateId: input.template.id, templateVersion: input.template.version }),
      dispatchMode: input.dispatchMode,
      authPolicy: input.authPolicy,
      subject: input.subject,
      ...(content.kind === "PDF" ? { sourcePdfAssetId: content.asset.id } : { onlineFormId: content.onlineFormId, formContentSha256: content.formContentSha256 }),
      signers: signerValues.map((signer) => ({ id: signer.id, signOrder: signer.signOrder, name: signer.name })),
      fieldCount: input.fields.length,
    },
  };
  const trail = chainAuditEvents(processId, NEW_AUDIT_TRAIL, [
    createdEvent,
    { ...audit, type: "process.sent", details: { expiresAt: expiresAt.toISOString() } },
    signerInvitedEvent({ id: processId, documentSha256, dispatchMode: input.dispatchMode }, firstValues, { actor, origin: ctx.origin }),
  ]);

  const [created] = await tx
    .insert(signingProcesses)
    .values({
      id: processId,
      organizationId: ctx.organizationId,
      createdByUserId: creatorId,
      createdByApiKeyId: ctx.actor.kind === "API_KEY" ? ctx.actor.id : null,
      status: "SENT",
      origin: input.origin,
      templateId: input.template?.id ?? null,
      templateVersion: input.template?.version ?? null,
      bulkSendId: input.bulkSendId ?? null,
      dispatchMode: input.dispatchMode,
      authPolicy: input.authPolicy,
      contentKind: content.kind,
      subject: input.subject,
      message: input.message,
      sourcePdfAssetId: content.kind === "PDF" ? content.asset.id : null,
      onlineFormId: content.kind === "FORM" ? content.onlineFormId : null,
      documentSha256,
      expiresAt,
      observers: toStoredObservers(input.observers ?? [], org.defaultLanguage),
      reminders: effectiveReminders(input.dispatchMode, input.reminders, input.templateReminders, org.defaultReminders),
      sentAt: now,
      auditLength: trail.head.length,
      auditHeadHash: trail.head.hash,
    })
    .returning();
  const process = created!;
  const signerRows = await tx.insert(signers).values(signerValues).returning();
  const signerByOrder = new Map(signerRows.map((signer) => [signer.signOrder, signer]));
  const fieldRows: SigningField[] = [];
  if (input.fields.length > 0) {
    const inserted = await tx.insert(signingFields).values(
      input.fields.map(({ signOrder, key, prefill, autofill, ...field }, position) => ({
        ...field,
        signingProcessId: process.id,
        signerId: signerByOrder.get(signOrder)!.id,
        position,
        key: key ?? null,
        autofill: autofill ?? null,
        prefill: prefill ?? null,
      })),
    ).returning();
    fieldRows.push(...inserted);
  }
  await tx.insert(auditEvents).values(trail.rows);
  const first = signerByOrder.get(1)!;
  await queueInvitation(tx, process, first);
  // Last, so the event's snapshot shows the process as sent: the first signer READY.
  await recordDomainEvent(tx, { organizationId: ctx.organizationId, type: "signing.sent", signingProcessId: process.id });
  return { process, signers: [...signerRows].sort((a, b) => a.signOrder - b.signOrder), fields: fieldRows };
}
