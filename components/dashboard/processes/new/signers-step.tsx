"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import type { DraftField } from "../field-editor/field-editor-state";
import { inputIndexOfRow } from "../../observers/observer-rows";
import { ObserversFieldset } from "../../observers/observers-fieldset";
import { emptySigner, issueText, type DraftIssues, type DraftSigner, type ProcessDraft } from "./process-draft";
import { RemoveSignerPrompt } from "./remove-signer-prompt";
import type { PrintWarning } from "../../forms/print-warnings";
import { LanguageField, SignerRow } from "./signer-row";
import { fieldsOf, removeSigner, type FieldsOfRemovedSigner } from "./signer-removal";

const MAX_SIGNERS = 50;

/** Step 3: who signs, in order. Under "I sign myself" it is the signed-in user alone. */
export function SignersStep({
  draft,
  issues,
  printWarnings,
  organizationLanguage,
  newKey,
  newObserverKey,
  fields,
  onChange,
  onFieldsChange,
}: {
  draft: ProcessDraft;
  issues: DraftIssues;
  /** Text the PDFs cannot print (use-print-warnings.ts). */
  printWarnings: readonly PrintWarning[];
  organizationLanguage: string;
  /** A fresh key for an added signer. */
  newKey: () => string;
  /** A fresh key for an added person to copy. */
  newObserverKey: () => string;
  /** The placed fields, so that removing a signer asks what becomes of theirs. */
  fields: DraftField[];
  onChange: (changes: Partial<ProcessDraft>) => void;
  onFieldsChange: (fields: DraftField[]) => void;
}) {
  const [removing, setRemoving] = useState<string | null>(null);
  const copies = (
    <ObserversFieldset
      rows={draft.observers}
      errorOf={(rowKey, part) => {
        const index = inputIndexOfRow(draft.observers, rowKey);
        return index === undefined ? undefined : issueText(issues, `observers.${index}.${part}`, part === "name" ? "Name" : "Email");
      }}
      newKey={newObserverKey}
      onChange={(observers) => onChange({ observers })}
    />
  );
  if (draft.dispatchMode === "CURRENT_USER") {
    const me = draft.currentUser;
    return (
      <div className="space-y-4">
        <div className="rounded-md border border-slate-200 bg-white p-4">
          <h3 className="font-semibold text-slate-900">You sign this yourself</h3>
          <p className="mt-1 text-sm text-slate-700 [overflow-wrap:anywhere]">
            {me.name} · {me.email}
          </p>
          <p className="mt-1 text-sm text-slate-600">After sending, you find it under “Waiting for my signature” with a “Sign now” link.</p>
        </div>
        <div className="max-w-sm">
          <LanguageField
            id="signer-me-language"
            value={me.locale}
            organizationLanguage={organizationLanguage}
            onChange={(locale) => onChange({ currentUser: { ...me, locale } })}
          />
        </div>
        {copies}
      </div>
    );
  }

  const signers = draft.signers;
  const setSigners = (next: DraftSigner[]) => onChange({ signers: next });
  const move = (index: number, offset: -1 | 1) => {
    const next = [...signers];
    const [moved] = next.splice(index, 1);
    next.splice(index + offset, 0, moved!);
    setSigners(next);
  };
  const listIssue = issues.get("signers");
  const titleOf = (signer: DraftSigner, index: number) => (signer.name.trim() ? `Signer ${index + 1} (${signer.name.trim()})` : `Signer ${index + 1}`);
  const remove = (key: string, choice: FieldsOfRemovedSigner) => {
    const after = removeSigner(signers, fields, key, choice);
    onFieldsChange(after.fields);
    setSigners(after.signers);
    setRemoving(null);
  };

  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-600">Signers sign one after the other, in this order. The next one is invited when the one before has signed.</p>
      {listIssue && (
        <p role="alert" className="text-sm text-red-700">
          Signers {listIssue}
        </p>
      )}
      <ol aria-label="Signers in signing order" className="space-y-4">
        {signers.map((signer, index) => (
          <SignerRow
            key={signer.key}
            signer={signer}
            index={index}
            count={signers.length}
            issues={issues}
            printWarnings={printWarnings}
            emailRequired={draft.dispatchMode === "EMAIL"}
            phoneRequired={draft.authPolicy === "AES_OTP"}
            organizationLanguage={organizationLanguage}
            onChange={(changes) => setSigners(signers.map((candidate) => (candidate.key === signer.key ? { ...candidate, ...changes } : candidate)))}
            onMove={(offset) => move(index, offset)}
            onRemove={() => (fieldsOf(fields, signer.key).length > 0 ? setRemoving(signer.key) : remove(signer.key, { kind: "delete" }))}
          >
            {removing === signer.key && (
              <RemoveSignerPrompt
                signerTitle={titleOf(signer, index)}
                fieldCount={fieldsOf(fields, signer.key).length}
                others={signers.flatMap((other, otherIndex) => (other.key === signer.key ? [] : [{ key: other.key, title: titleOf(other, otherIndex) }]))}
                onConfirm={(choice) => remove(signer.key, choice)}
                onCancel={() => setRemoving(null)}
              />
            )}
          </SignerRow>
        ))}
      </ol>
      <Button variant="secondary" disabled={signers.length >= MAX_SIGNERS} onClick={() => setSigners([...signers, emptySigner(newKey())])}>
        Add another signer
      </Button>
      {copies}
    </div>
  );
}
