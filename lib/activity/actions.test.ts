import { describe, expect, it } from "vitest";
import { readsAsPlainWords } from "../wording/plain-words";
import { ACTIVITY_ACTION_LABELS, ACTIVITY_ACTIONS, activityChangeWords, activitySentence } from "./actions";

describe("the activity log's words", () => {
  it.each(ACTIVITY_ACTIONS)("says %s as a sentence, with and without a subject's name", (action) => {
    for (const subjectName of ["CI deploy", null]) {
      const sentence = activitySentence({ action, actorName: "Ana Lima", subjectName });
      expect(sentence.startsWith("Ana Lima ")).toBe(true);
      expect(readsAsPlainWords(sentence), sentence).toBe(true);
    }
    expect(readsAsPlainWords(ACTIVITY_ACTION_LABELS[action])).toBe(true);
  });

  it("names the key in the sentence the issue asks for", () => {
    expect(activitySentence({ action: "apiKey.revoked", actorName: "Ana Lima", subjectName: "CI deploy" })).toBe("Ana Lima revoked the API key “CI deploy”");
  });

  it("says a change in words, never a stored value", () => {
    expect(activityChangeWords("role", { before: "MEMBER", after: "ADMIN" })).toBe("Role: Member → Admin");
    expect(activityChangeWords("enabled", { before: true, after: false })).toBe("Enabled: yes → no");
    expect(activityChangeWords("replyTo", { before: null, after: "office@example.test" })).toBe("Reply-to address: none → office@example.test");
    expect(activityChangeWords("defaultReminders", { before: null, after: { firstAfterHours: 24, everyHours: 48, max: 3 } })).toBe(
      "Automatic reminders: none → first after 24 hours, then every 48 hours, at most 3",
    );
    expect(activityChangeWords("defaultReminders", { before: { firstAfterHours: 1, everyHours: 1, max: 1 }, after: { firstAfterHours: 1, everyHours: 1, max: 0 } })).toBe(
      "Automatic reminders: once, after 1 hour → none",
    );
    expect(readsAsPlainWords(activityChangeWords("events", { before: ["signing.completed"], after: ["signing.completed", "signer.signed"] }))).toBe(true);
  });
});
