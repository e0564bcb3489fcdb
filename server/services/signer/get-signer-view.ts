import { and, asc, count, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { formAnswerSchema, formBlockSchema, type FormAnswer, type FormBlock } from "@/lib/schemas/online-forms";
import { preferredLanguage } from "@/lib/i18n/accept-language";
import { LANGUAGES } from "@/lib/languages";
import { ZOOM_RENDITION_WIDTH_PX } from "@/lib/page-renditions";
import { signingDateOf } from "@/lib/signing/field-autofill";
import { effectiveProcessStatus, effectiveSignerStatus, isFullySigned, PROCESS_STATUSES, SIGNER_STATUSES } from "@/lib/signing/statuses";
import { DISPATCH_MODES, pdfAssets, signers, signingFields, signingProcesses, type PdfAsset } from "../../db/schema";
import { env } from "../../env";
import { getStorage } from "../../storage/storage";
import { PREVIEW_URL_TTL_MS } from "../assets/pdf-asset-record";
import { appendAuditEvent } from "../audit/append-audit-event";
import type { RequestOrigin } from "../context";
import type { SignerContext } from "../operation";
import { otpProofIsValid } from "./otp-proof";
import { maskPhone, openSignerSession, otpRequired, signerActor, type SignerSession } from "./signer-session";
import { lockProcess, processRefusal } from "../signing/process-state";
import { signerFieldRecordSchema, toSignerFieldRecord } from "../signing/signing-field-record";
import { senderRecipient } from "../notifications/sender-recipient";
import { formContentOf } from "./form-blocks";
import { pageLanguage } from "./page-language";
import { signedFieldSchema, signedFieldsOfOthers } from "./earlier-signatures";

/** The signer view (API.md, "Signer API"); `document` is null for a form. */
export const signerViewSchema = z.object({
  process: z.object({
    id: z.uuid(),
    subject: z.string(),
    message: z.string().nullable(),
    status: z.enum(PROCESS_STATUSES),
    contentKind: z.enum(["PDF", "FORM"]),
    authPolicy: z.enum(["AES_OTP", "SES_LINK_ONLY"]),
    expiresAt: z.iso.datetime(),
    organizationName: z.string(),
    /** Whether a decline is emailed to the sender, so the page claims it only when it is true. */
    declineNotifiesSender: z.boolean(),
    /** How signers get their links and copies: the page promises an email only under EMAIL. */
    dispatchMode: z.enum(DISPATCH_MODES),
    /** One signer is never told that "everyone" has signed. */
    signerCount: z.number().int(),
    /** Every signature is in and the final files are being made: the page waits for COMPLETED. */
    sealing: z.boolean(),
  }),
  signer: z.object({
    id: z.uuid(),
    name: z.string(),
    signOrder: z.number().int(),
    roleLabel: z.string().nullable(),
    locale: z.string(),
    /** The page's language: `locale` if someone chose it, else the browser's, else the organization's. */
    language: z.enum(LANGUAGES),
    status: z.enum(SIGNER_STATUSES),
  }),
  otp: z.object({ required: z.boolean(), verified: z.boolean(), phoneHint: z.string().nullable() }),
  document: z
    .object({
      url: z.string(),
      pageCount: z.number().int(),
      sha256: z.string(),
      pages: z.array(
        z.object({
          width: z.number(),
          height: z.number(),
          /** The 1000 px preview, presigned for an hour. */
          imageUrl: z.string().nullable(),
          /** The same page 2000 px wide, for zooming in (made on first request). */
          zoomImageUrl: z.string().nullable(),
        }),
      ),
    })
    .nullable(),
  fields: z.array(signerFieldRecordSchema),
  /** What signers who already signed put on the document, shown read-only (PDF processes). */
  signedFields: z.array(signedFieldSchema),
  /**
   * Forms: this signer's blocks, in order (rules only look at the same signer's answers), and the
   * answers the page starts with (the form's prefills for those blocks).
   */
  form: z.object({ blocks: z.array(formBlockSchema), prefills: z.record(z.string(), formAnswerSchema) }).nullable(),
});

export type SignerView = z.output<typeof signerViewSchema>;

/**
 * The first look by the signer whose turn it is marks their slot OPENED and the process
 * IN_PROGRESS (API.md), with the audit event; a repeated look changes nothing.
 *
 * When nobody chose the signer's language, that first look also keeps the browser's (if we
 * speak it) on the slot, still as no choice: the page goes on following each browser, and the
 * emails still to come (reminders, the signed copy), which have no browser to ask, speak the
 * language the signer read the document in rather than the organization's default. Only the
 * first look, so a signer who later opens the link elsewhere does not change their emails.
 */
async function markOpened(session: SignerSession, origin: RequestOrigin, acceptLanguage: string | null): Promise<void> {
  const { db, signer, process } = session;
  if (signer.status !== "READY" || processRefusal(process, "open", new Date())) return;
  const browserLanguage = preferredLanguage(acceptLanguage);
  await db.transaction(async (tx) => {
    // Under the process lock: a void or expiry that came first leaves the slot as it is.
    const locked = await lockProcess(tx, process.id);
    if (!locked || processRefusal(locked, "open", new Date())) return;
    const [opened] = await tx
      .update(signers)
      .set({ status: "OPENED", openedAt: sql`now()`, ...(browserLanguage ? { locale: sql`case when ${signers.localeExplicit} then ${signers.locale} else ${browserLanguage} end` } : {}) })
      .where(and(eq(signers.id, signer.id), eq(signers.status, "READY")))
      .returning();
    if (!opened) return;
    await tx
      .update(signingProcesses)
      .set({ status: "IN_PROGRESS", updatedAt: sql`now()` })
      .where(and(eq(signingProcesses.id, process.id), eq(signingProcesses.status, "SENT")));
    await appendAuditEvent(tx, {
      signingProcessId: process.id,
      type: "signer.opened",
      actor: signerActor(signer),
      origin,
      documentSha256: process.documentSha256,
      details: { signerId: signer.id, signOrder: signer.signOrder },
    });
  });
}

/**
 * The signing page draws the server's page previews rather than the PDF itself: the first page
 * shows several times sooner on a phone (docs/signing-page.md has the measurements).
 */
async function pageImageUrls(asset: PdfAsset): Promise<Array<string | null>> {
  const expiresAt = new Date(Date.now() + PREVIEW_URL_TTL_MS);
  return Promise.all(
    asset.pages.map((_page, index) => {
      const key = asset.processingStatus === "READY" ? asset.previews.find((preview) => preview.page === index)?.storageKey : undefined;
      return key ? getStorage().presignDownload({ key, expiresAt, contentType: "image/webp" }) : null;
    }),
  );
}

/** `ctx.otpProof`: the browser's proof cookie; `otp.verified` says whether it holds, for this browser only. */
export async function getSignerView({ db, token, origin, otpProof, acceptLanguage }: SignerContext): Promise<SignerView> {
  await markOpened(await openSignerSession(db, token), origin, acceptLanguage);
  const { signer, process, organization } = await openSignerSession(db, token);
  const now = new Date();
  const [asset] = process.sourcePdfAssetId
    ? await db.select().from(pdfAssets).where(eq(pdfAssets.id, process.sourcePdfAssetId))
    : [];
  const imageUrls = asset ? await pageImageUrls(asset) : [];
  const fields = await db
    .select()
    .from(signingFields)
    .where(eq(signingFields.signerId, signer.id))
    .orderBy(asc(signingFields.position));
  return {
    process: {
      id: process.id,
      subject: process.subject,
      message: process.message,
      status: effectiveProcessStatus(process, now),
      contentKind: process.contentKind,
      authPolicy: process.authPolicy,
      expiresAt: process.expiresAt.toISOString(),
      organizationName: organization.name,
      declineNotifiesSender: (await senderRecipient(db, process, "declined")) !== null,
      dispatchMode: process.dispatchMode,
      signerCount: await countSigners(db, process.id),
      sealing: process.status !== "COMPLETED" && isFullySigned(process),
    },
    signer: { id: signer.id, name: signer.name, signOrder: signer.signOrder, roleLabel: signer.roleLabel, locale: signer.locale, language: pageLanguage({ signer, organization }, acceptLanguage), status: effectiveSignerStatus(signer.status, process, now) },
    otp: { required: otpRequired(process, signer), verified: otpProofIsValid(otpProof, signer), phoneHint: maskPhone(signer.phoneE164) },
    document: asset
      ? {
          url: `${env().APP_URL}/api/v1/sign/${token}/document`,
          pageCount: asset.pageCount,
          sha256: process.documentSha256,
          pages: asset.pages.map((page, index) => ({
            width: page.width,
            height: page.height,
            imageUrl: imageUrls[index] ?? null,
            zoomImageUrl: imageUrls[index] ? `${env().APP_URL}/api/v1/sign/${token}/pages/${index + 1}?width=${ZOOM_RENDITION_WIDTH_PX}` : null,
          })),
        }
      : null,
    // A signing-date field shows the date it will record if the signer signs now.
    fields: fields.map((field) => ({ ...toSignerFieldRecord(field), ...(field.autofill === "SIGNING_DATE" && field.value === null ? { value: signingDateOf(now) } : {}) })),
    signedFields: asset ? await signedFieldsOfOthers(db, process.id, signer.id) : [],
    form: process.contentKind === "FORM" ? signersForm(await formContentOf(db, process), signer.signOrder) : null,
  };
}

async function countSigners(db: SignerContext["db"], processId: string): Promise<number> {
  const [row] = await db.select({ count: count() }).from(signers).where(eq(signers.signingProcessId, processId));
  return row?.count ?? 0;
}

function signersForm(content: { blocks: FormBlock[]; prefills: Record<string, FormAnswer> }, signOrder: number) {
  const blocks = content.blocks.filter((block) => block.signOrder === signOrder);
  const mine = new Set(blocks.map((block) => block.id));
  return { blocks, prefills: Object.fromEntries(Object.entries(content.prefills).filter(([id]) => mine.has(id))) };
}
