/** Whether an editor's work is saved, said in words and with a dot that is not the only sign. */
export function SaveStatus({ saving, dirty }: { saving: boolean; dirty: boolean }) {
  return (
    <p role="status" aria-live="polite" className="flex items-center gap-1.5 text-sm text-slate-700">
      <span aria-hidden="true" className={dirty ? "h-2 w-2 rounded-full bg-amber-500" : "h-2 w-2 rounded-full bg-emerald-500"} />
      {saving ? "Saving…" : dirty ? "Unsaved changes" : "All changes saved"}
    </p>
  );
}
