/** An online form as the API shows it (API.md, "Online forms": the form-detail record). */
import { asc, eq } from "drizzle-orm";
import { effectiveSignerStatus, SIGNER_STATUSES } from "@/lib/signing/statuses";
import { z } from "zod";
import { formDraftSchema } from "@/lib/schemas/online-forms";
import type { Db, Tx } from "../../db/client";
import { ONLINE_FORM_KINDS, ONLINE_FORM_STATUSES, signers, signingProcesses, type OnlineForm } from "../../db/schema";
import { loadLibraryLabels, type LibraryLabels } from "../templates/library-labels";
import { templateLabelSchema } from "../templates/template-record";

export const onlineFormSummarySchema = z.object({
  id: z.uuid(),
  kind: z.enum(ONLINE_FORM_KINDS),
  status: z.enum(ONLINE_FORM_STATUSES),
  draftVersion: z.number().int(),
  /** Form templates: the newest published version, null while never published. */
  latestVersion: z.number().int().nullable(),
  subject: z.string().nullable(),
  description: z.string().nullable(),
  category: templateLabelSchema.nullable(),
  tags: z.array(templateLabelSchema),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});

/**
 * The detail adds the draft, and what publishing sets: the template a document came from, its
 * signing process, the hash of its frozen content and each signer's accepted answers (the
 * form-detail endpoint of the spec). Until a document is published those are null and the
 * signer list is empty.
 */
export const onlineFormRecordSchema = onlineFormSummarySchema.extend({
  draft: formDraftSchema,
  templateId: z.uuid().nullable(),
  templateVersion: z.number().int().nullable(),
  signingProcessId: z.uuid().nullable(),
  formContentSha256: z.string().nullable(),
  signers: z.array(
    z.object({
      signerId: z.uuid(),
      signOrder: z.number().int(),
      name: z.string(),
      status: z.enum(SIGNER_STATUSES),
      formSubmissionJson: z.record(z.string(), z.unknown()).nullable(),
      formSubmissionSha256: z.string().nullable(),
      signedAt: z.iso.datetime().nullable(),
    }),
  ),
});

export type OnlineFormSummary = z.output<typeof onlineFormSummarySchema>;
export type OnlineFormRecord = z.output<typeof onlineFormRecordSchema>;

function summaryOf(row: OnlineForm, labels: LibraryLabels): OnlineFormSummary {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    draftVersion: row.draftVersion,
    latestVersion: row.latestVersion,
    subject: row.draft.subject ?? null,
    description: row.description,
    category: labels.categoryOf(row),
    tags: labels.tagsOf(row),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function toOnlineFormSummaries(db: Db | Tx, rows: OnlineForm[]): Promise<OnlineFormSummary[]> {
  const labels = await loadLibraryLabels(db, rows, "form");
  return rows.map((row) => summaryOf(row, labels));
}

export async function toOnlineFormRecord(db: Db | Tx, row: OnlineForm): Promise<OnlineFormRecord> {
  const [labels, process, slots] = await Promise.all([
    loadLibraryLabels(db, [row], "form"),
    row.signingProcessId ? db.select().from(signingProcesses).where(eq(signingProcesses.id, row.signingProcessId)).then(([found]) => found) : undefined,
    row.signingProcessId ? db.select().from(signers).where(eq(signers.signingProcessId, row.signingProcessId)).orderBy(asc(signers.signOrder)) : [],
  ]);
  const now = new Date();
  return {
    ...summaryOf(row, labels),
    draft: row.draft,
    templateId: row.templateId,
    templateVersion: row.templateVersion,
    signingProcessId: row.signingProcessId,
    formContentSha256: row.formContentSha256,
    signers: slots.map((slot) => ({
      signerId: slot.id,
      signOrder: slot.signOrder,
      name: slot.name,
      status: process ? effectiveSignerStatus(slot.status, process, now) : slot.status,
      formSubmissionJson: slot.formSubmissionJson ?? null,
      formSubmissionSha256: slot.formSubmissionSha256,
      signedAt: slot.completedAt?.toISOString() ?? null,
    })),
  };
}
