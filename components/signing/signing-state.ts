/**
 * What a signer does on the page, for a PDF and a form alike: values typed in, a signature
 * adopted, the text-message code confirmed, a submit or a decline sent and answered. One
 * reducer of plain transitions, so both workspaces behave the same and the rules are tested
 * without a browser; what only one of them has (a PDF's pages and guided path, a form's
 * visible blocks) stays in that workspace. `V` is one value: a field's for a PDF, an answer
 * for a form, keyed by field or block id.
 */
import { isStaleStateError, SignerApiError, type AdoptedSignature } from "./signer-client";

/** The server's refusal of one value, shown beside it until the signer changes it. */
export interface Refusal {
  key: string;
  /** The sentence after the value's name, e.g. "is required". */
  reason: string;
}

export type SigningRequest = "submit" | "decline";
export type SigningOutcomeKind = "signed" | "declined";

export interface SigningState<V> {
  values: Readonly<Record<string, V>>;
  signature: AdoptedSignature | null;
  /** The signer changed something since the page opened, and has not signed or declined yet. */
  changed: boolean;
  /** The signer tried to sign at least once: from then on the page points at what is missing. */
  tried: boolean;
  /** The text-message code is confirmed in this browser (or not needed). */
  codeVerified: boolean;
  /** A request on its way; the page waits for its answer. */
  busy: SigningRequest | null;
  /** The last submit's refusals of single values, and those that name no value. */
  refusals: Refusal[];
  refusedMessages: string[];
  /** The last submit did not reach the server, or it failed there. */
  submitFailed: boolean;
  declineFailed: boolean;
  /** The sentence for screen readers after the last thing that happened. */
  announcement: string;
  outcome: SigningOutcomeKind | null;
}

export type SigningAction<V> =
  | { type: "valueChanged"; key: string; value: V }
  | { type: "signatureAdopted"; signature: AdoptedSignature }
  | { type: "attempted" }
  | { type: "announced"; text: string }
  | { type: "codeVerified" }
  | { type: "started"; request: SigningRequest }
  /** The server wants the text-message code first (it expired, or another tab used it). */
  | { type: "codeRequired" }
  /** The process or the signer moved on elsewhere; the page reloads the view. */
  | { type: "outdated" }
  | { type: "submitRefused"; refusals: Refusal[]; messages: string[] }
  | { type: "failed"; request: SigningRequest }
  | { type: "finished"; outcome: SigningOutcomeKind };

export interface SigningStart<V> {
  values: Record<string, V>;
  signature?: AdoptedSignature | null;
  codeVerified: boolean;
}

/** How a refused submit's messages split into those about one value and the rest. */
export type SortRefusals = (messages: string[]) => { refusals: Refusal[]; messages: string[] };

export function initialSigningState<V>(start: SigningStart<V>): SigningState<V> {
  return {
    values: start.values,
    signature: start.signature ?? null,
    changed: false,
    tried: false,
    codeVerified: start.codeVerified,
    busy: null,
    refusals: [],
    refusedMessages: [],
    submitFailed: false,
    declineFailed: false,
    announcement: "",
    outcome: null,
  };
}

export function signingReducer<V>(state: SigningState<V>, action: SigningAction<V>): SigningState<V> {
  switch (action.type) {
    case "valueChanged":
      return {
        ...state,
        values: { ...state.values, [action.key]: action.value },
        // The server's word on this value no longer applies to what is there now.
        refusals: state.refusals.filter((refusal) => refusal.key !== action.key),
        changed: true,
      };
    case "signatureAdopted":
      return { ...state, signature: action.signature, changed: true };
    case "attempted":
      return { ...state, tried: true };
    case "announced":
      return { ...state, announcement: action.text };
    case "codeVerified":
      return { ...state, codeVerified: true };
    case "started":
      return action.request === "submit"
        ? { ...state, busy: "submit", refusals: [], refusedMessages: [], submitFailed: false }
        : { ...state, busy: "decline", declineFailed: false };
    case "codeRequired":
      return { ...state, busy: null, codeVerified: false };
    case "outdated":
      return { ...state, busy: null };
    case "submitRefused":
      return { ...state, busy: null, refusals: action.refusals, refusedMessages: action.messages };
    case "failed":
      return action.request === "submit" ? { ...state, busy: null, submitFailed: true } : { ...state, busy: null, declineFailed: true };
    case "finished":
      return { ...state, busy: null, outcome: action.outcome, changed: false };
  }
}

/**
 * The transition for a request the server did not carry out: the code asked for again, a reload
 * when the page is out of date, the refusals of a submit's values (`sortRefusals` tells which
 * belong to a value on the page), or a failure the page shows as such.
 */
export function failureAction<V>(
  request: SigningRequest,
  error: unknown,
  sortRefusals: SortRefusals = (messages) => ({ refusals: [], messages }),
): SigningAction<V> {
  if (error instanceof SignerApiError && error.code === "OTP_REQUIRED") return { type: "codeRequired" };
  if (isStaleStateError(error)) return { type: "outdated" };
  if (request === "submit" && error instanceof SignerApiError && error.status === 400 && error.messages.length > 0) {
    return { type: "submitRefused", ...sortRefusals(error.messages) };
  }
  return { type: "failed", request };
}
