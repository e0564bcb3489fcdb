import { describe, expect, it } from "vitest";
import { expectPlainWords } from "@/lib/wording/testing/expect-plain-words";
import { remindAgainText, reminderSentText } from "./remind-wording";

describe("the Remind dialog's result", () => {
  it("names the signer, and when they can be reminded again in whole minutes", () => {
    expect(reminderSentText("Ada")).toBe("Reminder sent to Ada.");
    expect(remindAgainText("Ada", 42 * 60)).toBe("You can remind Ada again in 42 minutes.");
    expect(remindAgainText("Ada", 41 * 60 + 1)).toBe("You can remind Ada again in 42 minutes.");
    expect(remindAgainText("Ada", 30)).toBe("You can remind Ada again in 1 minute.");
    expectPlainWords(remindAgainText("Ada", 3600), "too soon");
  });
});
