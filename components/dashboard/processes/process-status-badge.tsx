import { Badge } from "@/components/ui/badge";
import { PROCESS_STATUS_LABELS, PROCESS_STATUS_TONES, type ProcessStatus } from "./process-labels";

/** A process's status in words; the colour only repeats what the word says. */
export function ProcessStatusBadge({ status }: { status: ProcessStatus }) {
  return <Badge tone={PROCESS_STATUS_TONES[status]}>{PROCESS_STATUS_LABELS[status]}</Badge>;
}
