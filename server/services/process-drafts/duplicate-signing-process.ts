import { asc, eq } from "drizzle-orm";
import type { z } from "zod";
import { spokenLanguage } from "@/lib/i18n/resolve-language";
import { CURRENT_USER_KEY, sendAgainRefusal, type duplicateSigningProcessSchema, type ProcessDraftContent } from "@/lib/schemas/process-drafts";
import { effectiveProcessStatus } from "@/lib/signing/statuses";
import { processDrafts, signers, signingFields, type Signer } from "../../db/schema";
import { AppError } from "../../errors";
import type { ServiceContext } from "../context";
import { loadWritableOrganization } from "../organizations/writable-organization";
import { loadSigningProcess } from "../signing/load-signing-process";
import { draftOwnerId } from "./process-draft-access";
import { toProcessDraftRecord, type ProcessDraftRecord } from "./process-draft-record";

const REFUSALS = {
  STILL_OPEN: "Only a declined, voided or expired process can be sent again",
  NOT_DIRECT_PDF: "Only a process sent directly from a PDF can be sent again; start one from a template or online form there",
} as const;

function draftSigner(key: string, signer: Signer) {
  return {
    key,
    name: signer.name,
    email: signer.email ?? "",
    phoneE164: signer.phoneE164 ?? "",
    roleLabel: signer.roleLabel ?? "",
    // Only a language the sender chose is copied; otherwise the new process decides again.
    locale: (signer.localeExplicit ? spokenLanguage(signer.locale) : null) ?? ("" as const),
  };
}

const emptyDraftSigner = (key: string) => ({ key, name: "", email: "", phoneE164: "", roleLabel: "", locale: "" as const });

/**
 * "Send again": a new draft of the caller's with the same document, subject, message, signers
 * and fields as a process that ended unsigned, and the expiry the sender's browser proposes;
 * it opens at the review step so the sender can change anything before sending.
 */
export async function duplicateSigningProcess(ctx: ServiceContext, input: z.output<typeof duplicateSigningProcessSchema>): Promise<ProcessDraftRecord> {
  const userId = draftOwnerId(ctx);
  const process = await loadSigningProcess(ctx, input);
  const refusal = sendAgainRefusal({ ...process, status: effectiveProcessStatus(process, new Date()) });
  const dispatchMode = process.dispatchMode;
  if (refusal || !process.sourcePdfAssetId || dispatchMode === "PRIVATE_LINK") throw new AppError("INVALID_STATE", REFUSALS[refusal ?? "NOT_DIRECT_PDF"]);
  await loadWritableOrganization(ctx);

  const signerRows = await ctx.db.select().from(signers).where(eq(signers.signingProcessId, process.id)).orderBy(asc(signers.signOrder));
  const fieldRows = await ctx.db.select().from(signingFields).where(eq(signingFields.signingProcessId, process.id)).orderBy(asc(signingFields.position));
  const actor = ctx.actor as Extract<ServiceContext["actor"], { kind: "USER" }>;
  const mine = process.dispatchMode === "CURRENT_USER";
  const keyOf = new Map(signerRows.map((signer, index) => [signer.id, mine ? CURRENT_USER_KEY : `signer-${index + 1}`]));
  const content: ProcessDraftContent = {
    step: "review",
    sourcePdfAssetId: process.sourcePdfAssetId,
    subject: process.subject,
    message: process.message ?? "",
    expiresAtLocal: input.expiresAtLocal,
    dispatchMode,
    authPolicy: process.authPolicy,
    signers: mine ? [emptyDraftSigner("signer-1")] : signerRows.map((signer) => draftSigner(keyOf.get(signer.id)!, signer)),
    currentUser: {
      ...emptyDraftSigner(CURRENT_USER_KEY),
      name: actor.name,
      email: actor.email,
      locale: mine ? draftSigner(CURRENT_USER_KEY, signerRows[0]!).locale : "",
    },
    fields: fieldRows.map((field, index) => ({
      id: `field-${index + 1}`,
      type: field.type,
      label: field.label,
      required: field.required,
      signerKey: keyOf.get(field.signerId)!,
      page: field.page,
      x: field.x,
      y: field.y,
      w: field.w,
      h: field.h,
    })),
    observers: process.observers.map((observer, index) => ({ key: `observer-${index + 1}`, name: observer.name, email: observer.email })),
  };
  const [row] = await ctx.db.insert(processDrafts).values({ organizationId: ctx.organizationId, createdByUserId: userId, content }).returning();
  return toProcessDraftRecord(ctx.db, row!);
}
