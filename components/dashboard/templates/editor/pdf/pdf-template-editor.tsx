"use client";

import { useQuery } from "@tanstack/react-query";
import { useEffect, useMemo, useReducer, useRef, useState } from "react";
import { useTRPC } from "@/components/providers/trpc";
import { Alert } from "@/components/ui/alert";
import { Card } from "@/components/ui/card";
import type { TemplateRecord } from "@/server/services/templates/template-record";
import { ServerErrorAlert } from "../../../forms/server-error-alert";
import { serverErrorDetails, serverErrorMessages } from "../../../forms/server-error-messages";
import type { EditorSigner } from "../../../processes/field-editor/editor-signer";
import { FieldEditor } from "../../../processes/field-editor/field-editor";
import { fieldEditorHistoryReducer, startHistory } from "../../../processes/field-editor/field-editor-history";
import { FIELD_TYPE_LABELS, SENDER_KEY, type FieldChanges } from "../../../processes/field-editor/field-editor-state";
import { SENDER_FIELD_ITEM, SIGNER_FIELD_ITEMS, type PaletteItem } from "../../../processes/field-editor/palette-items";
import { EditorHeader } from "../editor-header";
import { RolesPanel } from "../roles-panel";
import { fieldKeyFromLabel, pdfModelFromDefinition, pdfModelToDraft } from "../template-draft";
import { useTemplateSaving } from "../use-template-saving";
import { DocumentPicker } from "./document-picker";
import { browserStorage, clearBackup, highestIdNumber, readBackup, writeBackup } from "./pdf-draft-backup";

const PALETTE: readonly PaletteItem[] = [...SIGNER_FIELD_ITEMS, SENDER_FIELD_ITEM];
const SENDER: EditorSigner = { key: SENDER_KEY, number: 0, name: "Sender (filled in at start)", sender: true };
/** Preview links live an hour; keep them for half of that (as the process wizard does). */
const PREVIEW_LINKS_FRESH_MS = 30 * 60 * 1000;

/**
 * A PDF template: its document, its roles, and on the pages its Sender fields (filled in from
 * `data` when a signing starts) and the roles' fields, placed with the process wizard's editor.
 * Saved as the author goes, and kept in the browser until saved.
 */
export function PdfTemplateEditor({ template }: { template: TemplateRecord }) {
  const trpc = useTRPC();
  const [saved] = useState(() => pdfModelFromDefinition(template.draft));
  const [storage] = useState(browserStorage);
  // Unsaved work from an earlier visit (a reload, a refused save, another page) comes back.
  const [restored] = useState(() => readBackup(storage, template.id, template.updatedAt));
  const initial = restored ?? saved;
  const [roles, setRoles] = useState(initial.roles);
  const [assetId, setAssetId] = useState(initial.sourcePdfAssetId);
  const [assetName, setAssetName] = useState<string | null>(null);
  const [history, dispatch] = useReducer(fieldEditorHistoryReducer, initial.fields, startHistory);
  const editor = history.present;
  const roleIds = useRef(highestIdNumber(initial.roles.map((role) => role.id)));

  const asset = useQuery({
    ...trpc.pdfAssets.get.queryOptions({ id: assetId ?? "" }),
    enabled: assetId !== null,
    staleTime: PREVIEW_LINKS_FRESH_MS,
  });
  const pages = asset.data?.pages;
  useEffect(() => {
    if (pages) dispatch({ kind: "setPages", pages: pages.map(({ width, height }) => ({ width, height })) });
  }, [pages]);

  const signers: EditorSigner[] = useMemo(
    () => [...roles.map((role, index) => ({ key: role.id, number: index + 1, name: role.label || role.key })), SENDER],
    [roles],
  );
  const roleKeyList = roles.map((role) => role.id).join(",");
  useEffect(() => {
    // A removed role's fields go to the first role left; Sender fields stay the Sender's.
    if (roleKeyList !== "") dispatch({ kind: "signersChanged", signerKeys: [...roleKeyList.split(","), SENDER_KEY] });
  }, [roleKeyList]);

  const model = useMemo(
    () => ({ roles, fields: editor.fields, unplacedInputs: initial.unplacedInputs, sourcePdfAssetId: assetId }),
    [roles, editor.fields, initial.unplacedInputs, assetId],
  );
  const patch = useMemo(() => pdfModelToDraft(model), [model]);
  const [savedPatch] = useState(() => pdfModelToDraft(saved));
  const saving = useTemplateSaving(template, patch, pages, savedPatch, true);
  const { dirty, savedAt } = saving;
  useEffect(() => {
    if (dirty) writeBackup(storage, template.id, savedAt, model);
    else clearBackup(storage, template.id);
  }, [dirty, savedAt, model, storage, template.id]);

  function newFieldSettings(item: PaletteItem): FieldChanges {
    const taken = editor.fields.map((field) => field.key ?? "");
    if (item.sender) {
      const label = `Sender field ${editor.fields.filter((field) => field.signerKey === SENDER_KEY).length + 1}`;
      return { label, key: fieldKeyFromLabel(label, taken), inputType: "string", required: true };
    }
    return { key: fieldKeyFromLabel(FIELD_TYPE_LABELS[item.type], taken) };
  }

  function renderPages() {
    if (assetId === null) return <p className="text-sm text-slate-600">Choose the document first; its pages appear here.</p>;
    if (asset.isError) return <ServerErrorAlert messages={serverErrorMessages(asset.error)} details={serverErrorDetails(asset.error)} />;
    if (!asset.data) return <p role="status" className="text-sm text-slate-600">Loading the document’s pages…</p>;
    if (asset.data.pages.length === 0) {
      return <Alert tone="info">This document’s pages are still being prepared. Fields can be placed once they are ready.</Alert>;
    }
    return (
      <FieldEditor
        pages={asset.data.pages}
        signers={signers}
        history={history}
        dispatch={dispatch}
        paletteItems={PALETTE}
        newFieldSettings={newFieldSettings}
        signerNoun="Role"
      />
    );
  }

  return (
    <div className="space-y-6">
      <EditorHeader template={template} saving={saving} />
      {restored && dirty && <Alert tone="info">Changes you had not saved are back.</Alert>}
      <div className="grid gap-6 lg:grid-cols-2">
        <Card className="p-4">
          <DocumentPicker
            selectedId={assetId}
            selectedName={assetName ?? asset.data?.originalFileName ?? null}
            onSelect={(chosen) => {
              setAssetId(chosen.id);
              setAssetName(chosen.originalFileName);
            }}
          />
        </Card>
        <Card className="p-4">
          <RolesPanel roles={roles} onChange={setRoles} newId={() => `role-new-${++roleIds.current}`} />
        </Card>
      </div>
      <Card className="p-4 sm:p-6" aria-labelledby="fields-title">
        <h2 id="fields-title" className="text-base font-semibold text-slate-900">
          Fields
        </h2>
        <p className="mb-4 text-sm text-slate-600">
          Sender fields are filled in from the data sent when a signing starts; the others are filled in and signed by their role.
          {roles.length === 0 && " Add a role above before placing fields for signers."}
        </p>
        {renderPages()}
      </Card>
    </div>
  );
}
