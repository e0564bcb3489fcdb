/**
 * "Sign it myself" on a document's page as the create schema's input: a CURRENT_USER process
 * with the signed-in user as its one signer, link only (signing as oneself asks for no SMS
 * code), open for the wizard's default two weeks so an interrupted signing can be finished.
 */
import type { CreateSigningProcessInput } from "@/lib/schemas/signing-processes";
import type { DraftField } from "../processes/field-editor/field-editor-state";

export const MY_SIGNER_KEY = "me";
const OPEN_FOR_MS = 14 * 86_400_000;

export function signMyselfInput(
  document: { id: string; subject: string },
  me: { name: string; email: string },
  fields: DraftField[],
  now = new Date(),
): CreateSigningProcessInput {
  return {
    dispatchMode: "CURRENT_USER",
    sourcePdfAssetId: document.id,
    subject: document.subject.trim(),
    expiresAt: new Date(now.getTime() + OPEN_FOR_MS).toISOString(),
    authPolicy: "SES_LINK_ONLY",
    signers: [{ signOrder: 1, name: me.name, email: me.email }],
    fields: fields
      .filter((field) => field.signerKey === MY_SIGNER_KEY)
      .map(({ type, label, required, page, x, y, w, h }) => ({ assignedSignerSignOrder: 1, type, label: label.trim(), required, page, x, y, w, h })),
  };
}

/** The file's name without ".pdf": the process's subject unless the reader types another. */
export const subjectOfFile = (fileName: string) => fileName.replace(/\.pdf$/i, "");
