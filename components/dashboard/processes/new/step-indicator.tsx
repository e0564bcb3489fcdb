import { cn } from "@/lib/cn";

export interface StepInfo {
  title: string;
}

/**
 * Where the reader is in the flow: every step by name, the current one marked in words
 * (aria-current and "current step"), earlier ones reachable again.
 */
export function StepIndicator({ steps, current, onGoTo }: { steps: StepInfo[]; current: number; onGoTo: (index: number) => void }) {
  return (
    <nav aria-label="Steps" className="mb-6">
      <ol className="flex flex-wrap gap-x-2 gap-y-2 text-sm">
        {steps.map((step, index) => {
          const state = index < current ? "done" : index === current ? "current" : "later";
          const content = (
            <>
              <span
                aria-hidden="true"
                className={cn(
                  "flex h-6 w-6 shrink-0 items-center justify-center rounded-full text-xs font-semibold",
                  state === "current" ? "bg-indigo-600 text-white" : state === "done" ? "bg-indigo-100 text-indigo-800" : "bg-slate-200 text-slate-600",
                )}
              >
                {state === "done" ? "✓" : index + 1}
              </span>
              <span className={cn(state === "current" ? "font-semibold text-slate-900" : "text-slate-600", state !== "current" && "sr-only sm:not-sr-only")}>
                {step.title}
              </span>
              <span className="sr-only">
                {state === "done" ? " (done)" : state === "current" ? " (current step)" : ""}
              </span>
            </>
          );
          return (
            <li key={step.title} className="flex items-center gap-2">
              {state === "done" ? (
                <button type="button" onClick={() => onGoTo(index)} className="flex min-h-10 items-center gap-2 rounded-md px-1 hover:underline">
                  {content}
                </button>
              ) : (
                <span aria-current={state === "current" ? "step" : undefined} className="flex min-h-10 items-center gap-2 px-1">
                  {content}
                </span>
              )}
              {index < steps.length - 1 && (
                <span aria-hidden="true" className="text-slate-300">
                  ›
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
