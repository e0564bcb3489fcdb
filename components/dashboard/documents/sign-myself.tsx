"use client";

import { useMutation, useQuery } from "@tanstack/react-query";
import { useEffect, useReducer, useState } from "react";
import { useTRPC } from "@/components/providers/trpc";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { ServerErrorAlert } from "../forms/server-error-alert";
import { serverErrorDetails, serverErrorMessages } from "../forms/server-error-messages";
import type { EditorSigner } from "../processes/field-editor/editor-signer";
import { FieldEditor } from "../processes/field-editor/field-editor";
import { fieldEditorHistoryReducer, startHistory } from "../processes/field-editor/field-editor-history";
import { useOpenMySigning } from "../processes/use-open-my-signing";
import { MY_SIGNER_KEY, signMyselfInput, subjectOfFile } from "./sign-myself-input";

/** Preview links live an hour; keep them for half of that (see document-preview). */
const PREVIEW_LINKS_FRESH_MS = 30 * 60 * 1000;

/**
 * "Sign it myself": the signed-in user places their own fields on the document, and "Sign now"
 * creates a process they alone sign (dispatch "I sign myself") and opens its signing page.
 */
export function SignMyself({ document, me }: { document: { id: string; fileName: string }; me: { name: string; email: string } }) {
  const trpc = useTRPC();
  const create = useMutation(trpc.signingProcesses.create.mutationOptions());
  const openMySigning = useOpenMySigning();
  const [leaving, setLeaving] = useState(false);
  const [subject, setSubject] = useState(() => subjectOfFile(document.fileName));
  const [checked, setChecked] = useState(false);
  const [history, dispatch] = useReducer(fieldEditorHistoryReducer, undefined, startHistory);
  const editor = history.present;
  const asset = useQuery({ ...trpc.pdfAssets.get.queryOptions({ id: document.id }), staleTime: PREVIEW_LINKS_FRESH_MS });
  const loadedPages = asset.data?.pages;
  useEffect(() => {
    if (loadedPages) dispatch({ kind: "setPages", pages: loadedPages.map(({ width, height }) => ({ width, height })) });
  }, [loadedPages]);

  const signers: EditorSigner[] = [{ key: MY_SIGNER_KEY, number: 1, name: me.name }];
  const subjectProblem = checked && subject.trim() === "" ? "Subject is required: it names the process in your list." : undefined;
  const hasSignature = editor.fields.some((field) => field.type === "SIGNATURE");
  const busy = create.isPending || leaving;

  async function signNow() {
    setChecked(true);
    if (subject.trim() === "") return;
    try {
      const created = await create.mutateAsync(signMyselfInput({ id: document.id, subject }, me, editor.fields));
      setLeaving(true);
      await openMySigning(created.id);
    } catch {
      // shown from create.error
      setLeaving(false);
    }
  }

  return (
    <Card aria-labelledby="sign-myself-title" className="p-4 sm:p-6">
      {/* Note: no <form>: Enter in the field editor's inputs must not create the process. */}
      <div className="space-y-4">
        <h2 id="sign-myself-title" className="text-lg font-semibold">
          Place your fields, then sign
        </h2>
        <Field id="sign-myself-subject" label="Subject" help="Names this signing in your list of processes." error={subjectProblem}>
          <Input
            id="sign-myself-subject"
            value={subject}
            aria-invalid={subjectProblem ? true : undefined}
            aria-describedby={subjectProblem ? "sign-myself-subject-error" : "sign-myself-subject-help"}
            onChange={(event) => setSubject(event.target.value)}
          />
        </Field>
        {!hasSignature && (
          <p className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
            No signature field yet. Add a Signature field where you sign; without one you only confirm the document.
          </p>
        )}
        {asset.isError ? (
          <ServerErrorAlert messages={serverErrorMessages(asset.error)} details={serverErrorDetails(asset.error)} />
        ) : asset.data ? (
          <FieldEditor pages={asset.data.pages} signers={signers} history={history} dispatch={dispatch} />
        ) : (
          <p role="status" className="text-sm text-slate-600">
            Loading the document’s pages…
          </p>
        )}
        <div className="space-y-3 border-t border-slate-200 pt-4">
          {create.error && <ServerErrorAlert messages={serverErrorMessages(create.error)} details={serverErrorDetails(create.error)} />}
          <p className="text-sm text-slate-600">
            You are the only signer, signed in as {me.name} ({me.email}). Nobody is emailed.
          </p>
          <Button onClick={() => void signNow()} disabled={busy || !asset.data}>
            {busy ? "Opening the signing page…" : "Sign now"}
          </Button>
        </div>
      </div>
    </Card>
  );
}
