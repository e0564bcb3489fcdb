import { ACTING_SIGNER_STATUSES, isActiveStatus } from "@/lib/signing/statuses";
import type { SigningProcessRecord } from "@/server/services/signing/signing-process-record";

export interface WaitingOn {
  /** Whose turn it is, in sign order. */
  names: string[];
  /** Since when: the invitation, or else the moment the signer before them finished, or else the send. */
  since: string;
}

/**
 * Who a process is waiting for and since when, for the list; null once nobody can act (done,
 * declined, voided, expired). Note: signers share a turn when they have the same sign order.
 */
export function waitingOn(process: Pick<SigningProcessRecord, "status" | "sentAt" | "signerSlots">): WaitingOn | null {
  // Note: a void, decline or expiry leaves the other signers' slots as they were (READY, OPENED, PENDING).
  if (!isActiveStatus(process.status)) return null;
  const acting = process.signerSlots.filter((slot) => (ACTING_SIGNER_STATUSES as readonly string[]).includes(slot.status));
  if (acting.length === 0) return null;
  const order = Math.min(...acting.map((slot) => slot.signOrder));
  const finishedBefore = process.signerSlots
    .filter((slot) => slot.signOrder < order && slot.completedAt)
    .map((slot) => slot.completedAt!)
    .sort();
  const invited = acting.map((slot) => slot.invitedAt).filter((at): at is string => at !== null).sort();
  return { names: acting.map((slot) => slot.name), since: invited[0] ?? finishedBefore.at(-1) ?? process.sentAt };
}
