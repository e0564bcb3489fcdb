/**
 * Why a process on the Overview's "Needs attention" list waits for the sender, in a sentence,
 * and what the moment beside it means.
 */
import type { AttentionItem, AttentionReason } from "@/server/services/overview/needs-attention";

const MOMENT_LABELS: Record<AttentionReason, string> = {
  FINALIZATION_FAILED: "Failed",
  DECLINED: "Declined",
  EXPIRING: "Expires",
};

export function attentionText(item: Pick<AttentionItem, "reason" | "declinedBy" | "declineReason">): string {
  switch (item.reason) {
    case "FINALIZATION_FAILED":
      return "Everyone has signed, but the signed document could not be made. Open the process to try again.";
    case "DECLINED": {
      const who = item.declinedBy ?? "A signer";
      const reason = item.declineReason?.trim();
      return reason ? `${who} declined to sign: “${reason}”` : `${who} declined to sign.`;
    }
    case "EXPIRING":
      return "Not everyone has signed yet, and it expires soon. Extend it or remind the signer.";
  }
}

export function attentionMomentLabel(reason: AttentionReason): string {
  return MOMENT_LABELS[reason];
}
