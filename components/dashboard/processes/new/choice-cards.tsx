import type { ReactNode } from "react";
import { cn } from "@/lib/cn";

export interface Choice<Value extends string> {
  value: Value;
  title: string;
  description: ReactNode;
  /** Why it cannot be chosen; shown in words under the option. */
  unavailable?: string;
}

/** A radio group drawn as cards: each option's name and what it means, side by side on wide screens. */
export function ChoiceCards<Value extends string>({
  name,
  legend,
  choices,
  value,
  onChange,
  stacked = false,
}: {
  name: string;
  legend: string;
  choices: Choice<Value>[];
  value: Value;
  onChange: (value: Value) => void;
  /** One under the other, for a narrow page. */
  stacked?: boolean;
}) {
  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-800">{legend}</legend>
      <div className={cn("mt-2 grid gap-3", !stacked && (choices.length === 3 ? "md:grid-cols-3" : "md:grid-cols-2"))}>
        {choices.map((choice) => {
          const id = `${name}-${choice.value}`;
          return (
            <label
              key={choice.value}
              htmlFor={id}
              className={cn(
                "flex gap-3 rounded-md border p-3",
                choice.unavailable ? "cursor-not-allowed border-slate-200 bg-slate-50" : "cursor-pointer bg-white hover:border-slate-400",
                value === choice.value && !choice.unavailable ? "border-indigo-600 ring-2 ring-indigo-600" : "border-slate-200",
              )}
            >
              <input
                id={id}
                type="radio"
                name={name}
                value={choice.value}
                checked={value === choice.value}
                disabled={choice.unavailable !== undefined}
                aria-labelledby={`${id}-title`}
                aria-describedby={`${id}-description`}
                onChange={() => onChange(choice.value)}
                className="mt-0.5 h-4 w-4 shrink-0 accent-indigo-600"
              />
              <span className="min-w-0">
                <span id={`${id}-title`} className={cn("block text-sm font-medium", choice.unavailable ? "text-slate-500" : "text-slate-900")}>
                  {choice.title}
                </span>
                <span id={`${id}-description`} className="mt-0.5 block text-xs text-slate-600">
                  {choice.description}
                  {choice.unavailable && <span className="mt-1 block font-medium text-slate-700">{choice.unavailable}</span>}
                </span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
