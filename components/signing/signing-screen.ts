import type { SignerView } from "./signer-client";

/**
 * Which screen a signer sees. Every state has its own: the process's end states first (they
 * apply to everyone), then this signer's place in the order.
 */
export type SigningScreen =
  | "sign"
  | "waiting"
  | "signed"
  | "sealing"
  | "completed"
  | "declined"
  | "declined-by-you"
  | "voided"
  | "expired"
  | "unsupported";

export function screenFor(view: Pick<SignerView, "process" | "signer" | "document" | "form">): SigningScreen {
  const { process, signer } = view;
  switch (process.status) {
    case "COMPLETED":
      return "completed";
    case "DECLINED":
      return signer.status === "DECLINED" ? "declined-by-you" : "declined";
    case "VOIDED":
      return "voided";
    case "EXPIRED":
      return "expired";
  }
  switch (signer.status) {
    case "PENDING":
      return "waiting";
    case "COMPLETED":
      // Every signature is in once the process is sealing: this signer may be the last, or one
      // whose page was left open while the others signed.
      return process.sealing ? "sealing" : "signed";
    case "DECLINED":
      return "declined-by-you";
    case "EXPIRED":
      return "expired";
  }
  // A PDF is signed on its pages, an online form on its blocks (components/signing/form).
  if (process.contentKind === "PDF") return view.document ? "sign" : "unsupported";
  return view.form ? "sign" : "unsupported";
}

/**
 * How long to wait before asking again, on screens that change by themselves (someone else
 * signs, the final files are made), after `attempt` asks on the same screen; null: never.
 * Sealing takes seconds, so the page asks soon and then less often: the last signer sees
 * their copy the moment it exists, and a stuck finalization does not keep a phone busy.
 */
export function pollDelay(screen: SigningScreen, attempt: number): number | null {
  const backoff = (first: number, ceiling: number) => Math.min(ceiling, Math.round(first * 1.5 ** attempt));
  if (screen === "sealing") return backoff(1_000, 10_000);
  if (screen === "signed") return backoff(5_000, 30_000);
  if (screen === "waiting") return 15_000;
  return null;
}
