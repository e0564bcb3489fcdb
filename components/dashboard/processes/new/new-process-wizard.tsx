"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useEffect, useMemo, useReducer, useRef, useState } from "react";
import { useTRPC } from "@/components/providers/trpc";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ServerErrorAlert } from "../../forms/server-error-alert";
import { usePrintWarnings } from "../../forms/use-print-warnings";
import { appCodeOf, serverErrorDetails, serverErrorMessages } from "../../forms/server-error-messages";
import { organizationRegion } from "@/lib/regional/organization-region";
import { languageName } from "../../organization-labels";
import { SaveStatus } from "../../templates/editor/save-status";
import type { ProcessDraftRecord } from "@/server/services/process-drafts/process-draft-record";
import type { EditorSigner } from "../field-editor/editor-signer";
import { fieldEditorHistoryReducer, startHistory } from "../field-editor/field-editor-history";
import { ChooseDocumentStep } from "./choose-document-step";
import { DetailsStep } from "./details-step";
import { FieldsStep } from "./fields-step";
import {
  defaultExpiry,
  draftIssues,
  effectiveSigners,
  emptySigner,
  issuesOfStep,
  printedTexts,
  toCreateInput,
  type DraftStep,
  type ProcessDraft,
} from "./process-draft";
import { ReviewStep } from "./review-step";
import { SignersStep } from "./signers-step";
import { useOpenMySigning } from "../use-open-my-signing";
import { StepIndicator } from "./step-indicator";
import { useStepHistory } from "./use-step-history";
import { fromStoredDraft, toStoredDraft } from "./stored-draft";
import { useDraftAutosave } from "./use-draft-autosave";

const STEPS: { key: DraftStep; title: string; heading: string }[] = [
  { key: "document", title: "Document", heading: "Choose the document" },
  { key: "details", title: "Details", heading: "Details" },
  { key: "signers", title: "Signers", heading: "Signers" },
  { key: "fields", title: "Fields", heading: "Place the fields" },
  { key: "review", title: "Review and send", heading: "Review, then send" },
];
const STEP_KEYS = STEPS.map((candidate) => candidate.key);

/** The file's name without ".pdf": a good first subject. */
const subjectOf = (fileName: string) => fileName.replace(/\.pdf$/i, "");

/** Preview links live an hour; the editor keeps them for half of that (see document-preview). */
const PREVIEW_LINKS_FRESH_MS = 30 * 60 * 1000;

/**
 * Creating a direct signing process in five steps, the last a review with Send. The draft lives
 * here and on the server (saved as the sender goes, use-draft-autosave.ts), so going back or
 * reloading loses nothing; each "Next" checks its step with the shared schema, and "Send" checks
 * everything once more before the server does.
 */
export function NewProcessWizard({
  me,
  document,
  resume,
}: {
  me: { name: string; email: string };
  /** Chosen already ("Send for signing" on a document's page): the wizard opens at Details. */
  document?: { id: string; fileName: string };
  /** A saved draft (?draft=): the wizard opens where the sender left it. */
  resume?: ProcessDraftRecord;
}) {
  const trpc = useTRPC();
  const router = useRouter();
  const queryClient = useQueryClient();
  const organization = useQuery(trpc.organization.get.queryOptions());
  const create = useMutation(trpc.signingProcesses.create.mutationOptions());
  const sendDraft = useMutation(trpc.processDrafts.send.mutationOptions());
  const [resumed] = useState(() => (resume ? fromStoredDraft(resume.content) : null));
  const openMySigning = useOpenMySigning();

  const [step, setStep] = useStepHistory(STEP_KEYS, resumed ? STEP_KEYS.indexOf(resumed.step) : document ? 1 : 0);
  const [checked, setChecked] = useState<ReadonlySet<DraftStep>>(new Set());
  const signerKeys = useRef(Math.max(1, resumed?.signerCount ?? 1));
  const observerKeys = useRef(resumed?.observerCount ?? 0);
  const [draft, setDraft] = useState<ProcessDraft>(() => resumed?.draft ?? ({
    sourcePdfAssetId: document?.id ?? "",
    subject: document ? subjectOf(document.fileName) : "",
    message: "",
    // Note: computed in the browser, so the default is in the reader's own time zone.
    expiresAtLocal: defaultExpiry(),
    dispatchMode: "EMAIL",
    authPolicy: "SES_LINK_ONLY",
    signers: [emptySigner("signer-1")],
    currentUser: emptySigner("me", { name: me.name, email: me.email }),
    observers: [],
  }));
  const [fieldHistory, dispatch] = useReducer(fieldEditorHistoryReducer, resumed?.fields, startHistory);
  const editor = fieldHistory.present;

  const asset = useQuery({
    ...trpc.pdfAssets.get.queryOptions({ id: draft.sourcePdfAssetId }),
    enabled: draft.sourcePdfAssetId !== "",
    staleTime: PREVIEW_LINKS_FRESH_MS,
  });
  const loadedPages = asset.data?.pages;
  useEffect(() => {
    if (loadedPages) dispatch({ kind: "setPages", pages: loadedPages.map(({ width, height }) => ({ width, height })) });
  }, [loadedPages]);

  const signers: EditorSigner[] = useMemo(
    () => effectiveSigners(draft).map((signer, index) => ({ key: signer.key, number: index + 1, name: signer.name })),
    [draft],
  );
  const keyList = signers.map((signer) => signer.key).join(",");
  useEffect(() => {
    dispatch({ kind: "signersChanged", signerKeys: keyList.split(",") });
  }, [keyList]);

  // Focus follows the flow: each new step's heading is announced and read from the top.
  const heading = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    heading.current?.focus();
  }, [step]);

  const phoneCountry = organizationRegion(organization.data).country;
  const issues = draftIssues(draft, editor.fields, phoneCountry);
  const printWarnings = usePrintWarnings(printedTexts(draft));
  const current = STEPS[step]!;
  const stored = useMemo(() => toStoredDraft(draft, editor.fields, current.key), [draft, editor.fields, current.key]);
  const autosave = useDraftAutosave(stored, resume && { id: resume.id, version: resume.version });
  const { flush } = autosave;
  useEffect(() => {
    // Each step change is saved at once (autosave saves other changes after a pause).
    void flush();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- on step changes only
  }, [step]);
  const signsMyself = draft.dispatchMode === "CURRENT_USER";
  const shownIssues = checked.has(current.key) ? issuesOfStep(issues, current.key) : new Map<string, string>();
  const change = (changes: Partial<ProcessDraft>) => setDraft((previous) => ({ ...previous, ...changes }));

  function goNext() {
    setChecked((previous) => new Set(previous).add(current.key));
    if (issuesOfStep(issues, current.key).size === 0) setStep(step + 1);
  }

  const sending = useRef(false);
  const sendError = sendDraft.error ?? create.error;
  const isSending = sendDraft.isPending || create.isPending;

  async function send() {
    // A second click while the first is on its way sends nothing (the server refuses it too).
    if (sending.current) return;
    const firstBroken = STEPS.findIndex((candidate) => issuesOfStep(issues, candidate.key).size > 0);
    if (firstBroken !== -1) {
      setChecked(new Set(STEPS.map((candidate) => candidate.key)));
      setStep(firstBroken);
      return;
    }
    sending.current = true;
    sendDraft.reset();
    create.reset();
    const draftId = await autosave.stop();
    try {
      const input = toCreateInput(draft, editor.fields, phoneCountry);
      // Sending a saved draft deletes it with the same transaction that creates the process.
      const created = draftId ? await sendDraft.mutateAsync({ id: draftId, process: input }) : await create.mutateAsync(input);
      void queryClient.invalidateQueries({ queryKey: trpc.processDrafts.list.queryKey() });
      // "I sign myself" goes straight to the signing page; everyone else to the process's page.
      if (signsMyself) return await openMySigning(created.id);
      void queryClient.invalidateQueries({ queryKey: trpc.signingProcesses.list.queryKey() });
      void queryClient.invalidateQueries({ queryKey: trpc.signingProcesses.mine.queryKey() });
      router.push(`/processes/${created.id}`);
    } catch {
      // shown from sendError; the draft is still there
      sending.current = false;
      autosave.resume();
    }
  }

  function renderStep() {
    switch (current.key) {
      case "document":
        return (
          <ChooseDocumentStep
            selectedId={draft.sourcePdfAssetId}
            error={shownIssues.has("sourcePdfAssetId") ? "Choose the document to sign" : undefined}
            onSelect={(chosen) =>
              // The file's name is a good first subject; one the reader typed is kept.
              change({ sourcePdfAssetId: chosen.id, subject: draft.subject || subjectOf(chosen.originalFileName) })
            }
          />
        );
      case "details":
        return (
          <DetailsStep
            draft={draft}
            issues={shownIssues}
            plan={organization.data?.plan}
            printWarnings={printWarnings}
            onChange={change}
          />
        );
      case "signers":
        return (
          <SignersStep
            draft={draft}
            issues={shownIssues}
            printWarnings={printWarnings}
            organizationLanguage={organization.data ? languageName(organization.data.defaultLanguage) : "English"}
            newKey={() => `signer-${++signerKeys.current}`}
            newObserverKey={() => `observer-${++observerKeys.current}`}
            fields={editor.fields}
            onChange={change}
            onFieldsChange={(fields) => dispatch({ kind: "setFields", fields })}
          />
        );
      case "fields":
        if (asset.isError) return <ServerErrorAlert messages={serverErrorMessages(asset.error)} details={serverErrorDetails(asset.error)} />;
        if (!asset.data) return <p role="status" className="text-sm text-slate-600">Loading the document’s pages…</p>;
        return <FieldsStep asset={asset.data} signers={signers} history={fieldHistory} dispatch={dispatch} issues={shownIssues} />;
      case "review":
        if (asset.isError) return <ServerErrorAlert messages={serverErrorMessages(asset.error)} details={serverErrorDetails(asset.error)} />;
        if (!asset.data) return <p role="status" className="text-sm text-slate-600">Loading the document’s pages…</p>;
        return <ReviewStep draft={draft} fields={editor.fields} pages={asset.data.pages} documentName={asset.data.originalFileName} phoneCountry={phoneCountry} printWarnings={printWarnings} />;
    }
  }

  const last = step === STEPS.length - 1;
  return (
    <>
      <div className="mb-6 flex flex-wrap items-start justify-between gap-x-4 [&>nav]:mb-0">
        <StepIndicator steps={STEPS} current={step} onGoTo={setStep} />
        <div className="flex min-h-10 items-center">
          {(autosave.hasDraft || autosave.dirty || autosave.failed) && (
            <SaveStatus saving={autosave.saving} dirty={autosave.dirty} failed={autosave.failed} />
          )}
        </div>
      </div>
      {autosave.failed && (
        <div className="mb-4">
          <ServerErrorAlert messages={serverErrorMessages(autosave.error)} details={serverErrorDetails(autosave.error)} />
        </div>
      )}
      <Card aria-labelledby="step-title" className="p-4 sm:p-6">
        <h2 id="step-title" ref={heading} tabIndex={-1} className="mb-4 text-lg font-semibold focus:outline-none">
          <span className="sr-only">Step {step + 1} of {STEPS.length}: </span>
          {current.heading}
        </h2>
        {renderStep()}
        <div className="mt-6 space-y-4 border-t border-slate-200 pt-4">
          {last && sendError && (
            <div className="space-y-2">
              <ServerErrorAlert messages={serverErrorMessages(sendError)} details={serverErrorDetails(sendError)} />
              {appCodeOf(sendError) === "PLAN_FEATURE_UNAVAILABLE" && (
                <Alert tone="info">
                  SMS codes are not part of your plan. Go back to Details and choose “Link only”, or ask the operator of this installation to change the plan in Settings.
                </Alert>
              )}
            </div>
          )}
          <div className="flex flex-wrap justify-between gap-3">
            <Button variant="secondary" disabled={step === 0 || isSending} onClick={() => setStep(step - 1)}>
              Back
            </Button>
            {last ? (
              <Button onClick={() => void send()} disabled={isSending || !asset.data}>
                {signsMyself ? (isSending ? "Opening the signing page…" : "Sign now") : isSending ? "Sending…" : "Send for signing"}
              </Button>
            ) : (
              <Button onClick={goNext}>Next</Button>
            )}
          </div>
        </div>
      </Card>
    </>
  );
}
