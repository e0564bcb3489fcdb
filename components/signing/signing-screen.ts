import type { SignerView } from "./signer-api";

/**
 * Which screen a signer sees. Every state has its own: the process's end states first (they
 * apply to everyone), then this signer's place in the order.
 */
export type SigningScreen =
  | "sign"
  | "waiting"
  | "signed"
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
      return "signed";
    case "DECLINED":
      return "declined-by-you";
    case "EXPIRED":
      return "expired";
  }
  // A PDF is signed on its pages, an online form on its blocks (components/signing/form).
  if (process.contentKind === "PDF") return view.document ? "sign" : "unsupported";
  return view.form ? "sign" : "unsupported";
}

/** Screens that change by themselves (someone else signs, the final files are made): worth polling. */
export function pollIntervalFor(screen: SigningScreen): number | null {
  if (screen === "waiting") return 15_000;
  if (screen === "signed") return 5_000;
  return null;
}
