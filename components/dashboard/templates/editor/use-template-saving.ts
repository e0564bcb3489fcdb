"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useMemo, useState } from "react";
import { useTRPC } from "@/components/providers/trpc";
import type { TemplateDraftPatch } from "@/lib/schemas/templates";
import { completenessProblems, placementProblems, structureProblems } from "@/lib/templates/definition-rules";
import type { TemplateRecord } from "@/server/services/templates/template-record";
import { appCodeOf, serverErrorMessages } from "../../forms/server-error-messages";
import { parseReminderDraft, reminderDraftOf, type ReminderScheduleDraft } from "../../reminders/reminder-schedule-fields";
import { draftSchemaProblems } from "./draft-schema-problems";
import { definitionOf } from "./template-draft";
import { useLeaveGuard } from "./use-leave-guard";
import { useSaveShortcut } from "./use-save-shortcut";

/** As the process wizard's draft: quiet enough not to save every keystroke, soon enough that little is lost. */
const AUTOSAVE_DELAY_MS = 1200;

export type PublishOutcome = { kind: "published"; number: number } | { kind: "failed"; messages: string[]; stillProcessing: boolean } | null;

/**
 * The editor's name, description, reminders and draft against what was last saved: whether anything is
 * unsaved, the problems the server would answer (the same rules, run here as the author types),
 * saving with templates.updateDraft and publishing with templates.publish.
 */
export function useTemplateSaving(
  template: TemplateRecord,
  editorPatch: TemplateDraftPatch,
  pages?: readonly { width: number; height: number }[],
  /** The editor's draft as last saved, when the editor opened with unsaved work restored. */
  savedPatch: TemplateDraftPatch = editorPatch,
  /** Save a while after each change, when the server would take it (the PDF editor). */
  autosave = false,
) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [name, setName] = useState(template.name);
  const [description, setDescription] = useState(template.description ?? "");
  // The default automatic reminders of signings started from the template (a draft field).
  const [reminders, setReminders] = useState<ReminderScheduleDraft>(() => reminderDraftOf(template.draft.reminders, { inherit: true }));
  const reminderDraft = useMemo(() => parseReminderDraft(reminders, { inherit: true }), [reminders]);
  const patch = useMemo<TemplateDraftPatch>(() => ({ ...editorPatch, reminders: reminderDraft.schedule }), [editorPatch, reminderDraft.schedule]);
  const update = useMutation(trpc.templates.updateDraft.mutationOptions());
  const publishMutation = useMutation(trpc.templates.publish.mutationOptions());
  const [outcome, setOutcome] = useState<PublishOutcome>(null);
  const [latestVersion, setLatestVersion] = useState(template.latestVersion);

  const snapshotOf = (draft: TemplateDraftPatch) =>
    JSON.stringify({ name: name.trim(), description: description.trim(), patch: { ...draft, reminders: reminderDraft.schedule }, reminders });
  const snapshot = snapshotOf(editorPatch);
  // What the editor opened with counts as saved, unless it was unsaved work restored.
  const [saved, setSaved] = useState(() => snapshotOf(savedPatch));
  // When the draft was last saved: what a backup of unsaved work is made over.
  const [savedAt, setSavedAt] = useState(template.updatedAt);
  // A refused draft is not sent again on its own until it changes.
  const [failedSnapshot, setFailedSnapshot] = useState<string | null>(null);
  const dirty = snapshot !== saved;
  useLeaveGuard(dirty);

  const definition = useMemo(() => definitionOf(patch), [patch]);
  const saveProblems = useMemo(() => {
    const named = name.trim() === "" ? ["The template needs a name."] : [];
    const structure = structureProblems(template.kind, definition).map((problem) => problem.plain);
    return [...named, ...reminderDraft.problems, ...draftSchemaProblems(patch), ...structure];
  }, [patch, name, template.kind, definition, reminderDraft.problems]);
  const publishProblems = useMemo(
    () => [...completenessProblems(template.kind, definition), ...(pages && pages.length > 0 ? placementProblems(definition, pages) : [])].map((problem) => problem.plain),
    [template.kind, definition, pages],
  );

  const save = useCallback(async (): Promise<boolean> => {
    const sent = snapshot;
    if (reminderDraft.problems.length > 0) return false;
    try {
      const record = await update.mutateAsync({ id: template.id, name: name.trim(), description: description.trim() || null, draft: patch });
      setSaved(sent);
      setSavedAt(record.updatedAt);
      setFailedSnapshot(null);
      void queryClient.invalidateQueries({ queryKey: trpc.templates.catalogue.queryKey() });
      return true;
    } catch {
      setFailedSnapshot(sent);
      return false; // shown from update.error
    }
  }, [snapshot, update, template.id, name, description, patch, queryClient, trpc, reminderDraft.problems.length]);

  const publish = useCallback(async () => {
    setOutcome(null);
    if (dirty && !(await save())) return;
    try {
      const version = await publishMutation.mutateAsync({ id: template.id });
      setLatestVersion(version.number);
      setOutcome({ kind: "published", number: version.number });
      void queryClient.invalidateQueries({ queryKey: trpc.templates.catalogue.queryKey() });
    } catch (error) {
      setOutcome({ kind: "failed", messages: serverErrorMessages(error), stillProcessing: appCodeOf(error) === "ASSET_NOT_READY" });
    }
  }, [dirty, save, publishMutation, template.id, queryClient, trpc]);

  useSaveShortcut(save);

  const canAutosave = autosave && template.status !== "ARCHIVED" && dirty && !update.isPending && !publishMutation.isPending;
  const waitsForFixes = saveProblems.length > 0 || snapshot === failedSnapshot;
  useEffect(() => {
    if (!canAutosave || waitsForFixes) return;
    const timer = setTimeout(() => void save(), AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [canAutosave, waitsForFixes, save]);

  return {
    name,
    setName,
    description,
    setDescription,
    reminders,
    setReminders,
    reminderProblems: reminderDraft.problems,
    dirty,
    savedAt,
    saving: update.isPending,
    saveError: update.error ? serverErrorMessages(update.error) : null,
    save,
    publishing: publishMutation.isPending,
    publish,
    // A change after a publish is a new draft: the message about the publish no longer fits.
    outcome: outcome?.kind === "published" && dirty ? null : outcome,
    latestVersion,
    saveProblems,
    publishProblems,
  };
}

export type TemplateSaving = ReturnType<typeof useTemplateSaving>;
