/** Whether an editor's work is saved, said in words and with a dot that is not the only sign. */
/** `failed`: the last save did not go through (the new-process wizard saves on its own, so it says so). */
export function SaveStatus({ saving, dirty, failed = false }: { saving: boolean; dirty: boolean; failed?: boolean }) {
  return (
    <p role="status" aria-live="polite" className="flex items-center gap-1.5 text-sm text-slate-700">
      <span aria-hidden="true" className={failed ? "h-2 w-2 rounded-full bg-red-600" : dirty ? "h-2 w-2 rounded-full bg-amber-500" : "h-2 w-2 rounded-full bg-emerald-500"} />
      {saving ? "Saving…" : failed ? "Not saved" : dirty ? "Unsaved changes" : "All changes saved"}
    </p>
  );
}
