import { describe, expect, it } from "vitest";
import type { SignerSlotRecord } from "@/server/services/signing/signing-process-record";
import { waitingOn } from "./waiting-on";

const SENT = "2026-11-20T09:00:00.000Z";

function slot(signOrder: number, name: string, status: SignerSlotRecord["status"], times: Partial<SignerSlotRecord> = {}): SignerSlotRecord {
  return {
    id: name,
    signOrder,
    roleLabel: null,
    name,
    email: null,
    phoneE164: null,
    locale: "en",
    status,
    invitedAt: null,
    openedAt: null,
    completedAt: null,
    declinedAt: null,
    reminderCount: 0,
    lastRemindedAt: null,
    declineReason: null,
    ...times,
  };
}

describe("who a process waits for, and since when", () => {
  it("the invited signer, since the invitation", () => {
    const process = { status: "SENT" as const, sentAt: SENT, signerSlots: [slot(1, "Zoë", "READY", { invitedAt: "2026-11-21T10:00:00.000Z" }), slot(2, "Tōkyō", "PENDING")] };
    expect(waitingOn(process)).toEqual({ names: ["Zoë"], since: "2026-11-21T10:00:00.000Z" });
  });

  it("a signer with no invitation (kiosk) since the one before them finished", () => {
    const process = {
      status: "IN_PROGRESS" as const,
      sentAt: SENT,
      signerSlots: [slot(1, "Zoë", "COMPLETED", { completedAt: "2026-11-22T08:00:00.000Z" }), slot(2, "Tōkyō", "OPENED")],
    };
    expect(waitingOn(process)).toEqual({ names: ["Tōkyō"], since: "2026-11-22T08:00:00.000Z" });
  });

  it("the first signer with no invitation since the process was sent; signers sharing a turn together", () => {
    expect(waitingOn({ status: "SENT", sentAt: SENT, signerSlots: [slot(1, "A", "READY"), slot(1, "B", "READY")] })).toEqual({ names: ["A", "B"], since: SENT });
  });

  it("nobody once no one can act", () => {
    expect(waitingOn({ status: "EXPIRED", sentAt: SENT, signerSlots: [slot(1, "A", "COMPLETED"), slot(2, "B", "EXPIRED")] })).toBeNull();
  });

  it("nobody for a voided, declined or expired process, whatever its signers' slots still say", () => {
    const signerSlots = [slot(1, "A", "COMPLETED"), slot(2, "B", "OPENED", { invitedAt: SENT }), slot(3, "C", "PENDING")];
    expect(waitingOn({ status: "IN_PROGRESS", sentAt: SENT, signerSlots })).not.toBeNull();
    for (const status of ["VOIDED", "DECLINED", "EXPIRED"] as const) expect(waitingOn({ status, sentAt: SENT, signerSlots })).toBeNull();
  });
});
