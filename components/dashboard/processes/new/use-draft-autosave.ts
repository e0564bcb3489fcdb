"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { useTRPC } from "@/components/providers/trpc";
import type { ProcessDraftContent } from "@/lib/schemas/process-drafts";
import { useLeaveGuard } from "../../templates/editor/use-leave-guard";
import { useSaveShortcut } from "../../templates/editor/use-save-shortcut";

/** Quiet enough not to save every keystroke, soon enough that a closed tab loses little. */
const AUTOSAVE_DELAY_MS = 1200;
const LEAVE_WARNING = "This draft has changes that are not saved yet. Leave without them?";

/**
 * Saves the wizard's draft on the server as the sender goes: a while after each change, at once
 * on `flush` (a step change, Ctrl/Cmd+S). The first save creates the draft and puts its id in
 * the address (?draft=), so a reload resumes it. Saves go one at a time, each naming the version
 * the last one answered; a failed save is not retried on its own until something changes.
 */
export function useDraftAutosave(content: ProcessDraftContent, saved?: { id: string; version: number }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const create = useMutation(trpc.processDrafts.create.mutationOptions());
  const save = useMutation(trpc.processDrafts.save.mutationOptions());

  const snapshot = JSON.stringify(content);
  // Note: a new wizard nobody has touched yet is not worth a draft; its first state counts as saved.
  const [savedSnapshot, setSavedSnapshot] = useState(snapshot);
  const [failedSnapshot, setFailedSnapshot] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [saving, setSaving] = useState(false);
  const [stopped, setStopped] = useState(false);
  const [hasDraft, setHasDraft] = useState(Boolean(saved));
  const draft = useRef(saved ?? null);
  const inFlight = useRef<Promise<void> | null>(null);
  const latest = useRef({ content, snapshot });
  useEffect(() => {
    latest.current = { content, snapshot };
  }, [content, snapshot]);

  const dirty = snapshot !== savedSnapshot;

  const saveNow = useCallback(async (): Promise<void> => {
    if (inFlight.current) await inFlight.current;
    const { content: sent, snapshot: sentSnapshot } = latest.current;
    const run = (async () => {
      setSaving(true);
      try {
        if (draft.current) {
          const record = await save.mutateAsync({ id: draft.current.id, expectedVersion: draft.current.version, content: sent });
          draft.current = { id: record.id, version: record.version };
        } else {
          const record = await create.mutateAsync({ content: sent });
          draft.current = { id: record.id, version: record.version };
          setHasDraft(true);
          // Keeps the step, so the browser's Back still moves between steps.
          const step = new URL(window.location.href).searchParams.get("step");
          window.history.replaceState(window.history.state, "", `/processes/new?draft=${record.id}${step ? `&step=${encodeURIComponent(step)}` : ""}`);
        }
        setSavedSnapshot(sentSnapshot);
        setFailedSnapshot(null);
        setError(null);
        void queryClient.invalidateQueries({ queryKey: trpc.processDrafts.list.queryKey() });
      } catch (caught) {
        setFailedSnapshot(sentSnapshot);
        setError(caught);
      } finally {
        setSaving(false);
      }
    })();
    inFlight.current = run;
    await run;
    if (inFlight.current === run) inFlight.current = null;
  }, [create, save, queryClient, trpc]);

  useEffect(() => {
    if (stopped || !dirty || saving || snapshot === failedSnapshot) return;
    const timer = setTimeout(() => void saveNow(), AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [stopped, dirty, saving, snapshot, failedSnapshot, saveNow]);

  const flush = useCallback(async () => {
    if (!stopped && latest.current.snapshot !== savedSnapshot) await saveNow();
  }, [stopped, savedSnapshot, saveNow]);

  useSaveShortcut(flush);
  useLeaveGuard(dirty && !stopped, LEAVE_WARNING);

  /** Before sending: no more saves; answers the draft's id once any save under way is done. */
  const stop = useCallback(async (): Promise<string | null> => {
    setStopped(true);
    if (inFlight.current) await inFlight.current;
    return draft.current?.id ?? null;
  }, []);
  /** Sending failed: the draft is still there and keeps being saved. */
  const resume = useCallback(() => setStopped(false), []);

  // `hasDraft`: something was saved (or resumed), so "All changes saved" is true and worth saying.
  return { dirty, saving, hasDraft, failed: failedSnapshot !== null && failedSnapshot === snapshot, error, flush, stop, resume };
}
