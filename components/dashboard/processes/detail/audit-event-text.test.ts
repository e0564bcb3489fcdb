import { describe, expect, it } from "vitest";
import { AUDIT_EVENT_TYPES } from "@/lib/signing/audit-event-types";
import { expectPlainWords } from "@/lib/wording/testing/expect-plain-words";
import { auditActorParts, auditEventText, type SignerNames } from "./audit-event-text";

const signers: SignerNames = { byId: new Map([["s1", "Ada Lovelace"]]), byOrder: new Map([[2, "Bob Builder"]]) };
const text = (type: string, details: Record<string, unknown> = {}) => auditEventText({ type, details }, signers);

describe("audit events in plain words", () => {
  it("names the signer from the event, its id or its place in the order", () => {
    expect(text("signer.invited", { name: "Zoë", channel: "EMAIL" })).toBe("Zoë’s turn to sign: invitation emailed");
    expect(text("signer.opened", { signerId: "s1" })).toBe("Ada Lovelace opened the document");
    expect(text("signer.completed", { signOrder: 2 })).toBe("Bob Builder signed");
    expect(text("signer.completed", {})).toBe("A signer signed");
  });

  it("says how a turn began for each dispatch mode", () => {
    expect(text("signer.invited", { name: "Ada", channel: "KIOSK" })).toBe("Ada’s turn to sign at the kiosk");
    expect(text("signer.invited", { name: "Ada", channel: "CURRENT_USER" })).toBe("Ada’s turn to sign in the dashboard");
    expect(text("signer.invited", { name: "Ada" })).toBe("Ada’s turn to sign");
  });

  it("quotes reasons when there are any", () => {
    expect(text("process.voided", { reason: "Wrong tenant" })).toBe("Process voided: “Wrong tenant”");
    expect(text("process.voided", { reason: null })).toBe("Process voided");
    expect(text("signer.declined", { signerId: "s1", reason: "Typo" })).toBe("Ada Lovelace declined to sign: “Typo”");
  });

  it("words every event type the server records, with and without details", () => {
    for (const type of AUDIT_EVENT_TYPES) {
      expectPlainWords(text(type), type);
      expectPlainWords(text(type, { signerId: "s1", channel: "EMAIL", reason: "Typo", sentTo: "+49 ••• 42" }), type);
    }
  });

  it("says an unknown type happened without showing its code", () => {
    expect(text("process.archived")).toBe("Another event was recorded");
  });

  it("says who acted and how", () => {
    expect(auditActorParts({ kind: "USER", id: "u", name: "Erika" })).toEqual({ name: "Erika", how: "dashboard" });
    expect(auditActorParts({ kind: "API_KEY", id: "k", name: "CRM" })).toEqual({ name: "CRM", how: "API key" });
    expect(auditActorParts({ kind: "SYSTEM", id: null, name: null })).toEqual({ name: null, how: "System" });
  });
});
