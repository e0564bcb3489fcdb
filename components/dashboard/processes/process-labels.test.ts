import { describe, expect, it } from "vitest";
import { isActive, SIGNER_STATUS_LABELS, signerProgress, signerStatusLabel } from "./process-labels";

describe("signer progress", () => {
  it("counts the signers who have signed out of all of them", () => {
    expect(signerProgress([{ status: "COMPLETED" }, { status: "READY" }])).toBe("1 of 2 signed");
    expect(signerProgress([{ status: "PENDING" }])).toBe("0 of 1 signed");
    expect(signerProgress([{ status: "COMPLETED" }, { status: "COMPLETED" }, { status: "DECLINED" }])).toBe("2 of 3 signed");
  });

  it("calls a process active only while signers can still act", () => {
    expect(isActive("SENT")).toBe(true);
    expect(isActive("IN_PROGRESS")).toBe(true);
    expect(isActive("COMPLETED")).toBe(false);
    expect(isActive("VOIDED")).toBe(false);
  });
});

describe("a signer's status in words", () => {
  it("says whose turn it is while the process runs", () => {
    expect(signerStatusLabel("READY", "SENT")).toBe("Their turn");
    expect(signerStatusLabel("PENDING", "IN_PROGRESS")).toBe("Waiting for their turn");
    expect(signerStatusLabel("COMPLETED", "IN_PROGRESS")).toBe("Signed");
  });

  it("says who did not sign once the process is over", () => {
    expect(signerStatusLabel("READY", "VOIDED")).toBe("Did not sign");
    expect(signerStatusLabel("PENDING", "DECLINED")).toBe("Did not sign");
    expect(signerStatusLabel("COMPLETED", "VOIDED")).toBe("Signed");
    expect(signerStatusLabel("DECLINED", "DECLINED")).toBe("Declined");
  });

  it("never says a voided, declined or expired process is waiting for anyone", () => {
    for (const processStatus of ["VOIDED", "DECLINED", "EXPIRED"] as const) {
      for (const status of Object.keys(SIGNER_STATUS_LABELS) as (keyof typeof SIGNER_STATUS_LABELS)[]) {
        expect(signerStatusLabel(status, processStatus)).not.toMatch(/waiting|their turn/i);
      }
    }
  });
});
