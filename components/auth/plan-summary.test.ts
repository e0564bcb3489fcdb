import { describe, expect, it } from "vitest";
import { expectPlainWords } from "@/lib/wording/testing/expect-plain-words";
import { PLANS } from "@/lib/plans";
import { planSummary } from "./plan-summary";

describe("planSummary", () => {
  it("says what each plan allows in plain words", () => {
    expect(planSummary("FREE")).toBe("10 signing processes a month, 3 templates, 100 MB of storage, no text-message codes or webhooks.");
    expect(planSummary("ENTERPRISE")).toMatch(/^100,000 signing processes a month, 10,000 templates, .* of storage, text-message codes and webhooks\.$/);
    for (const plan of PLANS) expectPlainWords(planSummary(plan), plan);
  });
});
