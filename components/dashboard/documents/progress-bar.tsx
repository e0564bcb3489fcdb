/** A determinate progress bar with its percentage in words beside it. */
export function ProgressBar({ percent, labelledBy }: { percent: number; labelledBy: string }) {
  const value = Math.max(0, Math.min(100, Math.round(percent)));
  return (
    <div className="flex items-center gap-3">
      <div
        role="progressbar"
        aria-labelledby={labelledBy}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        aria-valuetext={`${value}%`}
        className="h-2 flex-1 overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full rounded-full bg-indigo-600 motion-safe:transition-[width]" style={{ width: `${value}%` }} />
      </div>
      {/* Hidden from screen readers, which hear aria-valuetext instead. */}
      <span aria-hidden="true" className="w-11 text-right text-sm tabular-nums text-slate-700">
        {value}%
      </span>
    </div>
  );
}
