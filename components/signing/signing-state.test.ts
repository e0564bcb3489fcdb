import { describe, expect, it } from "vitest";
import { SignerApiError } from "./signer-client";
import { failureAction, initialSigningState, signingReducer, type SigningAction, type SigningState } from "./signing-state";

type Value = string | boolean | null;

const typed = { type: "TYPED", text: "Ada Lovelace" } as const;

function opened(codeVerified = true): SigningState<Value> {
  return initialSigningState<Value>({ values: { name: null, agree: false }, codeVerified });
}

function after(state: SigningState<Value>, ...actions: SigningAction<Value>[]): SigningState<Value> {
  return actions.reduce(signingReducer<Value>, state);
}

describe("the signing state shared by a PDF and a form", () => {
  it("opens with the values it is given, nothing changed, tried or on its way", () => {
    const state = initialSigningState<Value>({ values: { name: "Ada" }, signature: typed, codeVerified: false });
    expect(state).toEqual({
      values: { name: "Ada" },
      signature: typed,
      changed: false,
      tried: false,
      codeVerified: false,
      busy: null,
      refusals: [],
      refusedMessages: [],
      submitFailed: false,
      declineFailed: false,
      announcement: "",
      outcome: null,
    });
    expect(initialSigningState<Value>({ values: {}, codeVerified: true }).signature).toBeNull();
  });

  it("keeps a changed value, leaves the others, and counts as a change", () => {
    const start = opened();
    const state = after(start, { type: "valueChanged", key: "name", value: "Ada" });
    expect(state.values).toEqual({ name: "Ada", agree: false });
    expect(state.changed).toBe(true);
    expect(start.values).toEqual({ name: null, agree: false });
  });

  it("drops the server's refusal of a value once the signer changes that value, and only that one", () => {
    const refused = after(opened(), { type: "started", request: "submit" }, {
      type: "submitRefused",
      refusals: [
        { key: "name", reason: "is required" },
        { key: "agree", reason: "must be checked" },
      ],
      messages: ["The signature is missing"],
    });
    expect(refused.busy).toBeNull();
    const state = after(refused, { type: "valueChanged", key: "name", value: "Ada" });
    expect(state.refusals).toEqual([{ key: "agree", reason: "must be checked" }]);
    expect(state.refusedMessages).toEqual(["The signature is missing"]);
  });

  it("adopts a signature as a change", () => {
    const state = after(opened(), { type: "signatureAdopted", signature: typed });
    expect(state.signature).toEqual(typed);
    expect(state.changed).toBe(true);
  });

  it("remembers that the signer tried to sign, and what was last announced", () => {
    const state = after(opened(), { type: "attempted" }, { type: "announced", text: "Finish" });
    expect(state.tried).toBe(true);
    expect(state.announcement).toBe("Finish");
  });

  it("starts a submit afresh: earlier refusals and failures are gone while it is on its way", () => {
    const failedBefore = after(opened(), { type: "started", request: "submit" }, { type: "failed", request: "submit" });
    expect(failedBefore).toMatchObject({ busy: null, submitFailed: true });
    const refusedBefore = after(opened(), { type: "started", request: "submit" }, { type: "submitRefused", refusals: [{ key: "name", reason: "is required" }], messages: ["No"] });
    for (const before of [failedBefore, refusedBefore]) {
      expect(after(before, { type: "started", request: "submit" })).toMatchObject({ busy: "submit", refusals: [], refusedMessages: [], submitFailed: false });
    }
  });

  it("starts a decline without touching what a submit left on screen", () => {
    const refused = after(opened(), { type: "started", request: "submit" }, { type: "submitRefused", refusals: [], messages: ["No"] });
    const declining = after(refused, { type: "started", request: "decline" });
    expect(declining).toMatchObject({ busy: "decline", refusedMessages: ["No"], declineFailed: false });
    const failed = after(declining, { type: "failed", request: "decline" });
    expect(failed).toMatchObject({ busy: null, declineFailed: true, submitFailed: false });
    expect(after(failed, { type: "started", request: "decline" }).declineFailed).toBe(false);
  });

  it("asks for the text-message code again when the server wants it, and takes it once confirmed", () => {
    const state = after(opened(true), { type: "started", request: "submit" }, { type: "codeRequired" });
    expect(state).toMatchObject({ busy: null, codeVerified: false, submitFailed: false });
    expect(after(state, { type: "codeVerified" }).codeVerified).toBe(true);
  });

  it("only stops waiting when the page is out of date (the view is reloaded)", () => {
    const waiting = after(opened(), { type: "valueChanged", key: "name", value: "Ada" }, { type: "started", request: "decline" });
    expect(after(waiting, { type: "outdated" })).toEqual({ ...waiting, busy: null });
  });

  it("ends signed or declined, with nothing left unsaved", () => {
    const signed = after(opened(), { type: "valueChanged", key: "name", value: "Ada" }, { type: "started", request: "submit" }, { type: "finished", outcome: "signed" });
    expect(signed).toMatchObject({ busy: null, outcome: "signed", changed: false, values: { name: "Ada" } });
    const declined = after(opened(), { type: "started", request: "decline" }, { type: "finished", outcome: "declined" });
    expect(declined).toMatchObject({ busy: null, outcome: "declined" });
  });
});

describe("what a refused or failed request does to the signing state", () => {
  const refusal = (status: number, code: string | null, messages: string[] = []) => new SignerApiError(status, code, messages);

  it("asks for the code when the server says it is needed, for a submit and a decline", () => {
    expect(failureAction("submit", refusal(403, "OTP_REQUIRED"))).toEqual({ type: "codeRequired" });
    expect(failureAction("decline", refusal(403, "OTP_REQUIRED"))).toEqual({ type: "codeRequired" });
  });

  it("reloads when the process or the signer moved on elsewhere", () => {
    for (const code of ["PROCESS_NOT_ACTIVE", "SIGNER_NOT_READY", "INVALID_STATE", "SIGNING_LINK_INVALID"]) {
      expect(failureAction("submit", refusal(409, code))).toEqual({ type: "outdated" });
      expect(failureAction("decline", refusal(409, code))).toEqual({ type: "outdated" });
    }
  });

  it("shows a submit's validation messages, sorted by value when the page knows how", () => {
    const error = refusal(400, null, ["answers.q1 is required", "consent must be true"]);
    expect(failureAction("submit", error)).toEqual({ type: "submitRefused", refusals: [], messages: ["answers.q1 is required", "consent must be true"] });
    const sorted = failureAction("submit", error, (messages) => ({ refusals: [{ key: "q1", reason: "is required" }], messages: messages.slice(1) }));
    expect(sorted).toEqual({ type: "submitRefused", refusals: [{ key: "q1", reason: "is required" }], messages: ["consent must be true"] });
  });

  it("counts anything else as a failure: no messages, another status, no server, a decline's refusal", () => {
    expect(failureAction("submit", refusal(400, null, []))).toEqual({ type: "failed", request: "submit" });
    expect(failureAction("submit", refusal(500, "INTERNAL", ["boom"]))).toEqual({ type: "failed", request: "submit" });
    expect(failureAction("submit", refusal(0, null))).toEqual({ type: "failed", request: "submit" });
    expect(failureAction("submit", new TypeError("Failed to fetch"))).toEqual({ type: "failed", request: "submit" });
    expect(failureAction("decline", refusal(400, null, ["reason is too long"]))).toEqual({ type: "failed", request: "decline" });
  });
});
