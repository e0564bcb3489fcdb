import { and, asc, eq, gt, sql } from "drizzle-orm";
import type { z } from "zod";
import { canonicalJson } from "@/lib/canonical-json";
import { acceptAnswers, type AcceptedAnswers } from "@/lib/forms/accept-answers";
import { translate } from "@/lib/i18n/translate";
import type { Language } from "@/lib/languages";
import type { submitSchema } from "@/lib/schemas/signer";
import type { Tx } from "../../db/client";
import { signers, signingFields, signingProcesses, type Signer, type SigningProcess } from "../../db/schema";
import { AppError } from "../../errors";
import { finalizeSigningProcessJob } from "../../queue/definitions/finalize-signing-process";
import { triggerJob } from "../../queue/trigger-job";
import { sha256Hex } from "../../crypto/sha256";
import { getStorage } from "../../storage/storage";
import { appendAuditEvent, SYSTEM_AUDIT_ACTOR } from "../audit/append-audit-event";
import type { SignerContext } from "../operation";
import { recordDomainEvent } from "../events/record-domain-event";
import { queueSenderNotification } from "../notifications/queue-sender-notification";
import { activateSigner } from "../signing/activate-signer";
import { lockProcessFor, processRefusal, signerIsActing } from "../signing/process-state";
import { resolveFieldValues, unprintableProblem } from "./field-values";
import { unprintableAnswerProblems } from "./unprintable-answers";
import { SCRIPT_FONTS } from "../../pdf/fonts/font-files";
import { formContentOf } from "./form-blocks";
import { otpProofIsValid } from "./otp-proof";
import { pageLanguage } from "./page-language";
import { adoptedSignature, decodeSignaturePng, type SignatureRecord } from "./signature-image";
import { openSignerSession, otpRequired, requireActiveProcess, requireSignersTurn, signerActor, type SignerOutcome } from "./signer-session";

/**
 * What a form signer's submit records (API.md): the accepted answers, the visible blocks, the
 * statement they agreed to, the time and the adopted signature (the spec keeps signature images
 * in this record, so its hash covers them), with the SHA-256 of its canonical JSON.
 */
function formSubmission(form: AcceptedAnswers, language: Language, organizationName: string, signedAt: Date, signature: SignatureRecord | null) {
  const json = {
    answers: form.accepted,
    visibleBlockIds: form.visibleBlockIds,
    // The statement in the language the page showed it in (page-language.ts).
    signingStatement: translate(language, "sign.consent", { organizationName }),
    signedAt: signedAt.toISOString(),
    signature,
  };
  return { json, sha256: sha256Hex(new TextEncoder().encode(canonicalJson(json))) };
}

/** After the last signature: the process waits for its final files (DESIGN.md, step 5). */
async function startFinalization(tx: Tx, process: SigningProcess): Promise<void> {
  const refusal = processRefusal(process, "startFinalization", new Date());
  if (refusal) throw refusal;
  await tx
    .update(signingProcesses)
    .set({ finalizationStatus: "PENDING", finalizationError: null, updatedAt: sql`now()` })
    .where(eq(signingProcesses.id, process.id));
  await triggerJob(tx, finalizeSigningProcessJob, { signingProcessId: process.id, organizationId: process.organizationId });
}

async function nextSigner(tx: Tx, signer: Signer): Promise<Signer | undefined> {
  const [next] = await tx
    .select()
    .from(signers)
    .where(and(eq(signers.signingProcessId, signer.signingProcessId), gt(signers.signOrder, signer.signOrder)))
    .orderBy(asc(signers.signOrder))
    .limit(1);
  return next;
}

/**
 * Accepts the signer's values, adopted signature and consent. The checks run again under the
 * process lock (process-state.ts), so of a submit and a void, an expiry, a decline or another
 * submit racing it, exactly one wins. Then the next signer is activated, or, after the last
 * one, finalization is queued.
 *
 * `ctx.otpProof` is the browser's proof cookie (otp-proof.ts); under AES_OTP it, not
 * `otpVerifiedAt`, authorizes.
 */
export async function submitSignature(
  { db, token, origin, otpProof, acceptLanguage }: SignerContext,
  input: z.output<typeof submitSchema>,
): Promise<SignerOutcome> {
  const { signer, process, organization } = await openSignerSession(db, token);
  requireActiveProcess(process);
  requireSignersTurn(signer);
  if (otpRequired(process, signer) && !otpProofIsValid(otpProof, signer)) {
    throw new AppError("OTP_REQUIRED", "Confirm the code sent by text message before signing");
  }

  const fields = await db.select().from(signingFields).where(eq(signingFields.signerId, signer.id)).orderBy(asc(signingFields.position));
  const now = new Date();
  const { values, problems } = resolveFieldValues(fields, input.fields, now);
  const blocks = process.contentKind === "FORM" ? (await formContentOf(db, process)).blocks : null;
  const form = blocks ? acceptAnswers(blocks, signer.signOrder, input.answers ?? {}) : null;
  if (blocks && form) problems.push(...form.problems, ...unprintableAnswerProblems(blocks, form.accepted));
  const needsSignature = form !== null || fields.some((field) => field.type === "SIGNATURE");
  if (needsSignature && !input.signature) problems.push("signature is required: draw or type your signature");
  if (input.signature?.type === "TYPED") problems.push(...unprintableProblem("signature.text", input.signature.text, SCRIPT_FONTS));
  const image = input.signature?.type === "DRAWN" ? decodeSignaturePng(input.signature.imagePng) : null;
  const adopted = adoptedSignature(input.signature, image);
  if (problems.length > 0) throw new AppError("VALIDATION_FAILED", problems);

  // Named by its content: a losing concurrent submit never overwrites the winner's image.
  const imageKey = image ? `orgs/${process.organizationId}/signatures/${process.id}/${signer.id}-${sha256Hex(image).slice(0, 32)}.png` : null;
  if (image && imageKey) await getStorage().write(imageKey, image, { contentType: "image/png" });

  return db.transaction(async (tx) => {
    const submission = form ? formSubmission(form, pageLanguage({ signer, organization }, acceptLanguage), organization.name, now, adopted?.record ?? null) : null;
    const locked = await lockProcessFor(tx, process.id, "submit", { now, signerId: signer.id, tokenHash: signer.tokenHash });
    if (otpRequired(locked.process, signer) && !otpProofIsValid(otpProof, locked.signer!)) {
      throw new AppError("OTP_REQUIRED", "Confirm the code sent by text message before signing");
    }
    const [completed] = await tx
      .update(signers)
      .set({
        status: "COMPLETED",
        completedAt: now,
        consentAt: now,
        signatureType: input.signature?.type ?? null,
        signatureText: input.signature?.type === "TYPED" ? input.signature.text : null,
        signatureImageKey: imageKey,
        signedIp: origin.ip,
        signedUserAgent: origin.userAgent,
        formSubmissionJson: submission?.json ?? null,
        formSubmissionSha256: submission?.sha256 ?? null,
      })
      .where(and(eq(signers.id, signer.id), signerIsActing()))
      .returning();
    // The lock makes this unreachable; the guard stays so that no path writes a second signature.
    if (!completed) throw new AppError("INVALID_STATE", "This signature was already submitted", { signerStatus: "COMPLETED" });
    for (const [fieldId, value] of values) {
      await tx.update(signingFields).set({ value }).where(eq(signingFields.id, fieldId));
    }
    await tx
      .update(signingProcesses)
      .set({ status: "IN_PROGRESS", updatedAt: now })
      .where(and(eq(signingProcesses.id, process.id), eq(signingProcesses.status, "SENT")));

    const audit = { signingProcessId: process.id, actor: signerActor(signer), origin, documentSha256: process.documentSha256 };
    await appendAuditEvent(tx, {
      ...audit,
      type: "signer.submitted",
      details: {
        signerId: signer.id,
        fieldValues: Object.fromEntries(fields.filter((field) => field.type !== "SIGNATURE").map((field) => [field.id, values.get(field.id) ?? null])),
        signatureType: input.signature?.type ?? null,
        signatureSha256: adopted?.sha256 ?? null,
        consent: true,
        ...(submission && { formSubmissionSha256: submission.sha256 }),
      },
    });
    await appendAuditEvent(tx, { ...audit, type: "signer.completed", details: { signerId: signer.id, signOrder: signer.signOrder } });
    const next = await nextSigner(tx, signer);
    if (next) {
      await activateSigner(tx, locked.process, next, { actor: SYSTEM_AUDIT_ACTOR, origin });
      await queueSenderNotification(tx, locked.process, "signed", { signerId: signer.id, nextSignerId: next.id });
    } else {
      // Note: no "signed" email for the last signature; "completed" (or "finalization failed") follows.
      await startFinalization(tx, locked.process);
    }
    // Last, so the event's snapshot shows what the signature caused (the next signer's turn).
    await recordDomainEvent(tx, { organizationId: process.organizationId, type: "signer.completed", signingProcessId: process.id, signerId: signer.id });
    return { signer: { status: "COMPLETED" }, process: { status: "IN_PROGRESS" } };
  });
}
