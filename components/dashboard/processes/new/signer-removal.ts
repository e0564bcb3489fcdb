/**
 * Removing a signer who has fields: the sender says where the fields go (another signer, or
 * nowhere), never the editor on its own.
 */
import type { DraftField } from "../field-editor/field-editor-state";
import type { DraftSigner } from "./process-draft";

/** Where a removed signer's fields go: to another signer's key, or deleted. */
export type FieldsOfRemovedSigner = { kind: "move"; to: string } | { kind: "delete" };

export function fieldsOf(fields: DraftField[], signerKey: string): DraftField[] {
  return fields.filter((field) => field.signerKey === signerKey);
}

export function removeSigner(
  signers: DraftSigner[],
  fields: DraftField[],
  signerKey: string,
  choice: FieldsOfRemovedSigner,
): { signers: DraftSigner[]; fields: DraftField[] } {
  const remaining = signers.filter((signer) => signer.key !== signerKey);
  if (choice.kind === "move" && !remaining.some((signer) => signer.key === choice.to)) {
    throw new Error(`cannot move fields to ${choice.to}: not a remaining signer`);
  }
  return {
    signers: remaining,
    fields:
      choice.kind === "delete"
        ? fields.filter((field) => field.signerKey !== signerKey)
        : fields.map((field) => (field.signerKey === signerKey ? { ...field, signerKey: choice.to } : field)),
  };
}
