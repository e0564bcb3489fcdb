import { describe, expect, it } from "vitest";
import { expectPlainWords } from "@/lib/wording/testing/expect-plain-words";
import { parseReminderDraft, reminderDraftOf } from "./reminder-schedule-fields";

describe("the reminder schedule as typed", () => {
  it("reads a schedule back, and none when switched off or never set", () => {
    const schedule = { firstAfterHours: 24, everyHours: 48, max: 3 };
    expect(parseReminderDraft(reminderDraftOf(schedule))).toEqual({ schedule, problems: [] });
    expect(reminderDraftOf(null).mode).toBe("off");
    expect(parseReminderDraft({ ...reminderDraftOf(schedule), mode: "off" })).toEqual({ schedule: null, problems: [] });
  });

  it("keeps a template's three choices apart: the organization's default, none, a schedule", () => {
    expect(reminderDraftOf(null, { inherit: true }).mode).toBe("inherit");
    expect(reminderDraftOf({ firstAfterHours: 48, everyHours: 48, max: 0 }, { inherit: true }).mode).toBe("off");
    expect(parseReminderDraft(reminderDraftOf(null, { inherit: true }), { inherit: true }).schedule).toBeNull();
    expect(parseReminderDraft({ ...reminderDraftOf(null, { inherit: true }), mode: "off" }, { inherit: true }).schedule).toMatchObject({ max: 0 });
  });

  it("says in plain words which number to fix", () => {
    const { schedule, problems } = parseReminderDraft({ mode: "on", firstAfterHours: "0", everyHours: "1.5", max: "11" });
    expect(schedule).toBeNull();
    expect(problems).toEqual([
      "First reminder after must be a whole number of hours from 1 to 720.",
      "Then every must be a whole number of hours from 1 to 720.",
      "At most must be a whole number from 0 to 10.",
    ]);
    for (const problem of problems) expectPlainWords(problem, "schedule");
    expect(parseReminderDraft({ mode: "on", firstAfterHours: "", everyHours: "24", max: "2" }).problems).toHaveLength(1);
  });
});
