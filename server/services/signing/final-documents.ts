/**
 * The two final PDFs of a process whose signers have all signed, each built in its own
 * finalization step: the source stamped with every value and signature, and the completion
 * certificate, which names the sealed signed document by its SHA-256. Both are sealed afterwards.
 */
import { asc, eq } from "drizzle-orm";
import { resolveLanguage } from "@/lib/i18n/resolve-language";
import { signerLanguage } from "@/lib/i18n/signer-language";
import type { Language } from "@/lib/languages";
import type { Db } from "../../db/client";
import type { FormAnswer } from "@/lib/schemas/online-forms";
import {
  onlineForms,
  organizations,
  pdfAssets,
  signers,
  signingFields,
  type OnlineForm,
  type Organization,
  type PdfAsset,
  type Signer,
  type SigningProcess,
} from "../../db/schema";
import { FormTooLargeError, renderSignedFormInWorker } from "../../pdf/form/render-form-in-worker";
import { completionCertificateDocument } from "../../pdf/certificate/render-certificate";
import type { SealablePdf } from "../../pdf/seal/seal-pdf";
import { stampIntoDocument } from "../../pdf/stamp/stamp-document";
import { getStorage } from "../../storage/storage";
import { env } from "../../env";
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

/** Each signer's adopted signature, by signer id. */
async function loadSignatures(signerRows: Signer[]): Promise<Map<string, Signature>> {
  const signatures = new Map<string, Signature>();
  for (const signer of signerRows) {
    if (signer.signatureType === "DRAWN" && signer.signatureImageKey) {
      signatures.set(signer.id, { type: "DRAWN", imagePng: await getStorage().readBytes(signer.signatureImageKey) });
    } else if (signer.signatureType === "TYPED" && signer.signatureText) {
      signatures.set(signer.id, { type: "TYPED", text: signer.signatureText });
    } else {
      signatures.set(signer.id, null);
    }
  }
  return signatures;
}

/**
 * The document every signer signed, with their values and signatures: a stamped PDF (left
 * unwritten, for the seal to write once) or a rendered form.
 */
export function buildSignedDocument(db: Db, process: SigningProcess): Promise<{ stamped: SealablePdf; organization: Organization; signerNames: string[] }> {
  return process.contentKind === "FORM" ? buildSignedForm(db, process) : buildStampedDocument(db, process);
}

/** A form with every recipient's accepted answers and signature, as the server accepted them. */
async function buildSignedForm(db: Db, process: SigningProcess): Promise<{ stamped: Uint8Array; organization: Organization; signerNames: string[] }> {
  const organization = await loadOrganization(db, process);
  const form = await loadOnlineFormOf(db, process);
  const signerRows = await loadSigners(db, process);
  const signatures = await loadSignatures(signerRows);
  const recipients = signerRows.map((signer) => {
    const submission = signer.formSubmissionJson as { answers?: Record<string, FormAnswer>; visibleBlockIds?: string[] } | null;
    const signature = signatures.get(signer.id);
    if (!submission?.answers || !submission.visibleBlockIds || !signature || !signer.completedAt) {
      throw new FinalizationImpossibleError(`Signer ${signer.signOrder} of signing process ${process.id} has no recorded form submission`);
    }
    return { signOrder: signer.signOrder, name: signer.name, signedAt: signer.completedAt, visibleBlockIds: submission.visibleBlockIds, answers: submission.answers, signature };
  });
  const stamped = await renderSignedFormInWorker({
    subject: process.subject,
    organizationName: organization.name,
    language: resolveLanguage(organization.defaultLanguage),
    formContentSha256: form.formContentSha256 ?? process.documentSha256,
    blocks: form.draft.definition?.blocks ?? [],
    recipients,
  }).catch((error: unknown) => {
    // The same form is as large on every attempt: no retry.
    if (error instanceof FormTooLargeError) throw new FinalizationImpossibleError(`The form is too large to print: ${error.message}`);
    throw error;
  });
  return { stamped, organization, signerNames: signerRows.map((signer) => signer.name) };
}

async function loadOnlineFormOf(db: Db, process: SigningProcess): Promise<OnlineForm> {
  const [form] = process.onlineFormId ? await db.select().from(onlineForms).where(eq(onlineForms.id, process.onlineFormId)) : [];
  if (!form) throw new FinalizationImpossibleError(`The online form of signing process ${process.id} no longer exists`);
  return form;
}

/** The source PDF with every field value and adopted signature stamped in, flattened. */
async function buildStampedDocument(
  db: Db,
  process: SigningProcess,
): Promise<{ stamped: SealablePdf; organization: Organization; signerNames: string[] }> {
  const storage = getStorage();
  const organization = await loadOrganization(db, process);
  const asset = await loadSourceAsset(db, process);
  const signerRows = await loadSigners(db, process);
  const fieldRows = await db
    .select()
    .from(signingFields)
    .where(eq(signingFields.signingProcessId, process.id))
    .orderBy(asc(signingFields.position));

  const signatures = await loadSignatures(signerRows);
  const languages = signerLanguages(signerRows, organization);

  const stamped = await stampIntoDocument(await storage.readBytes(asset.storageKey), {
    fields: fieldRows.map((field) => {
      const box = { page: field.page, x: field.x, y: field.y, w: field.w, h: field.h, language: languages.get(field.signerId) };
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

/**
 * Each signer's language, by signer id, as their signing page speaks it when no browser is asked:
 * the one chosen for them, else the organization's. Their values print in its glyph forms.
 */
function signerLanguages(signerRows: Signer[], organization: Organization): Map<string, Language> {
  return new Map(
    signerRows.map((signer) => [
      signer.id,
      signerLanguage({ locale: signer.locale, localeExplicit: signer.localeExplicit, acceptLanguage: null, organizationLanguage: organization.defaultLanguage }),
    ]),
  );
}

/**
 * The completion certificate: signers, their evidence, the audit trail and its chain check;
 * left unwritten, for the seal to write once.
 */
export async function buildCompletionCertificate(
  db: Db,
  process: SigningProcess,
  input: { signedSha256: string; completedAt: Date },
): Promise<{ certificate: SealablePdf; organization: Organization }> {
  const organization = await loadOrganization(db, process);
  // What the signers saw: the source PDF, or the form's frozen content.
  const sourceSha256 =
    process.contentKind === "FORM" ? ((await loadOnlineFormOf(db, process)).formContentSha256 ?? "") : (await loadSourceAsset(db, process)).sha256;
  const signerRows = await loadSigners(db, process);
  const { items: trail, chain } = await readAuditTrail(db, process.id);
  const certificate = await completionCertificateDocument({
    process: {
      id: process.id,
      subject: process.subject,
      organizationName: organization.name,
      createdAt: process.createdAt,
      completedAt: input.completedAt,
      language: resolveLanguage(organization.defaultLanguage),
    },
    sourceSha256,
    finalSha256: input.signedSha256,
    appUrl: env().APP_URL,
    signers: signerRows.map((signer) => ({
      name: signer.name,
      email: signer.email,
      phoneMasked: process.authPolicy === "AES_OTP" ? maskPhone(signer.phoneE164) : null,
      roleLabel: signer.roleLabel,
      signOrder: signer.signOrder,
      authPolicy: process.authPolicy,
      channel: process.dispatchMode,
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
