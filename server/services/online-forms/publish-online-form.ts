/**
 * POST /online-forms/{id}/publish (API.md, "Online forms"). A DOCUMENT is frozen and sent: its
 * content, recipients, verification, delivery and deadline no longer change, and an ordinary
 * signing process (contentKind FORM, no PDF asset) carries it through the signing pipeline. A
 * TEMPLATE gets its next numbered version. Publishing the same saved draft again answers the
 * first result with 200.
 */
import { eq } from "drizzle-orm";
import { canonicalJson } from "@/lib/canonical-json";
import { formCompletenessProblems, formSendingProblems } from "@/lib/forms/form-rules";
import type { FormDraft } from "@/lib/schemas/online-forms";
import type { Tx } from "../../db/client";
import { onlineForms, onlineFormVersions, type OnlineForm, type Organization } from "../../db/schema";
import { sha256Hex } from "../../crypto/sha256";
import { AppError } from "../../errors";
import { requireAdmin, type ServiceContext } from "../context";
import { OperationAnswer } from "../operation";
import { loadWritableOrganization } from "../organizations/writable-organization";
import { enforceSigningPlan, writeSigningProcess } from "../signing/create-signing-process";
import { lockOnlineForm } from "./online-form-access";
import { toPublishedFormRecord, type PublishedFormRecord } from "./published-form-record";

export function formContentSha256(draft: FormDraft): string {
  return sha256Hex(new TextEncoder().encode(canonicalJson(draft.definition ?? { blocks: [] })));
}

export async function publishOnlineForm(
  ctx: ServiceContext,
  input: { id: string; expectedDraftVersion: number },
): Promise<OperationAnswer<PublishedFormRecord>> {
  requireAdmin(ctx);
  const org = await loadWritableOrganization(ctx);
  return ctx.db.transaction(async (tx) => {
    const form = await lockOnlineForm(tx, ctx, input.id);
    if (form.status === "ARCHIVED") throw new AppError("INVALID_STATE", "The form template is archived; unarchive it in the library to publish it");
    if (form.publishedDraftVersion === input.expectedDraftVersion) return new OperationAnswer(await toPublishedFormRecord(tx, form), 200);
    if (form.kind === "DOCUMENT" && form.firstPublishedAt) {
      throw new AppError("INVALID_STATE", "The form was already published from another draft version; a sent form never changes");
    }
    if (form.draftVersion !== input.expectedDraftVersion) {
      throw new AppError("DRAFT_VERSION_CONFLICT", `The draft was saved by someone else since version ${input.expectedDraftVersion}; check version ${form.draftVersion} and publish that`, {
        currentDraftVersion: form.draftVersion,
      });
    }
    const blocks = form.draft.definition?.blocks ?? [];
    const recipients = form.kind === "DOCUMENT" ? form.draft.signers.map((signer) => signer.signOrder) : [];
    const problems = [...(form.kind === "DOCUMENT" ? formSendingProblems(form.draft) : []), ...formCompletenessProblems(blocks, recipients)];
    if (problems.length > 0) throw new AppError("VALIDATION_FAILED", problems);
    const published = form.kind === "DOCUMENT" ? await sendDocument(tx, ctx, org, form) : await addTemplateVersion(tx, form);
    return new OperationAnswer(await toPublishedFormRecord(tx, published), 201);
  });
}

async function addTemplateVersion(tx: Tx, form: OnlineForm): Promise<OnlineForm> {
  const number = (form.latestVersion ?? 0) + 1;
  await tx.insert(onlineFormVersions).values({ onlineFormId: form.id, number, draft: form.draft });
  const [updated] = await tx
    .update(onlineForms)
    .set({
      status: "PUBLISHED",
      latestVersion: number,
      publishedDraftVersion: form.draftVersion,
      firstPublishedAt: form.firstPublishedAt ?? new Date(),
      updatedAt: new Date(),
    })
    .where(eq(onlineForms.id, form.id))
    .returning();
  return updated!;
}

async function sendDocument(tx: Tx, ctx: ServiceContext, org: Organization, form: OnlineForm): Promise<OnlineForm> {
  const { draft } = form;
  const authPolicy = draft.authPolicy ?? "AES_OTP";
  await enforceSigningPlan(ctx, org, authPolicy, tx);
  const contentSha256 = formContentSha256(draft);
  // Before the process is written: its signing.sent snapshot reads the hash from the form.
  await tx.update(onlineForms).set({ formContentSha256: contentSha256 }).where(eq(onlineForms.id, form.id));
  const process = await writeSigningProcess(tx, ctx, org, {
    origin: form.templateId ? "TEMPLATE" : "DIRECT",
    dispatchMode: draft.delivery === "EMAIL" ? "EMAIL" : "PRIVATE_LINK",
    authPolicy,
    subject: draft.subject!,
    message: null,
    expiresAt: draft.expiresAt!,
    content: { kind: "FORM", onlineFormId: form.id, formContentSha256: contentSha256 },
    signers: [...draft.signers].sort((a, b) => a.signOrder - b.signOrder),
    fields: [],
  });
  const [updated] = await tx
    .update(onlineForms)
    .set({
      status: "PUBLISHED",
      signingProcessId: process.id,
      publishedDraftVersion: form.draftVersion,
      firstPublishedAt: new Date(),
      updatedAt: new Date(),
    })
    .where(eq(onlineForms.id, form.id))
    .returning();
  return updated!;
}
