import { describe, expect, it } from "vitest";
import { codeDigits, codeReducer, initialCodeState, type CodeAction, type CodeState } from "./code-state";

function after(state: CodeState, ...actions: CodeAction[]): CodeState {
  return actions.reduce(codeReducer, state);
}

const sent = after(initialCodeState, { type: "requested" }, { type: "sent", sentTo: "+49 ••• 12", pause: 30, notice: "Code sent" });

describe("the text-message code step", () => {
  it("starts with nothing sent, typed or on its way", () => {
    expect(initialCodeState).toEqual({ sentTo: null, code: "", busy: null, notice: null, pause: 0 });
  });

  it("clears the last notice while a code is asked for, then says where it went and pauses a resend", () => {
    const failed = after(initialCodeState, { type: "requested" }, { type: "sendFailed", notice: "No text could be sent" });
    expect(failed).toMatchObject({ busy: null, sentTo: null, notice: { tone: "error", text: "No text could be sent" } });
    expect(after(failed, { type: "requested" })).toMatchObject({ busy: "send", notice: null });
    expect(sent).toEqual({ sentTo: "+49 ••• 12", code: "", busy: null, pause: 30, notice: { tone: "info", text: "Code sent" } });
  });

  it("keeps only six digits of what is typed or pasted", () => {
    expect(codeDigits("12 34-56789")).toBe("123456");
    expect(after(sent, { type: "typed", code: "1a2b3" }).code).toBe("123");
  });

  it("empties the box when a new code is sent", () => {
    expect(after(sent, { type: "typed", code: "111111" }, { type: "requested" }, { type: "sent", sentTo: "+49 ••• 12", pause: 30, notice: "Sent again" }).code).toBe("");
  });

  it("keeps a malformed code in the box to be corrected, but empties it after the server refused it", () => {
    const typed = after(sent, { type: "typed", code: "123" });
    expect(after(typed, { type: "malformed", notice: "Six digits" })).toMatchObject({ code: "123", notice: { tone: "error", text: "Six digits" } });
    const checking = after(sent, { type: "typed", code: "123456" }, { type: "checking" });
    expect(checking).toMatchObject({ busy: "verify", notice: null, code: "123456" });
    expect(after(checking, { type: "wrong", notice: "Wrong code, 2 tries left" })).toMatchObject({ busy: null, code: "", notice: { tone: "error", text: "Wrong code, 2 tries left" } });
  });

  it("stops waiting once the code is confirmed", () => {
    expect(after(sent, { type: "typed", code: "123456" }, { type: "checking" }, { type: "verified" }).busy).toBeNull();
  });

  it("counts the resend pause down to zero and no further", () => {
    expect(after(sent, { type: "tick" }).pause).toBe(29);
    expect(after(initialCodeState, { type: "tick" }).pause).toBe(0);
  });
});
