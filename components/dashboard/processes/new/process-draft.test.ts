import { describe, expect, it } from "vitest";
import type { DraftField } from "../field-editor/field-editor-state";
import {
  defaultExpiry,
  draftIssues,
  emptySigner,
  issuesOfStep,
  issueText,
  localInputToIso,
  printedTexts,
  toCreateInput,
  toLocalInputValue,
  type ProcessDraft,
} from "./process-draft";

const ASSET = "3f1c1d2e-9a4b-4c1d-8e2f-0a1b2c3d4e5f";

function draft(overrides: Partial<ProcessDraft> = {}): ProcessDraft {
  return {
    sourcePdfAssetId: ASSET,
    subject: "  Lease  ",
    message: "",
    expiresAtLocal: defaultExpiry(),
    dispatchMode: "EMAIL",
    authPolicy: "SES_LINK_ONLY",
    signers: [
      emptySigner("a", { name: "Ada", email: "ada@example.test", locale: "de" }),
      emptySigner("b", { name: "Bob", email: "bob@example.test", roleLabel: "Landlord" }),
    ],
    currentUser: emptySigner("me", { name: "Erika", email: "erika@example.test" }),
    observers: [],
    ...overrides,
  };
}

const field = (signerKey: string): DraftField => ({
  id: `f-${signerKey}`,
  type: "SIGNATURE",
  label: " Sign here ",
  required: true,
  signerKey,
  page: 0,
  x: 10,
  y: 20,
  w: 100,
  h: 40,
});

describe("a process draft", () => {
  it("becomes the create schema's input: trimmed, numbered in order, empty values left out", () => {
    const input = toCreateInput(draft(), [field("b"), field("a")], "DE");
    expect(input).toMatchObject({
      subject: "Lease",
      message: undefined,
      signers: [
        { signOrder: 1, name: "Ada", email: "ada@example.test", phoneE164: undefined, roleLabel: undefined, locale: "de" },
        { signOrder: 2, name: "Bob", roleLabel: "Landlord", locale: undefined },
      ],
      fields: [
        { assignedSignerSignOrder: 2, label: "Sign here" },
        { assignedSignerSignOrder: 1, label: "Sign here" },
      ],
    });
    expect(draftIssues(draft(), [field("a")], "DE").size).toBe(0);
  });

  it("passes a date-of-signing field on as such, not required of the signer", () => {
    const signedOn = { ...field("a"), type: "DATE" as const, label: "", autofill: "SIGNING_DATE" as const, required: true };
    expect(toCreateInput(draft(), [signedOn], "DE").fields).toEqual([expect.objectContaining({ type: "DATE", label: "", autofill: "SIGNING_DATE", required: false })]);
    expect(toCreateInput(draft(), [field("a")], "DE").fields![0]).not.toHaveProperty("autofill");
  });

  it("keeps fields with their signer when the signers are reordered", () => {
    const reordered = draft();
    reordered.signers.reverse();
    expect(toCreateInput(reordered, [field("a")], "DE").fields![0]!.assignedSignerSignOrder).toBe(2);
  });

  it("asks only the signed-in user, without an SMS code, under CURRENT_USER", () => {
    const input = toCreateInput(draft({ dispatchMode: "CURRENT_USER", authPolicy: "AES_OTP" }), [field("a"), field("me")], "DE");
    expect(input.signers).toEqual([{ signOrder: 1, name: "Erika", email: "erika@example.test" }]);
    expect(input.authPolicy).toBe("SES_LINK_ONLY");
    expect(input.fields!.map((f) => f.assignedSignerSignOrder)).toEqual([1, 1]);
  });

  it("names each broken rule by its path, and each step sees only its own", () => {
    const broken = draft({ subject: " ", expiresAtLocal: "" });
    broken.signers[1]!.email = "not an email";
    const issues = draftIssues(broken, [], "DE");
    expect([...issuesOfStep(issues, "details").keys()].sort()).toEqual(["expiresAt", "subject"]);
    expect(issueText(issues, "subject", "Subject")).toBe("Subject is required");
    expect(issueText(issues, "expiresAt", "Expires")).toBe("Expires is required");
    const signers = issuesOfStep(issues, "signers");
    expect(issueText(signers, "signers.1.email", "Email")).toBe("Email must be a valid email address");
    expect(issuesOfStep(issues, "document").size).toBe(0);
  });

  it("sends the people to copy, leaving out rows left empty, and checks them on the signers step", () => {
    const withCopies = draft({
      observers: [
        { key: "observer-1", name: "", email: "" },
        { key: "observer-2", name: "Olga", email: "olga@example" },
        { key: "observer-3", name: " Luis ", email: "luis@example.test" },
      ],
    });
    expect(toCreateInput(withCopies, [], "DE").observers).toEqual([
      { name: "Olga", email: "olga@example" },
      { name: "Luis", email: "luis@example.test" },
    ]);
    const issues = issuesOfStep(draftIssues(withCopies, [], "DE"), "signers");
    expect(issueText(issues, "observers.0.email", "Email")).toBe("Email must be a valid email address");
  });

  it("asks every external signer for a mobile number under AES_OTP, even while the expiry is empty", () => {
    const issues = draftIssues(draft({ authPolicy: "AES_OTP", expiresAtLocal: "" }), [], "DE");
    expect(issueText(issues, "signers.0.phoneE164", "Mobile number")).toBe("Mobile number is required: the SMS code is sent to it");
    expect(issues.has("signers.1.phoneE164")).toBe(true);
  });

  it("asks for an email under EMAIL in words, not the schema's enum names", () => {
    const noEmail = draft();
    noEmail.signers[0]!.email = "";
    expect(issueText(draftIssues(noEmail, [], "DE"), "signers.0.email", "Email")).toBe("Email is required: the invitation is sent to it");
  });

  it("takes mobile numbers as people type them, in the organization's country", () => {
    const typed = draft({ authPolicy: "AES_OTP" });
    typed.signers[0]!.phoneE164 = "0151 2345 6789";
    typed.signers[1]!.phoneE164 = "+1 (415) 555-0100";
    expect(toCreateInput(typed, [field("a")], "DE").signers.map((signer) => signer.phoneE164)).toEqual(["+4915123456789", "+14155550100"]);
    expect(draftIssues(typed, [field("a")], "DE").size).toBe(0);
    typed.signers[0]!.phoneE164 = "0151";
    expect(issueText(draftIssues(typed, [field("a")], "DE"), "signers.0.phoneE164", "Mobile number")).toBe(
      "Mobile number is not a valid phone number. A number from another country starts with + and its country code.",
    );
  });

  it("refuses an expiry in the past", () => {
    const issues = draftIssues(draft({ expiresAtLocal: "2001-01-01T10:00" }), [], "DE");
    expect(issueText(issues, "expiresAt", "Expires")).toBe("Expires must be in the future");
  });
});

describe("the texts the certificate prints", () => {
  it("are the subject and each signer's name and role, keyed as the wizard's fields are", () => {
    expect(printedTexts(draft()).map(({ key, text }) => [key, text])).toEqual([
      ["subject", "  Lease  "],
      ["signers.0.name", "Ada"],
      ["signers.0.roleLabel", ""],
      ["signers.1.name", "Bob"],
      ["signers.1.roleLabel", "Landlord"],
    ]);
    expect(printedTexts(draft({ dispatchMode: "CURRENT_USER" })).map((text) => text.label)).toEqual(["Subject", "Signer 1’s name", "Signer 1’s role"]);
  });
});

describe("datetime-local values", () => {
  it("round-trip through the reader's own time zone to the minute", () => {
    const moment = new Date(2031, 4, 6, 7, 8, 30);
    expect(toLocalInputValue(moment)).toBe("2031-05-06T07:08");
    expect(localInputToIso("2031-05-06T07:08")).toBe(new Date(2031, 4, 6, 7, 8).toISOString());
    expect(localInputToIso("")).toBeUndefined();
    expect(localInputToIso("soon")).toBeUndefined();
  });

  it("default to two weeks ahead", () => {
    expect(defaultExpiry(new Date(2030, 0, 1, 9, 0))).toBe("2030-01-15T09:00");
  });
});
