import { describe, expect, it } from "vitest";
import { expectPlainWords } from "@/lib/wording/testing/expect-plain-words";
import type { AttentionReason } from "@/server/services/overview/needs-attention";
import { attentionMomentLabel, attentionText } from "./attention-text";

// Exhaustive: a new reason fails type checking until it is listed (and worded).
const EVERY_REASON: Record<AttentionReason, true> = { FINALIZATION_FAILED: true, DECLINED: true, EXPIRING: true, UNANSWERED_REMINDER: true };
const ATTENTION_REASONS = Object.keys(EVERY_REASON) as AttentionReason[];

describe("why a process needs the sender", () => {
  it("says it in plain words for every reason", () => {
    for (const reason of ATTENTION_REASONS) {
      expectPlainWords(attentionText({ reason, declinedBy: null, declineReason: null }), reason);
      expectPlainWords(attentionMomentLabel(reason), reason);
    }
  });

  it("names who declined and quotes their reason when they gave one", () => {
    expect(attentionText({ reason: "DECLINED", declinedBy: "Dora", declineReason: "The rent is wrong" })).toBe("Dora declined to sign: “The rent is wrong”");
    expect(attentionText({ reason: "DECLINED", declinedBy: "Dora", declineReason: "  " })).toBe("Dora declined to sign.");
    expect(attentionText({ reason: "DECLINED", declinedBy: null, declineReason: null })).toBe("A signer declined to sign.");
  });

  it("names the signer who has not answered their reminders, and how many they had", () => {
    const item = { reason: "UNANSWERED_REMINDER" as const, declinedBy: null, declineReason: null, waitingSigner: "Ada" };
    expect(attentionText({ ...item, reminderCount: 1 })).toBe("Ada has not opened the document since the last reminder (one reminder so far). Perhaps contact them another way.");
    expect(attentionText({ ...item, reminderCount: 3 })).toContain("(3 reminders so far)");
  });
});
