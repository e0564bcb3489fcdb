import { describe, expect, it } from "vitest";
import { LANGUAGES } from "@/lib/languages";
import { AUDIT_EVENT_TYPES } from "@/lib/signing/audit-event-types";
import { expectPlainWords } from "@/lib/wording/testing/expect-plain-words";
import { certificateEventName } from "./certificate-event-names";

describe("certificate event names", () => {
  it.each(LANGUAGES)("names every event type in plain words (%s)", (language) => {
    for (const type of AUDIT_EVENT_TYPES) expectPlainWords(certificateEventName(language, type), type);
  });

  it("names an unknown event type without showing its code", () => {
    expect(certificateEventName("de", "process.archived")).toBe("Sonstiges Ereignis");
  });
});
