import { describe, expect, it } from "vitest";
import { expectPlainWords } from "@/lib/wording/testing/expect-plain-words";
import { attentionMomentLabel, attentionText } from "./attention-text";

describe("why a process needs the sender", () => {
  it("says it in plain words for every reason", () => {
    for (const reason of ["FINALIZATION_FAILED", "DECLINED", "EXPIRING"] as const) {
      expectPlainWords(attentionText({ reason, declinedBy: null, declineReason: null }), reason);
      expectPlainWords(attentionMomentLabel(reason), reason);
    }
  });

  it("names who declined and quotes their reason when they gave one", () => {
    expect(attentionText({ reason: "DECLINED", declinedBy: "Dora", declineReason: "The rent is wrong" })).toBe("Dora declined to sign: “The rent is wrong”");
    expect(attentionText({ reason: "DECLINED", declinedBy: "Dora", declineReason: "  " })).toBe("Dora declined to sign.");
    expect(attentionText({ reason: "DECLINED", declinedBy: null, declineReason: null })).toBe("A signer declined to sign.");
  });
});
