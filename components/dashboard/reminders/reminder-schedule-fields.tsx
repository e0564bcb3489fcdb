"use client";

import { useId } from "react";
import { Input, Select } from "@/components/ui/input";
import { reminderScheduleSchema, type ReminderSchedule } from "@/lib/schemas/reminders";

/** What a new schedule starts with: after two days, then every two days, three at most. */
export const DEFAULT_REMINDER_SCHEDULE: ReminderSchedule = { firstAfterHours: 48, everyHours: 48, max: 3 };

/** The numbers as typed, which may be half-written ("", "7.") until they are saved. */
export interface ReminderScheduleDraft {
  /** `inherit` (templates only): the organization's default. */
  mode: "on" | "off" | "inherit";
  firstAfterHours: string;
  everyHours: string;
  max: string;
}

/**
 * The fields for a stored schedule. With `inherit` (a template's draft), null means "the
 * organization's default" and `max: 0` means none; otherwise (the organization's own) null is none.
 */
export function reminderDraftOf(schedule: ReminderSchedule | null | undefined, { inherit = false } = {}): ReminderScheduleDraft {
  const shown = schedule && schedule.max > 0 ? schedule : DEFAULT_REMINDER_SCHEDULE;
  const mode = schedule && schedule.max > 0 ? "on" : !schedule && inherit ? "inherit" : "off";
  return { mode, firstAfterHours: String(shown.firstAfterHours), everyHours: String(shown.everyHours), max: String(shown.max) };
}

/** What a draft stores (see reminderDraftOf), or the sentences that say what to fix. */
export function parseReminderDraft(draft: ReminderScheduleDraft, { inherit = false } = {}): { schedule: ReminderSchedule | null; problems: string[] } {
  if (draft.mode === "inherit") return { schedule: null, problems: [] };
  if (draft.mode === "off") return { schedule: inherit ? { ...DEFAULT_REMINDER_SCHEDULE, max: 0 } : null, problems: [] };
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
  inherit = false,
}: {
  value: ReminderScheduleDraft;
  onChange: (next: ReminderScheduleDraft) => void;
  disabled?: boolean;
  problems: string[];
  /** Offer "the organization's default" (a template's draft). */
  inherit?: boolean;
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
          disabled={disabled || value.mode !== "on"}
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
      {inherit ? (
        <label className="flex flex-col gap-1 text-sm" htmlFor={`${id}-mode`}>
          <span className="font-medium text-slate-800">Reminders</span>
          <Select
            id={`${id}-mode`}
            className="max-w-sm"
            value={value.mode}
            disabled={disabled}
            onChange={(event) => onChange({ ...value, mode: event.target.value as ReminderScheduleDraft["mode"] })}
          >
            <option value="inherit">As in the organization&apos;s settings</option>
            <option value="off">No automatic reminders</option>
            <option value="on">This schedule</option>
          </Select>
        </label>
      ) : (
        <label className="flex items-center gap-3 text-sm">
          <input
            type="checkbox"
            className="h-5 w-5 shrink-0 accent-indigo-600"
            checked={value.mode === "on"}
            disabled={disabled}
            onChange={(event) => onChange({ ...value, mode: event.target.checked ? "on" : "off" })}
          />
          <span className="font-medium text-slate-800">Remind signers automatically by email</span>
        </label>
      )}
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
