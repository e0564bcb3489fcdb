"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useCallback, useMemo, useState } from "react";
import { useTRPC } from "@/components/providers/trpc";
import { formCompletenessProblems, formSendingProblems, formStructureProblems } from "@/lib/forms/form-rules";
import { formDraftSchema, type FormDraft } from "@/lib/schemas/online-forms";
import { validationMessages } from "@/lib/validation-messages";
import type { OnlineFormRecord } from "@/server/services/online-forms/online-form-record";
import type { PublishedFormRecord } from "@/server/services/online-forms/published-form-record";
import { appCodeOf, serverErrorMessages } from "../../forms/server-error-messages";
import { useLeaveGuard } from "../../templates/editor/use-leave-guard";
import { useSaveShortcut } from "../../templates/editor/use-save-shortcut";

const LEAVE_WARNING = "This form has unsaved changes. Leave without saving them?";

/** Someone saved the form since it was opened here: their version, to load or to save over. */
export interface SaveConflict {
  theirs: OnlineFormRecord;
}

export type FormPublishOutcome = { kind: "published"; record: PublishedFormRecord } | { kind: "failed"; messages: string[] } | null;

/** The parts of a draft the builder edits and saves; metadata and prefills stay as the API set them. */
function editablePart(draft: FormDraft) {
  const { subject, authPolicy, delivery, expiresAt, signers, definition } = draft;
  return { subject, authPolicy, delivery, expiresAt, signers, definition };
}

/**
 * The builder's draft against what was last saved: whether anything is unsaved, the problems the
 * server would answer (its own rules, run here as the author types), saving with the version it
 * was read at (a conflict when someone saved since, with the choice to load theirs or keep
 * these changes), and publishing.
 */
export function useFormSaving(form: OnlineFormRecord) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<FormDraft>(form.draft);
  const [draftVersion, setDraftVersion] = useState(form.draftVersion);
  const [latestVersion, setLatestVersion] = useState(form.latestVersion);
  const [conflict, setConflict] = useState<SaveConflict | null>(null);
  const [outcome, setOutcome] = useState<FormPublishOutcome>(null);
  const update = useMutation(trpc.onlineForms.updateDraft.mutationOptions());
  const publishMutation = useMutation(trpc.onlineForms.publish.mutationOptions());

  const snapshot = JSON.stringify(editablePart(draft));
  const [saved, setSaved] = useState(snapshot);
  const dirty = snapshot !== saved;
  useLeaveGuard(dirty, LEAVE_WARNING);

  const blocks = useMemo(() => draft.definition?.blocks ?? [], [draft.definition]);
  const saveProblems = useMemo(() => {
    const parsed = formDraftSchema.safeParse(editablePart(draft));
    const schema = parsed.success ? [] : validationMessages(parsed.error, "draft").map((message) => `draft.${message}`);
    return [...schema, ...formStructureProblems(blocks)];
  }, [draft, blocks]);
  const publishProblems = useMemo(() => {
    const recipients = draft.signers.map((signer) => signer.signOrder);
    return [...(form.kind === "DOCUMENT" ? formSendingProblems(draft) : []), ...formCompletenessProblems(blocks, recipients)];
  }, [draft, blocks, form.kind]);

  const refreshLists = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: trpc.onlineForms.list.queryKey() });
    void queryClient.invalidateQueries({ queryKey: trpc.templates.catalogue.queryKey() });
  }, [queryClient, trpc]);

  const saveAt = useCallback(
    async (version: number): Promise<number | null> => {
      const sent = snapshot;
      try {
        const record = await update.mutateAsync({ id: form.id, expectedDraftVersion: version, draft: editablePart(draft) });
        setDraftVersion(record.draftVersion);
        setSaved(sent);
        setConflict(null);
        refreshLists();
        return record.draftVersion;
      } catch (error) {
        if (appCodeOf(error) === "DRAFT_VERSION_CONFLICT") {
          const theirs = await queryClient.fetchQuery({ ...trpc.onlineForms.get.queryOptions({ id: form.id }), staleTime: 0 });
          setConflict({ theirs });
        }
        return null; // shown from update.error or the conflict
      }
    },
    [snapshot, update, form.id, draft, refreshLists, queryClient, trpc],
  );

  const save = useCallback(() => saveAt(draftVersion), [saveAt, draftVersion]);

  /** Throws these changes away for the version someone else saved. */
  const loadTheirs = useCallback(() => {
    if (!conflict) return;
    setDraft(conflict.theirs.draft);
    setDraftVersion(conflict.theirs.draftVersion);
    setSaved(JSON.stringify(editablePart(conflict.theirs.draft)));
    setConflict(null);
    update.reset();
  }, [conflict, update]);

  /** Saves these changes over the version someone else saved, having seen that they did. */
  const keepMine = useCallback(async () => {
    if (conflict) await saveAt(conflict.theirs.draftVersion);
  }, [conflict, saveAt]);

  const publish = useCallback(async () => {
    setOutcome(null);
    const version = dirty ? await save() : draftVersion;
    if (version === null) return;
    try {
      const record = await publishMutation.mutateAsync({ id: form.id, expectedDraftVersion: version });
      setLatestVersion(record.latestVersion);
      setOutcome({ kind: "published", record });
      refreshLists();
    } catch (error) {
      setOutcome({ kind: "failed", messages: serverErrorMessages(error) });
    }
  }, [dirty, save, draftVersion, publishMutation, form.id, refreshLists]);

  useSaveShortcut(save);

  return {
    draft,
    setDraft,
    blocks,
    dirty,
    saving: update.isPending,
    saveError: update.error && appCodeOf(update.error) !== "DRAFT_VERSION_CONFLICT" ? serverErrorMessages(update.error) : null,
    save,
    conflict,
    loadTheirs,
    keepMine,
    publishing: publishMutation.isPending,
    publish,
    outcome: outcome?.kind === "published" && dirty ? null : outcome,
    latestVersion,
    saveProblems,
    publishProblems,
  };
}

export type FormSaving = ReturnType<typeof useFormSaving>;
