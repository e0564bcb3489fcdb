/**
 * The wizard's state and the draft the server keeps (lib/schemas/process-drafts.ts), both ways,
 * so that a reload resumes exactly where the sender was: the step, the document, the details,
 * the signers and the fields.
 */
import type { DraftStepName, ProcessDraftContent } from "@/lib/schemas/process-drafts";
import type { DraftField } from "../field-editor/field-editor-state";
import { defaultExpiry, type ProcessDraft } from "./process-draft";

export function toStoredDraft(draft: ProcessDraft, fields: DraftField[], step: DraftStepName): ProcessDraftContent {
  return {
    step,
    ...draft,
    // Only what a process's field has; template-only settings never occur here.
    fields: fields.map(({ id, type, label, required, autofill, signerKey, page, x, y, w, h }) => ({ id, type, label, required, ...(autofill ? { autofill } : {}), signerKey, page, x, y, w, h })),
  };
}

export interface ResumedDraft {
  draft: ProcessDraft;
  fields: DraftField[];
  step: DraftStepName;
  /** The highest number in "signer-N" keys, so new signers get fresh keys. */
  signerCount: number;
  /** The highest number in "field-N" ids, so new fields get fresh ids. */
  fieldCount: number;
  /** The highest number in "observer-N" keys, so new people to copy get fresh keys. */
  observerCount: number;
}

const highestNumber = (values: string[]) => Math.max(0, ...values.map((value) => Number(/-(\d+)$/.exec(value)?.[1] ?? 0)));

export function fromStoredDraft(content: ProcessDraftContent): ResumedDraft {
  const { step, fields, ...draft } = content;
  return {
    // A draft made by "Send again" carries the sender's fresh expiry; a cleared one gets the default back.
    draft: { ...draft, expiresAtLocal: draft.expiresAtLocal || defaultExpiry() },
    fields,
    step,
    signerCount: highestNumber(draft.signers.map((signer) => signer.key)),
    fieldCount: highestNumber(fields.map((field) => field.id)),
    observerCount: highestNumber(draft.observers.map((observer) => observer.key)),
  };
}
