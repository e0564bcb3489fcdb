/**
 * Why a process on the Overview's "Needs attention" list waits for the sender, in a sentence,
 * and what the moment beside it means.
 */
import type { AttentionItem, AttentionReason } from "@/server/services/overview/needs-attention";

const MOMENT_LABELS: Record<AttentionReason, string> = {
  FINALIZATION_FAILED: "Failed",
  DECLINED: "Declined",
  EXPIRING: "Expires",
  UNANSWERED_REMINDER: "Last reminded",
};

export function attentionText(item: Pick<AttentionItem, "reason" | "declinedBy" | "declineReason"> & Partial<Pick<AttentionItem, "waitingSigner" | "reminderCount">>): string {
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
    case "UNANSWERED_REMINDER": {
      const who = item.waitingSigner ?? "A signer";
      const count = item.reminderCount ?? 1;
      return `${who} has not opened the document since the last reminder (${count === 1 ? "one reminder" : `${count} reminders`} so far). Perhaps contact them another way.`;
    }
  }
}

export function attentionMomentLabel(reason: AttentionReason): string {
  return MOMENT_LABELS[reason];
}
