import { Badge } from "@/components/ui/badge";
import { isActive, signerStatusLabel, type ProcessStatus, type SignerStatus } from "../process-labels";

const TONES = {
  PENDING: "neutral",
  READY: "warning",
  OPENED: "warning",
  COMPLETED: "success",
  DECLINED: "danger",
  EXPIRED: "neutral",
} as const satisfies Record<SignerStatus, string>;

/** A signer's state in words, as it reads in the process's current state. */
export function SignerStatusBadge({ status, processStatus }: { status: SignerStatus; processStatus: ProcessStatus }) {
  const over = !isActive(processStatus) && (status === "PENDING" || status === "READY" || status === "OPENED");
  return <Badge tone={over ? "neutral" : TONES[status]}>{signerStatusLabel(status, processStatus)}</Badge>;
}
