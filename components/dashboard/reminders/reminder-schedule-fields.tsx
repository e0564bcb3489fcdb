"use client";

import { useId } from "react";
import { Input } from "@/components/ui/input";
import { reminderScheduleSchema, type ReminderSchedule } from "@/lib/schemas/reminders";

/** What a new schedule starts with: after two days, then every two days, three at most. */
export const DEFAULT_REMINDER_SCHEDULE: ReminderSchedule = { firstAfterHours: 48, everyHours: 48, max: 3 };

/** The numbers as typed, which may be half-written ("", "7.") until they are saved. */
export interface ReminderScheduleDraft {
  enabled: boolean;
  firstAfterHours: string;
  everyHours: string;
  max: string;
}

export function reminderDraftOf(schedule: ReminderSchedule | null | undefined): ReminderScheduleDraft {
  const shown = schedule ?? DEFAULT_REMINDER_SCHEDULE;
  return { enabled: Boolean(schedule && schedule.max > 0), firstAfterHours: String(shown.firstAfterHours), everyHours: String(shown.everyHours), max: String(shown.max) };
}

/** The schedule a draft stands for (null: no reminders), or the sentences that say what to fix. */
export function parseReminderDraft(draft: ReminderScheduleDraft): { schedule: ReminderSchedule | null; problems: string[] } {
  if (!draft.enabled) return { schedule: null, problems: [] };
  const parsed = reminderScheduleSchema.safeParse({ firstAfterHours: Number(draft.firstAfterHours), everyHours: Number(draft.everyHours), max: Number(draft.max) });
  if (parsed.success) return { schedule: parsed.data, problems: [] };
  const labels: Record<string, string> = { firstAfterHours: "First reminder after", everyHours: "Then every", max: "At most" };
  return {
    schedule: null,
    problems: parsed.error.issues.map((issue) => {
      const field = String(issue.path[0] ?? "");
      const range = field === "max" ? "a whole number from 0 to 10" : "a whole number of hours from 1 to 720";
      return `${labels[field] ?? "The schedule"} must be ${range}.`;
    }),
  };
}

/**
 * "Remind signers automatically" and its three numbers: when the first reminder goes after a
 * signer's turn begins, how often after that, and how many at most. Used by Settings and the
 * template editor.
 */
export function ReminderScheduleFields({
  value,
  onChange,
  disabled,
  problems,
}: {
  value: ReminderScheduleDraft;
  onChange: (next: ReminderScheduleDraft) => void;
  disabled?: boolean;
  problems: string[];
}) {
  const id = useId();
  const problemsId = `${id}-problems`;
  const number = (field: "firstAfterHours" | "everyHours" | "max", label: string, unit: string, max: number) => (
    <label className="flex flex-col gap-1 text-sm" htmlFor={`${id}-${field}`}>
      <span className="font-medium text-slate-800">{label}</span>
      <span className="flex items-center gap-2">
        <Input
          id={`${id}-${field}`}
          type="number"
          inputMode="numeric"
          min={field === "max" ? 0 : 1}
          max={max}
          step={1}
          className="w-24"
          disabled={disabled || !value.enabled}
          value={value[field]}
          aria-describedby={problems.length ? problemsId : undefined}
          aria-invalid={problems.length > 0 || undefined}
          onChange={(event) => onChange({ ...value, [field]: event.target.value })}
        />
        <span className="text-slate-600">{unit}</span>
      </span>
    </label>
  );
  return (
    <fieldset className="space-y-3">
      <legend className="sr-only">Automatic reminders</legend>
      <label className="flex items-center gap-3 text-sm">
        <input
          type="checkbox"
          className="h-5 w-5 shrink-0 accent-indigo-600"
          checked={value.enabled}
          disabled={disabled}
          onChange={(event) => onChange({ ...value, enabled: event.target.checked })}
        />
        <span className="font-medium text-slate-800">Remind signers automatically by email</span>
      </label>
      <div className="flex flex-wrap gap-4">
        {number("firstAfterHours", "First reminder after", "hours", 720)}
        {number("everyHours", "Then every", "hours", 720)}
        {number("max", "At most", "reminders", 10)}
      </div>
      {problems.length > 0 && (
        <ul id={problemsId} role="alert" className="list-disc pl-5 text-sm text-red-700">
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
