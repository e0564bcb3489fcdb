"use client";

import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import type { TemplateRecord } from "@/server/services/templates/template-record";
import { ServerErrorAlert } from "../../forms/server-error-alert";
import { ReminderScheduleFields } from "../../reminders/reminder-schedule-fields";
import { SaveStatus } from "./save-status";
import { TemplateRetentionForm } from "./template-retention-form";
import type { TemplateSaving } from "./use-template-saving";

const LABEL = "block text-sm font-medium text-slate-800";

/**
 * The editor's top: the template's name and description, whether the draft is saved, Save and
 * Publish, what must be fixed before either, and how the last publish went.
 */
export function EditorHeader({ template, saving }: { template: TemplateRecord; saving: TemplateSaving }) {
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-semibold tracking-tight text-slate-900 [overflow-wrap:anywhere]">
            {saving.name.trim() || template.name}
          </h1>
          <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-600">
            <Badge>{template.kind === "PDF" ? "PDF template" : "HTML template"}</Badge>
            <span>{saving.latestVersion ? `Latest published version: ${saving.latestVersion}` : "Not published yet"}</span>
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <SaveStatus saving={saving.saving} dirty={saving.dirty} />
          <Button variant="secondary" onClick={() => void saving.save()} disabled={saving.saving || saving.publishing} aria-keyshortcuts="Control+S">
            Save draft
          </Button>
          <Button onClick={() => void saving.publish()} disabled={saving.saving || saving.publishing}>
            {saving.publishing ? "Publishing…" : "Publish"}
          </Button>
        </div>
      </div>

      {template.status === "ARCHIVED" && (
        <Alert tone="info">This template is archived: its draft cannot be saved or published until it is unarchived from the template library.</Alert>
      )}
      {saving.saveError && <ServerErrorAlert messages={saving.saveError} />}
      {saving.outcome?.kind === "published" && (
        <Alert tone="success">
          <p className="font-medium">Version {saving.outcome.number} published.</p>
          <p className="mt-1">New signings start from it; signings already running keep the version they started from.</p>
        </Alert>
      )}
      {saving.outcome?.kind === "failed" &&
        (saving.outcome.stillProcessing ? (
          <Alert tone="info">
            <p className="font-medium">The document is still being processed.</p>
            <p className="mt-1">Publish again once its pages are ready; that takes a few seconds for most PDFs.</p>
          </Alert>
        ) : (
          <div className="space-y-1">
            <p className="text-sm font-medium text-red-800">Not published:</p>
            <ServerErrorAlert messages={saving.outcome.messages} />
          </div>
        ))}

      <Card className="grid gap-4 p-4 sm:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
        <div>
          <label htmlFor="template-name" className={LABEL}>
            Name
          </label>
          <Input id="template-name" value={saving.name} maxLength={200} onChange={(event) => saving.setName(event.target.value)} className="mt-1" />
        </div>
        <div>
          <label htmlFor="template-description" className={LABEL}>
            Description <span className="font-normal text-slate-600">(optional)</span>
          </label>
          <Input
            id="template-description"
            value={saving.description}
            maxLength={2000}
            onChange={(event) => saving.setDescription(event.target.value)}
            className="mt-1"
          />
        </div>
        <section aria-labelledby="template-reminders-title" className="sm:col-span-2">
          <h2 id="template-reminders-title" className={LABEL}>
            Automatic reminders for signings started from this template
          </h2>
          <p className="mb-2 text-sm text-slate-600">A signing started with its own schedule keeps that one.</p>
          <ReminderScheduleFields inherit value={saving.reminders} onChange={saving.setReminders} problems={saving.reminderProblems} />
        </section>
        <section className="sm:col-span-2">
          <TemplateRetentionForm template={template} />
        </section>
      </Card>

      <ProblemLists saveProblems={saving.saveProblems} publishProblems={saving.publishProblems} />
    </div>
  );
}

/** The server's own sentences, shown as the author works: what saving refuses, what publishing needs. */
function ProblemLists({ saveProblems, publishProblems }: { saveProblems: string[]; publishProblems: string[] }) {
  if (saveProblems.length === 0 && publishProblems.length === 0) {
    return (
      <p className="text-sm text-emerald-800" aria-live="polite">
        Ready to publish: every role signs, every field has its place.
      </p>
    );
  }
  return (
    <div className="grid gap-3 lg:grid-cols-2" aria-live="polite">
      {saveProblems.length > 0 && (
        <section aria-labelledby="save-problems-title" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900">
          <h2 id="save-problems-title" className="font-semibold">
            Fix before saving
          </h2>
          <ul className="mt-1 list-disc space-y-1 pl-5 [overflow-wrap:anywhere]">
            {saveProblems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </section>
      )}
      {publishProblems.length > 0 && (
        <section aria-labelledby="publish-problems-title" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
          <h2 id="publish-problems-title" className="font-semibold">
            Needed before publishing
          </h2>
          <ul className="mt-1 list-disc space-y-1 pl-5 [overflow-wrap:anywhere]">
            {publishProblems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
