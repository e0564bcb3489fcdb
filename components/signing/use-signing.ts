"use client";

import { useReducer } from "react";
import type { SignerApi, SubmitInput } from "./signer-client";
import type { SigningOutcome } from "./signing-flow";
import { failureAction, initialSigningState, signingReducer, type SigningStart, type SortRefusals } from "./signing-state";

/**
 * The one path by which a PDF's and a form's workspace submit, decline and take the confirmed
 * code: the shared reducer (signing-state.ts) and the signer API's calls, so both answer every
 * refusal the same way.
 */
export function useSigning<V>({
  api,
  start,
  onRefresh,
  onFinished,
}: {
  api: SignerApi;
  start: () => SigningStart<V>;
  onRefresh: () => Promise<void>;
  onFinished: (outcome: SigningOutcome) => void;
}) {
  const [state, dispatch] = useReducer(signingReducer<V>, undefined, () => initialSigningState<V>(start()));

  /** Settles a request; a refusal's action comes back so the page can move the focus to it. */
  const send = async (request: "submit" | "decline", call: () => Promise<unknown>, sortRefusals?: SortRefusals) => {
    dispatch({ type: "started", request });
    try {
      await call();
    } catch (error) {
      const action = failureAction<V>(request, error, sortRefusals);
      dispatch(action);
      if (action.type === "outdated") void onRefresh();
      return action;
    }
    const outcome = request === "submit" ? "signed" : "declined";
    dispatch({ type: "finished", outcome });
    onFinished(outcome);
    return null;
  };

  return {
    state,
    dispatch,
    submit: (input: SubmitInput, sortRefusals?: SortRefusals) =>
      send("submit", () => api.submit(input), sortRefusals),
    decline: (reason: string) => send("decline", () => api.decline(reason)),
  };
}
