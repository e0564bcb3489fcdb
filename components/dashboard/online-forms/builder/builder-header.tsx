"use client";

import { useEffect } from "react";
import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import type { OnlineFormRecord } from "@/server/services/online-forms/online-form-record";
import { ServerErrorAlert } from "../../forms/server-error-alert";
import { SaveStatus } from "../../templates/editor/save-status";
import type { FormSaving } from "./use-form-saving";

/**
 * The builder's top: the form's title, whether the draft is saved, Save and Publish, what a
 * save ran into (someone else saved first: load theirs or keep these changes), and what
 * publishing still needs.
 */
export function BuilderHeader({
  form,
  saving,
  generalProblems,
  onPublished,
}: {
  form: OnlineFormRecord;
  saving: FormSaving;
  generalProblems: readonly string[];
  onPublished: () => void;
}) {
  const isDocument = form.kind === "DOCUMENT";
  const { outcome } = saving;

  // A sent document is no longer a draft: the page shows its recipients and links instead.
  useEffect(() => {
    if (outcome?.kind === "published" && isDocument) onPublished();
  }, [outcome, isDocument, onPublished]);

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-semibold tracking-tight text-slate-900 [overflow-wrap:anywhere]">{saving.draft.subject?.trim() || "Untitled form"}</h1>
          <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-600">
            <Badge>{isDocument ? "Form to send" : "Form template"}</Badge>
            {!isDocument && <span>{saving.latestVersion ? `Latest published version: ${saving.latestVersion}` : "Not published yet"}</span>}
            {/* Every branch, as last saved: the blocks to read through before sending. */}
            <a href={`/api/v1/online-forms/${form.id}/unsigned-pdf`} download className="font-medium text-indigo-700 underline underline-offset-2 hover:decoration-2">
              Unsigned PDF of the saved draft
            </a>
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <SaveStatus saving={saving.saving} dirty={saving.dirty} />
          <Button variant="secondary" onClick={() => void saving.save()} disabled={saving.saving || saving.publishing} aria-keyshortcuts="Control+S">
            Save draft
          </Button>
          <Button onClick={() => void saving.publish()} disabled={saving.saving || saving.publishing || saving.conflict !== null}>
            {saving.publishing ? (isDocument ? "Sending…" : "Publishing…") : isDocument ? "Publish and send" : "Publish"}
          </Button>
        </div>
      </div>

      {form.status === "ARCHIVED" && <Alert tone="info">This form template is archived: unarchive it in the template library to change or publish it.</Alert>}
      {saving.conflict && (
        <div role="alert" className="space-y-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
          <p className="font-medium">Someone else saved this form while you were editing it.</p>
          <p>Your changes are not saved. Load their version (your changes here are dropped), or keep yours and save them over theirs.</p>
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" size="sm" onClick={saving.loadTheirs}>
              Load their version
            </Button>
            <Button size="sm" onClick={() => void saving.keepMine()} disabled={saving.saving}>
              Keep my changes
            </Button>
          </div>
        </div>
      )}
      {saving.saveError && <ServerErrorAlert messages={saving.saveError} />}
      {outcome?.kind === "published" && !isDocument && (
        <Alert tone="success">
          <p className="font-medium">Version {outcome.record.latestVersion} published.</p>
          <p className="mt-1">New documents made from this template use it; documents already sent keep theirs.</p>
        </Alert>
      )}
      {outcome?.kind === "failed" && (
        <div className="space-y-1">
          <p className="text-sm font-medium text-red-800">{isDocument ? "Not sent:" : "Not published:"}</p>
          <ServerErrorAlert messages={outcome.messages} />
        </div>
      )}
      {generalProblems.length > 0 ? (
        <section aria-labelledby="form-problems-title" aria-live="polite" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
          <h2 id="form-problems-title" className="font-semibold">
            {isDocument ? "Needed before sending" : "Needed before publishing"}
          </h2>
          <ul className="mt-1 list-disc space-y-1 pl-5 [overflow-wrap:anywhere]">
            {generalProblems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
