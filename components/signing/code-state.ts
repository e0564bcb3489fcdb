/**
 * The text-message code step (otp-step.tsx) as plain transitions: a code asked for and sent,
 * typed in, checked, refused. Whether the code is confirmed belongs to the page around it
 * (signing-state.ts, the identity screen); this is only the step's own state.
 */

export type CodeNotice = { tone: "error" | "success" | "info"; text: string } | null;

export interface CodeState {
  /** The number the last code went to; null until one was sent. */
  sentTo: string | null;
  code: string;
  busy: "send" | "verify" | null;
  notice: CodeNotice;
  /** Seconds until another code may be asked for. */
  pause: number;
}

export type CodeAction =
  | { type: "typed"; code: string }
  | { type: "requested" }
  | { type: "sent"; sentTo: string; pause: number; notice: string }
  | { type: "sendFailed"; notice: string }
  /** What was typed is not six digits: said at once, without asking the server. */
  | { type: "malformed"; notice: string }
  | { type: "checking" }
  /** The server refused the code (wrong, expired, too many tries): the box empties for the next one. */
  | { type: "wrong"; notice: string }
  | { type: "verified" }
  | { type: "tick" };

export const initialCodeState: CodeState = { sentTo: null, code: "", busy: null, notice: null, pause: 0 };

/** Only digits, at most six: what the code box keeps of what was typed or pasted. */
export function codeDigits(typed: string): string {
  return typed.replace(/\D/g, "").slice(0, 6);
}

export function codeReducer(state: CodeState, action: CodeAction): CodeState {
  switch (action.type) {
    case "typed":
      return { ...state, code: codeDigits(action.code) };
    case "requested":
      return { ...state, busy: "send", notice: null };
    case "sent":
      return { ...state, busy: null, sentTo: action.sentTo, code: "", pause: action.pause, notice: { tone: "info", text: action.notice } };
    case "sendFailed":
    case "malformed":
      return { ...state, busy: null, notice: { tone: "error", text: action.notice } };
    case "checking":
      return { ...state, busy: "verify", notice: null };
    case "wrong":
      return { ...state, busy: null, code: "", notice: { tone: "error", text: action.notice } };
    case "verified":
      return { ...state, busy: null };
    case "tick":
      return { ...state, pause: Math.max(0, state.pause - 1) };
  }
}
