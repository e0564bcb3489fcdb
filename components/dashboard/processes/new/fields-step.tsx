"use client";

import type { PdfAssetDetail } from "@/server/services/assets/pdf-asset-record";
import type { EditorSigner } from "../field-editor/editor-signer";
import { signerTitle } from "../field-editor/editor-signer";
import { FieldEditor } from "../field-editor/field-editor";
import type { FieldEditorHistory, HistoryAction } from "../field-editor/field-editor-history";
import { fieldDisplayName, type FieldEditorState } from "../field-editor/field-editor-state";
import type { DraftIssues } from "./process-draft";

/** Step 4: the field editor, and what is still missing before sending. */
export function FieldsStep({
  asset,
  signers,
  history,
  dispatch,
  issues,
}: {
  asset: PdfAssetDetail;
  signers: EditorSigner[];
  history: FieldEditorHistory;
  dispatch: (action: HistoryAction) => void;
  issues: DraftIssues;
}) {
  const editor = history.present;
  const withoutSignature = signers.filter(
    (signer) => !editor.fields.some((field) => field.signerKey === signer.key && field.type === "SIGNATURE"),
  );
  const fieldProblems = [...issues].filter(([path]) => path.startsWith("fields"));
  return (
    <div className="space-y-4">
      {withoutSignature.length > 0 && (
        <p className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 [overflow-wrap:anywhere]">
          <span className="font-medium">No signature field yet for:</span> {withoutSignature.map(signerTitle).join(", ")}. Signers without one
          only confirm the document; add a Signature field where they should sign.
        </p>
      )}
      {fieldProblems.length > 0 && (
        <ul role="alert" className="list-disc space-y-1 rounded-md border border-red-200 bg-red-50 py-3 pl-8 pr-3 text-sm text-red-800">
          {fieldProblems.map(([path, rule]) => (
            <li key={path}>
              {describeFieldPath(path, editor)} {rule}
            </li>
          ))}
        </ul>
      )}
      <FieldEditor pages={asset.pages} signers={signers} history={history} dispatch={dispatch} />
    </div>
  );
}

/** "fields.2.label" as the reader knows that field: "Signature on page 1: label". */
function describeFieldPath(path: string, editor: FieldEditorState): string {
  const [, index, ...rest] = path.split(".");
  const field = editor.fields[Number(index)];
  if (!field) return path;
  return `${fieldDisplayName(field)} on page ${field.page + 1}${rest.length ? `: ${rest.join(".")}` : ""}`;
}
