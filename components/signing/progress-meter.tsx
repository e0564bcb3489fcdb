"use client";

import { useT } from "./translator-context";

/** "Required: 2 of 4" beside a bar that says the same; the bar's accessible value is the whole sentence. */
export function ProgressMeter({ progress }: { progress: { done: number; total: number } }) {
  const t = useT();
  const percent = progress.total === 0 ? 100 : Math.round((progress.done / progress.total) * 100);
  return (
    <div className="flex items-center gap-3">
      <div
        role="progressbar"
        aria-label={t("sign.progressLabel")}
        aria-valuemin={0}
        aria-valuemax={progress.total}
        aria-valuenow={progress.done}
        aria-valuetext={t("sign.progress", { done: progress.done, total: progress.total })}
        className="h-2 flex-1 overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full rounded-full bg-indigo-600 transition-[width] motion-reduce:transition-none" style={{ width: `${percent}%` }} />
      </div>
      <p aria-hidden="true" className="shrink-0 text-sm tabular-nums text-slate-700">
        {t("sign.progressShort", { done: progress.done, total: progress.total })}
      </p>
    </div>
  );
}
