/**
 * The words at the end of signing, chosen by what is true for this signer: a single signer is
 * never told that "everyone" has signed, and an email is promised only when the process sends
 * emails (EMAIL dispatch; a kiosk, the dashboard's own signer and a private link send none).
 */
import type { SignerView } from "./signer-client";

type Process = Pick<SignerView["process"], "signerCount" | "dispatchMode">;

export function completedWording(signerCount: number) {
  return signerCount === 1
    ? ({ title: "sign.completed.titleSingle", body: "sign.completed.bodySingle" } as const)
    : ({ title: "sign.completed.title", body: "sign.completed.body" } as const);
}

/** An earlier signer is done; the others still sign. */
export function signedWording(dispatchMode: Process["dispatchMode"]) {
  return dispatchMode === "EMAIL" ? ("sign.signed.bodyEmail" as const) : ("sign.signed.body" as const);
}

/** Every signature is in; the final files are being made. `slow` once it takes longer than it should. */
export function sealingWording(process: Process, slow: boolean) {
  const body = process.signerCount === 1 ? ("sign.sealing.bodySingle" as const) : ("sign.sealing.body" as const);
  const note = !slow ? null : process.dispatchMode === "EMAIL" ? ("sign.sealing.slowEmail" as const) : ("sign.sealing.slow" as const);
  return { body, note };
}
